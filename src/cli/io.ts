import type { Readable } from 'node:stream';
import type { TunedRun } from './v8-tuning.js';

/** Where the command line writes, and whether its output may be coloured. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /**
   * Calls `done` once what was written is out of the process, before a second signal ends it; by
   * default once process.stdout and process.stderr have flushed.
   */
  whenWritten?: (done: () => void) => void;
  /** All of standard input, as UTF-8; read only for `request --input -`. */
  readStdin(): Promise<string>;
  /**
   * Standard input as it comes, for a PATH of `-`: read only as far as --max-file-size allows
   * (readStreamAtMost), then left; destroyed when a signal stops the read.
   */
  stdinStream(): Readable;
  /** Whether `--color auto` colours here: `autoColor` of the terminal and the environment. */
  color: boolean;
  /**
   * Tunes the process for a run that checks `files` files, before it compiles its rules
   * (`tuneV8ForRun` of src/cli/v8-tuning.ts); none where the run shares its process (tests).
   */
  tune?: (files: number, run?: TunedRun) => void;
}
