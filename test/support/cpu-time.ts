/**
 * Processor time, for the tests that compare how long two pieces of work take. It is the time
 * this process spent working, not the time it waited for a processor: on a busy machine the
 * waits swamp the work. On 2 cores beside a busy loop, the linear checks of linear-time.test.ts
 * took up to 33 times as long on ten times the input in wall-clock time, and at most 11.5 times
 * in processor time. Tests compare such times with a baseline measured in the same test, never
 * with a fixed budget.
 */

/** What `run` gives, and the milliseconds of processor time (of all this process's threads). */
export function cpuTimed<T>(run: () => T): { result: T; ms: number } {
  const start = process.cpuUsage();
  const result = run();
  const { user, system } = process.cpuUsage(start);
  return { result, ms: (user + system) / 1000 };
}

/** Milliseconds of processor time that `run` takes. */
export function cpuMs(run: () => unknown): number {
  return cpuTimed(run).ms;
}

/**
 * Milliseconds of processor time of one `run()`: the mean of as many runs as fill 5 ms of the
 * clock (one at least), so that a run of a few microseconds is timed too.
 */
export function cpuMsPerRun(run: () => unknown): number {
  let runs = 0;
  const until = performance.now() + 5;
  const ms = cpuMs(() => {
    do {
      run();
      runs++;
    } while (performance.now() < until);
  });
  return ms / runs;
}
