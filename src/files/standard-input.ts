import { fstatSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as NodeStream from 'node:stream';

const STDIN_FD = 0;

/**
 * Standard input as a stream, or one that fails at once (`is a directory`) where Node would read a
 * directory as an empty manifest. (A closed descriptor 0 is /dev/null to Node: an empty input.)
 */
export function standardInput(): NodeStream.Readable {
  let failure: NodeJS.ErrnoException | undefined;
  try {
    if (fstatSync(STDIN_FD).isDirectory())
      failure = Object.assign(new Error('EISDIR: is a directory'), { code: 'EISDIR' });
  } catch (error) {
    failure = error as NodeJS.ErrnoException;
  }
  if (failure === undefined) return process.stdin;
  // node:stream is loaded only here: a run that reads no standard input never needs it.
  const { Readable } = createRequire(import.meta.url)('node:stream') as typeof NodeStream;
  return new Readable({
    read() {
      this.destroy(failure);
    },
  });
}
