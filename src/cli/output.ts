import { getSystemErrorMap } from 'node:util';

/** A stream the command line writes to, as much of it as this module needs. */
export interface OutputStream {
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown;
}

/**
 * Ends the run at once when standard output or error cannot be written, instead of Node's
 * unhandled 'error' event (a stack trace and status 1, the status of "errors found"). A reader
 * that leaves (EPIPE) ends it quietly with `closedStatus`; any other failure (ENOSPC, EIO…) is
 * one line on standard error, if that still works, and `failedStatus`. `exit` ends the process:
 * `process.exit` in the command line, a spy in a test.
 */
export function endOnWriteFailure(
  streams: { stdout: OutputStream; stderr: OutputStream & { write(text: string): unknown } },
  statuses: { closed: number; failed: number },
  exit: (status: number) => void,
): void {
  let ended = false;
  const end = (status: number, say?: string): void => {
    if (ended) return;
    ended = true;
    if (say !== undefined) {
      // The line is best effort: standard error can be broken too, and its error is ignored.
      streams.stderr.on('error', () => undefined);
      streams.stderr.write(say);
    }
    exit(status);
  };
  const watch = (stream: OutputStream, name: string, canSay: boolean): void => {
    stream.on('error', (error) => {
      if (error.code === 'EPIPE') return end(statuses.closed);
      const line = `manifest-check: cannot write to ${name}: ${describeError(error)}\n`;
      end(statuses.failed, canSay ? line : undefined);
    });
  };
  watch(streams.stdout, 'standard output', true);
  watch(streams.stderr, 'standard error', false);
}

/** `no space left on device (ENOSPC)`: the system's words for the error, and its code. */
function describeError(error: NodeJS.ErrnoException): string {
  const words = error.errno === undefined ? undefined : getSystemErrorMap().get(error.errno)?.[1];
  const code = error.code ?? 'unknown error';
  return words === undefined ? code : `${words} (${code})`;
}
