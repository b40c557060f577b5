import { closeSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { nodeCrypto } from '../util/node-crypto.js';
import { writeWhole } from './write-atomic.js';

/** A file written piece by piece that appears whole or not at all. */
export interface StreamedFile {
  write(text: string): void;
  /** Closes the file and puts it in place, replacing what was there; on failure, leaves nothing. */
  commit(): void;
  /** Closes the file and removes it: nothing is put in place. */
  abandon(): void;
}

/**
 * Writes to a new temporary file beside `file` (exclusive: a link planted there is not followed)
 * and renames it over `file` on commit, replacing a link there. Synchronous: writes are few, large.
 */
export function streamToFile(file: string): StreamedFile {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${nodeCrypto().randomBytes(6).toString('hex')}.tmp`;
  const descriptor = openSync(temporary, 'wx', 0o644);
  let open = true;
  const close = () => {
    if (open) closeSync(descriptor);
    open = false;
  };
  return {
    write: (text) => writeWhole(descriptor, Buffer.from(text, 'utf8')),
    commit() {
      close();
      try {
        renameSync(temporary, file);
      } catch (error) {
        rmSync(temporary, { force: true });
        throw error;
      }
    },
    abandon() {
      close();
      rmSync(temporary, { force: true });
    },
  };
}
