import type { Readable } from 'node:stream';
import { describeFsError } from './fs-errors.js';
import type { ReadResult } from './read-at-most.js';

/**
 * A stream's bytes, if there are at most `limit`; past it the stream is left unread (`longer`,
 * size unknown), so an endless input costs `limit` bytes and a chunk. Never throws: a stream that
 * fails or is destroyed before its end is `unreadable`.
 */
export async function readStreamAtMost(stream: Readable, limit: number): Promise<ReadResult> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array | string>) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      chunks.push(bytes);
      length += bytes.length;
      if (length > limit) return { ok: false, kind: 'longer', limit };
    }
  } catch (error) {
    return { ok: false, kind: 'unreadable', reason: describeFsError(error) };
  }
  return { ok: true, bytes: Buffer.concat(chunks, length) };
}
