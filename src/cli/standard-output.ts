import { writeSync } from 'node:fs';
import { getSystemErrorMap } from 'node:util';
import { EXIT } from './exit.js';

/** Where the command line writes: standard output and error. */
export interface StandardOutput {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /**
   * Calls `done` once what was written is out of the process: on the next tick, unless a stream
   * still holds some.
   */
  whenWritten: (done: () => void) => void;
}

/** The stream Node makes for a descriptor, as far as the writer uses it. */
export interface OutputStream {
  write(data: string | Uint8Array, done?: () => void): unknown;
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown;
}

/** What the writer asks of the system; the real one by default, fakes in tests. */
export interface OutputSystem {
  /** `fs.writeSync`: how many bytes it wrote, or throws the system's error. */
  writeSync(fd: number, data: string | Uint8Array): number;
  /** `process.stdout` for 1, `process.stderr` for 2: made only when a write cannot be synchronous. */
  stream(fd: 1 | 2): OutputStream;
  exit(status: number): void;
}

const PROCESS: OutputSystem = {
  writeSync: (fd, data) => (typeof data === 'string' ? writeSync(fd, data) : writeSync(fd, data)),
  stream: (fd) => (fd === 1 ? process.stdout : process.stderr),
  exit: (status) => process.exit(status),
};

/** One descriptor, and its stream once EAGAIN made one. */
interface Target {
  fd: 1 | 2;
  name: string;
  /** Whether a failure to write it is said on standard error (not for standard error itself). */
  canSay: boolean;
  stream?: OutputStream;
}

/**
 * Writes standard output and error with `fs.writeSync`, never touching `process.stdout` or
 * `process.stderr` in a run that writes normally: building them loads node:stream, and node:net
 * or node:tty, about 9 M instructions of a one-file hook run. A partial write writes the rest; a
 * descriptor left non-blocking (EAGAIN) goes through Node's stream from then on, in order. A
 * reader that leaves (EPIPE) ends the run quietly with EXIT.outputClosed; any other failure
 * (ENOSPC, EIO…) is one line on standard error, if that still works, and EXIT.unwritten, instead
 * of Node's stack trace.
 */
export function standardOutput(system: OutputSystem = PROCESS): StandardOutput {
  const out: Target = { fd: 1, name: 'standard output', canSay: true };
  const err: Target = { fd: 2, name: 'standard error', canSay: false };
  let ended = false;

  /** Writes all of `data`; returns what is left when the descriptor would block (EAGAIN). */
  const writeAll = (fd: number, data: string | Uint8Array): Uint8Array | undefined => {
    let rest = data;
    for (;;) {
      const length = typeof rest === 'string' ? Buffer.byteLength(rest) : rest.length;
      let written;
      try {
        written = system.writeSync(fd, rest);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
        return typeof rest === 'string' ? Buffer.from(rest) : rest;
      }
      if (written >= length) return undefined;
      rest = (typeof rest === 'string' ? Buffer.from(rest) : rest).subarray(written);
    }
  };

  const end = (status: number, say?: string): void => {
    if (ended) return;
    ended = true;
    // The line is best effort: standard error can be broken too, and its error is ignored.
    if (say !== undefined && err.stream !== undefined) {
      err.stream.on('error', () => undefined);
      err.stream.write(say);
    } else if (say !== undefined) {
      try {
        writeAll(err.fd, say);
      } catch {
        // Standard error is broken too: nothing more can be said.
      }
    }
    system.exit(status);
  };

  const fail = (target: Target, error: NodeJS.ErrnoException): void => {
    if (error.code === 'EPIPE') return end(EXIT.outputClosed);
    const line = `manifest-check: cannot write to ${target.name}: ${describeError(error)}\n`;
    end(EXIT.unwritten, target.canSay ? line : undefined);
  };

  const write = (target: Target, text: string): void => {
    if (ended || text === '') return;
    if (target.stream !== undefined) {
      target.stream.write(text);
      return;
    }
    let rest;
    try {
      rest = writeAll(target.fd, text);
    } catch (error) {
      return fail(target, error as NodeJS.ErrnoException);
    }
    if (rest === undefined) return;
    const stream = system.stream(target.fd);
    stream.on('error', (error) => fail(target, error));
    target.stream = stream;
    stream.write(rest);
  };

  // On the next tick without a stream, as a stream calls back a write it made at once: what the
  // current work still writes (the run's last line, after a signal) goes out before `done`.
  const written = (target: Target, next: () => void): void => {
    if (target.stream === undefined) process.nextTick(next);
    else target.stream.write('', next);
  };

  return {
    stdout: (text) => write(out, text),
    stderr: (text) => write(err, text),
    whenWritten: (done) => written(out, () => written(err, done)),
  };
}

/** `no space left on device (ENOSPC)`: the system's words for the error, and its code. */
function describeError(error: NodeJS.ErrnoException): string {
  const words = error.errno === undefined ? undefined : getSystemErrorMap().get(error.errno)?.[1];
  const code = error.code ?? 'unknown error';
  return words === undefined ? code : `${words} (${code})`;
}
