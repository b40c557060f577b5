/** Signals that end a run early but let it close its documents first. */
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** What a run needs to answer signals while it checks files. */
export interface RunInterrupts {
  /** The first signal that came, if one did. */
  readonly signal?: NodeJS.Signals;
  /** Gives signal handlers a turn when the run has worked long enough since the last one. */
  pause(): Promise<void>;
  /**
   * Gives signal handlers a turn now, however little work was done: a run calls it before it
   * closes its documents, so that a signal Node has caught by then is not lost.
   */
  settle(): Promise<void>;
  /** What `pending` gives, or undefined as soon as a signal comes (at once if one came before). */
  waitFor<T>(pending: Promise<T>): Promise<T | undefined>;
}

/** Signals noted for a run, until `stop`. */
export interface Interrupts extends RunInterrupts {
  /**
   * Restores the default handling of the signals when none came. After a signal, a second one,
   * before or after, ends the process at once, by that signal.
   */
  stop(): void;
}

/**
 * The longest stretch of checking without a turn for signal handlers. GitHub cancels a step with
 * SIGINT, then SIGTERM 7.5 s later and SIGKILL 2.5 s after that; a run must see the first in time
 * to close its reports.
 */
const MOST_WORK_BETWEEN_TURNS_MS = 50;

/** A monotonic clock in milliseconds; `performance` would load perf_hooks into every run. */
export function nowMs(): number {
  return Number(process.hrtime.bigint() / 1_000_000n);
}

/** Calls `done` once what the process wrote to standard output and error is out of it. */
export type WhenWritten = (done: () => void) => void;

/** The Action's: once Node's process.stdout and process.stderr have flushed what they hold. */
function whenStreamsWritten(done: () => void): void {
  process.stdout.write('', () => process.stderr.write('', done));
}

/**
 * Notes SIGINT or SIGTERM instead of dying at once, until `stop`. The first signal stops the run,
 * which closes its documents. A second one ends the process by that signal once the documents are
 * closed (`stop`, which the run's owner calls then) and what was written to standard output is
 * out, as `whenWritten` says (the command line writes without Node's streams).
 */
export function watchInterrupts(whenWritten: WhenWritten = whenStreamsWritten): Interrupts {
  let signal: NodeJS.Signals | undefined;
  let second: NodeJS.Signals | undefined;
  let lastTurn = nowMs();
  const waiting = new Set<() => void>();
  let stopped = false;
  const endBy = (received: NodeJS.Signals) => {
    // Without a handler, the signal has its default action: the process ends by it, at once,
    // and so does a third one while the reader of a pipe takes in what was written before.
    for (const name of SIGNALS) process.off(name, note);
    whenWritten(() => process.kill(process.pid, received));
  };
  const note = (received: NodeJS.Signals) => {
    if (signal === undefined) {
      signal = received;
      for (const wake of waiting) wake();
    } else if (stopped) endBy(received);
    else second ??= received;
  };
  for (const name of SIGNALS) process.on(name, note);
  return {
    get signal() {
      return signal;
    },
    async pause() {
      if (nowMs() - lastTurn < MOST_WORK_BETWEEN_TURNS_MS) return;
      await this.settle();
    },
    async settle() {
      // A turn of the event loop in which signals Node has caught are handed to their handlers.
      // Two: work that began in a callback of the poll phase (a read that finished) gets its
      // first immediate in the same iteration, before the loop polls for signals again.
      await new Promise(setImmediate);
      await new Promise(setImmediate);
      lastTurn = nowMs();
    },
    async waitFor<T>(pending: Promise<T>): Promise<T | undefined> {
      if (signal !== undefined) return undefined;
      let wake = () => {};
      const signalled = new Promise<undefined>((resolve) => (wake = () => resolve(undefined)));
      waiting.add(wake);
      try {
        return await Promise.race([pending, signalled]);
      } finally {
        waiting.delete(wake);
        lastTurn = nowMs();
      }
    },
    stop() {
      stopped = true;
      if (second !== undefined) endBy(second);
      // After a signal the handlers stay, so that the next one ends the process even when Node
      // has caught it already but not yet handed it to them: removing them would lose it.
      else if (signal === undefined) for (const name of SIGNALS) process.off(name, note);
    },
  };
}
