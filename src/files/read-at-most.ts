import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import type { Readable } from 'node:stream';
import { formatFileSize } from './file-size.js';
import { describeFsError } from './fs-errors.js';

/** Why a file was not read: it could not be, or it is too large. */
export type ReadFailure =
  | { ok: false; kind: 'unreadable'; reason: string }
  | { ok: false; kind: 'too-large'; size: number; limit: number }
  | { ok: false; kind: 'grew'; limit: number }
  /** A stream (standard input) that went on past `limit`: read no further, so its size is unknown. */
  | { ok: false; kind: 'longer'; limit: number }
  | { ok: false; kind: 'link' };

/** A file's bytes, and what the file was when they were read (none for a stream). */
export interface ReadBytes {
  ok: true;
  bytes: Uint8Array;
  identity?: FileIdentity;
}

export type ReadResult = ReadBytes | ReadFailure;

// Non-blocking, so that opening a FIFO returns at once instead of waiting for a writer.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** Whether this system can open a path without following a link there (not Windows). */
export const CAN_REFUSE_LINKS = constants.O_NOFOLLOW !== undefined;

/**
 * A regular file's bytes, if there are at most `limit`: the size is checked on the open file and at
 * most `limit + 1` bytes read, so a growing file is never read whole. With `refuseLinks` (only
 * where CAN_REFUSE_LINKS), a link is answered with kind `link`. Never throws.
 */
export function readAtMost(file: string, limit: number, { refuseLinks = false } = {}): ReadResult {
  let descriptor: number;
  try {
    descriptor = openSync(file, refuseLinks ? OPEN_FLAGS | constants.O_NOFOLLOW : OPEN_FLAGS);
  } catch (error) {
    if (refuseLinks && (error as NodeJS.ErrnoException).code === 'ELOOP')
      return { ok: false, kind: 'link' };
    return unreadable(describeFsError(error));
  }
  try {
    const info = fstatSync(descriptor);
    if (!info.isFile())
      return unreadable(info.isDirectory() ? 'is a directory' : 'not a regular file');
    if (info.size > limit) return { ok: false, kind: 'too-large', size: info.size, limit };
    // One byte more than expected, so that growth is seen without another read.
    let buffer = Buffer.allocUnsafe(info.size + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > limit) return { ok: false, kind: 'grew', limit };
        const larger = Buffer.allocUnsafe(Math.min(2 * length, limit + 1));
        buffer.copy(larger, 0, 0, length);
        buffer = larger;
      }
      const count = readSync(descriptor, buffer, length, buffer.length - length, null);
      // The identity of before the read: a save during it is a change the write will see.
      if (count === 0)
        return { ok: true, bytes: buffer.subarray(0, length), identity: identityOf(info) };
      length += count;
    }
  } catch (error) {
    return unreadable(describeFsError(error));
  } finally {
    closeSync(descriptor);
  }
}

/** The most bytes `readListedFile` reads without looking at the file first. */
export const LISTED_READ_BYTES = 64 * 1024;

let listedReadBuffer: Buffer | undefined;

/**
 * The bytes of a file a directory search listed as a regular file, read as `readAtMost` with
 * `refuseLinks` reads them, without its look at the open file when the file is small: that look
 * (an fstat and its Stats) cost more than the read itself, 2 % of a corpus run's instructions. The
 * reads are positional, so a file replaced by a pipe since the listing fails at the first one.
 * Anything but a file of 1 to LISTED_READ_BYTES bytes, at most `limit`, read whole without an
 * error (an empty file, a larger one, a directory, any error) is read again by `readAtMost`, whose
 * answer is then the answer. No identity: the file is read to be checked, not written back.
 */
export function readListedFile(file: string, limit: number): ReadResult {
  let descriptor: number;
  try {
    descriptor = openSync(file, OPEN_FLAGS | constants.O_NOFOLLOW);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') return { ok: false, kind: 'link' };
    return readAtMost(file, limit, { refuseLinks: true });
  }
  listedReadBuffer ??= Buffer.allocUnsafeSlow(LISTED_READ_BYTES);
  const buffer = listedReadBuffer;
  // One byte more than the limit, so that a file over it fills the read and is read again.
  const most = Math.min(limit + 1, buffer.length);
  let length = 0;
  try {
    for (;;) {
      const count = readSync(descriptor, buffer, length, most - length, length);
      if (count === 0) break;
      length += count;
      if (length === most) break;
    }
  } catch {
    length = most;
  } finally {
    closeSync(descriptor);
  }
  if (length === 0 || length === most) return readAtMost(file, limit, { refuseLinks: true });
  // A copy: the buffer is read into again before these bytes are checked (a file beside).
  return { ok: true, bytes: Uint8Array.prototype.slice.call(buffer, 0, length) };
}

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

function unreadable(reason: string): ReadFailure {
  return { ok: false, kind: 'unreadable', reason };
}

/**
 * What a failure means for `subject` (`the file`, `the schema ci/schema.json`): `cannot read the
 * file: is a directory`, `the file is 12 MB, more than the max-file-size of 4 MB; it was not read`.
 */
export function describeReadFailure(failure: ReadFailure, subject: string): string {
  switch (failure.kind) {
    case 'unreadable':
      return `cannot read ${subject}: ${failure.reason}`;
    case 'too-large':
      return `${subject} is ${formatFileSize(failure.size)}, more than the max-file-size of ${formatFileSize(failure.limit)}; it was not read`;
    case 'grew':
      return `${subject} grew past the max-file-size of ${formatFileSize(failure.limit)} while it was read; it was not checked`;
    case 'longer':
      return `${subject} is more than the max-file-size of ${formatFileSize(failure.limit)}; it was read no further and not checked`;
    case 'link':
      return `cannot read ${subject}: it is a symbolic link, which was not followed`;
  }
}

/**
 * What tells a file from what it was when it was read: an editor's save makes a new file (a new
 * inode) or writes this one (a new size or modification time).
 */
export interface FileIdentity {
  device: number;
  inode: number;
  size: number;
  /** The modification time, in milliseconds with their fraction. */
  modified: number;
}

export function identityOf(stats: Stats): FileIdentity {
  return { device: stats.dev, inode: stats.ino, size: stats.size, modified: stats.mtimeMs };
}

/** Whether `stats` are of the file `identity` was taken of, unchanged since. */
export function isSameFile(identity: FileIdentity, stats: Stats): boolean {
  return (
    identity.device === stats.dev &&
    identity.inode === stats.ino &&
    identity.size === stats.size &&
    identity.modified === stats.mtimeMs
  );
}
