import { getSystemErrorMap } from 'node:util';
import { EXIT } from './exit.js';

/**
 * Ends the run at once when standard output or error cannot be written, instead of Node's
 * unhandled 'error' event (a stack trace and status 1, the status of "errors found"). A reader
 * that leaves (EPIPE) ends it quietly with EXIT.outputClosed; any other failure (ENOSPC, EIO…) is
 * one line on standard error, if that still works, and EXIT.unwritten.
 */
export function endOnWriteFailure(): void {
  let ended = false;
  const end = (status: number, say?: string): void => {
    if (ended) return;
    ended = true;
    if (say !== undefined) {
      // The line is best effort: standard error can be broken too, and its error is ignored.
      process.stderr.on('error', () => undefined);
      process.stderr.write(say);
    }
    process.exit(status);
  };
  const watch = (stream: NodeJS.WriteStream, name: string, canSay: boolean): void => {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') return end(EXIT.outputClosed);
      const line = `manifest-check: cannot write to ${name}: ${describeError(error)}\n`;
      end(EXIT.unwritten, canSay ? line : undefined);
    });
  };
  watch(process.stdout, 'standard output', true);
  watch(process.stderr, 'standard error', false);
}

/** `no space left on device (ENOSPC)`: the system's words for the error, and its code. */
function describeError(error: NodeJS.ErrnoException): string {
  const words = error.errno === undefined ? undefined : getSystemErrorMap().get(error.errno)?.[1];
  const code = error.code ?? 'unknown error';
  return words === undefined ? code : `${words} (${code})`;
}
