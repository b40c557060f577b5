import type { Readable } from 'node:stream';
import { describeFsError } from './fs-errors.js';
import type { ReadResult } from './read-at-most.js';

/**
 * A stream's bytes, if there are at most `limit`: chunks are taken only until more than `limit`
 * bytes have come, and the stream is then left unread (its iterator returned, which destroys it),
 * so a larger input, or one without end, costs at most `limit` bytes and one chunk more (64 KB
 * from a pipe). A larger input is the `longer` failure: its size is unknown, as it was not read
 * to the end. Nothing is thrown: a stream that fails (standard input is a directory) or is
 * destroyed before its end is `unreadable`.
 */
export async function readStreamAtMost(stream: Readable, limit: number): Promise<ReadResult> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array | string>) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      chunks.push(bytes);
      length += bytes.length;
      // Leaving the loop returns the iterator, which stops reading the stream.
      if (length > limit) return { ok: false, kind: 'longer', limit };
    }
  } catch (error) {
    return { ok: false, kind: 'unreadable', reason: describeFsError(error) };
  }
  return { ok: true, bytes: Buffer.concat(chunks, length) };
}
