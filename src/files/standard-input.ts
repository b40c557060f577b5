import { fstatSync } from 'node:fs';
import { Readable } from 'node:stream';

const STDIN_FD = 0;

/**
 * Standard input as a stream, or one that fails at once (`is a directory`) where Node would read a
 * directory as an empty manifest. (A closed descriptor 0 is /dev/null to Node: an empty input.)
 */
export function standardInput(): Readable {
  let failure: NodeJS.ErrnoException | undefined;
  try {
    if (fstatSync(STDIN_FD).isDirectory())
      failure = Object.assign(new Error('EISDIR: is a directory'), { code: 'EISDIR' });
  } catch (error) {
    failure = error as NodeJS.ErrnoException;
  }
  if (failure === undefined) return process.stdin;
  return new Readable({
    read() {
      this.destroy(failure);
    },
  });
}
