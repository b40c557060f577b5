/** Signals that end a run early but let it close its documents first. */
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** What a run checks between files: the signal that asked it to stop, if any. */
export interface Interrupts {
  readonly signal?: NodeJS.Signals;
  /** Gives signal handlers a turn when the run has worked long enough since the last one. */
  pause(): Promise<void>;
  /** Restores the default handling of the signals. */
  stop(): void;
}

/**
 * The longest stretch of checking without a turn for signal handlers. GitHub cancels a step with
 * SIGINT, then SIGTERM 7.5 s later and SIGKILL 2.5 s after that; a run must see the first in time
 * to close its reports.
 */
const MOST_WORK_BETWEEN_TURNS_MS = 50;

/** A monotonic clock in milliseconds; `performance` would load perf_hooks into every run. */
function nowMs(): number {
  return Number(process.hrtime.bigint() / 1_000_000n);
}

/** Notes SIGINT or SIGTERM instead of dying at once, until `stop`. */
export function watchInterrupts(): Interrupts {
  let signal: NodeJS.Signals | undefined;
  let lastTurn = nowMs();
  const note = (received: NodeJS.Signals) => {
    signal ??= received;
  };
  // Once: a second signal (a second Ctrl-C) ends the process as usual.
  for (const name of SIGNALS) process.once(name, note);
  return {
    get signal() {
      return signal;
    },
    async pause() {
      if (nowMs() - lastTurn < MOST_WORK_BETWEEN_TURNS_MS) return;
      await new Promise(setImmediate);
      lastTurn = nowMs();
    },
    stop() {
      for (const name of SIGNALS) process.off(name, note);
    },
  };
}
