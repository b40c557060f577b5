// A PATH of `-`: standard input, read once, under the name `--stdin-filename` gives.
import { UsageError } from './usage-error.js';

/** A PATH that means standard input. */
export const STDIN_PATH = '-';

/**
 * The name of standard input when a PATH is `-`; undefined when none is. Standard input is read
 * once, so only one PATH may be `-`, and not a hook's: its arguments are file names.
 */
export function readStdinName(
  paths: readonly string[],
  given: string | undefined,
  hook: boolean,
): string | undefined {
  const readers = paths.filter((path) => path === STDIN_PATH).length;
  if (given === '') throw new UsageError('--stdin-filename needs a name');
  if (readers === 0) {
    if (given === undefined) return undefined;
    throw new UsageError(
      `--stdin-filename names standard input, which only a PATH of ${STDIN_PATH} reads; give ${STDIN_PATH} among the PATHs`,
    );
  }
  if (hook)
    throw new UsageError(
      `--hook takes file names, and ${STDIN_PATH} is not one: standard input is not read under --hook (give ./${STDIN_PATH} for a file named ${STDIN_PATH})`,
    );
  // The name standard input is reported under, unless `--stdin-filename` gives one.
  if (readers === 1) return given ?? '<stdin>';
  throw new UsageError(
    `the PATH ${STDIN_PATH} is given ${readers} times; standard input is read once, so give it once`,
  );
}
