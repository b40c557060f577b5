import { fstatSync } from 'node:fs';
import { Readable } from 'node:stream';

/** The descriptor of standard input. */
const STDIN_FD = 0;

/**
 * Standard input as a stream. Node reads a directory there as an empty input, which would be
 * reported as an empty manifest: then a stream that fails at once instead, with the reason, so the
 * report says standard input could not be read (`is a directory`). (A closed descriptor 0 is none:
 * Node opens /dev/null there as it starts, an empty input like any other.)
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
  const failed = failure;
  return new Readable({
    read() {
      this.destroy(failed);
    },
  });
}
