import { setFlagsFromString } from 'node:v8';

/** The V8 flag that says how much bytecode a function runs before TurboFan optimizes it. */
const BUDGET_FLAG = '--interrupt-budget';

/**
 * Four times V8 11's own budget of 66 KB: V8 11 (Node 20) optimizes too early for a run as short
 * as checking a repository's manifests. docs/performance.md has the measurements.
 */
const BUDGET = 4 * 66 * 1024;

/**
 * The flag that tunes V8's tiering for this command line, or null to leave V8 as it is: on any
 * V8 but 11 (V8 12 and 13, in Node 22 and 24, tier up by invocation counts and no longer know
 * the flag, and V8 prints an error for a flag it does not know), and when node was started with
 * a budget of its own.
 */
export function tieringFlag(v8Version: string, execArgv: readonly string[]): string | null {
  if (!v8Version.startsWith('11.')) return null;
  if (execArgv.some((argument) => argument.startsWith(BUDGET_FLAG))) return null;
  return `${BUDGET_FLAG}=${BUDGET}`;
}

/** Sets the flag of `tieringFlag` for this process, before the checks run. */
export function tuneTiering(): void {
  const flag = tieringFlag(process.versions.v8, process.execArgv);
  if (flag !== null) setFlagsFromString(flag);
}
