/**
 * What every hostile input must get from validateManifest, and a tally of the inputs tried and
 * of the slowest of them, for the "no crash, ever" properties.
 */
import { expect } from '@jest/globals';
import type { Problem, ValidationResult } from '../../src/manifest/problems/problem.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { RULE_IDS } from '../../src/manifest/problems/rules.js';
import { cpuMs, cpuTimed } from './cpu-time.js';

export type Input = string | Uint8Array;

/** The fixed seed of every property, so that CI checks the same inputs each run. */
export const SEED = 424242;

const SEVERITIES: readonly string[] = ['error', 'warning'];
const RULES: readonly string[] = RULE_IDS;

/** True when JSON.parse accepts the input as validateManifest reads it (UTF-8, one BOM off). */
export function isJson(input: Input): boolean {
  try {
    const text =
      typeof input === 'string'
        ? input.replace(/^\uFEFF/, '')
        : new TextDecoder('utf-8', { fatal: true }).decode(input);
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const isPlace = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 1;

/** What is wrong with one problem, or nothing. */
function problemFlaws(problem: Problem): string[] {
  const { rule, line, column, endLine, endColumn, severity, message } = problem;
  const flaws: string[] = [];
  if (![line, column, endLine, endColumn].every(isPlace))
    flaws.push(`${rule}: span ${line}:${column}-${endLine}:${endColumn} is not 1-based integers`);
  else if (endLine < line || (endLine === line && endColumn < column))
    flaws.push(`${rule}: span ${line}:${column}-${endLine}:${endColumn} ends before it starts`);
  if (!RULES.includes(rule)) flaws.push(`unknown rule ${String(rule)}`);
  if (!SEVERITIES.includes(severity)) flaws.push(`${rule}: unknown severity ${String(severity)}`);
  if (typeof message !== 'string' || message === '') flaws.push(`${rule}: no message`);
  if (typeof problem.pointer !== 'string') flaws.push(`${rule}: no pointer`);
  return flaws;
}

/** Everything wrong with a result for `input`; empty when it is well-formed. */
export function resultFlaws(input: Input, result: ValidationResult): string[] {
  const { valid, problems } = result;
  const flaws = problems.flatMap(problemFlaws);
  const hasError = problems.some((problem) => problem.severity === 'error');
  if (valid !== !hasError) flaws.push(`valid is ${valid} with${hasError ? '' : 'out'} an error`);
  const unreadable = problems.some((p) => p.rule === 'json-syntax' || p.rule === 'encoding');
  if (!isJson(input) && !(unreadable && !valid))
    flaws.push('not UTF-8 JSON, yet no json-syntax or encoding error');
  if (isJson(input) && unreadable) flaws.push('UTF-8 JSON, yet a json-syntax or encoding error');
  return flaws;
}

/** A short description of an input for a failure message. */
export function describeInput(input: Input): string {
  const head = typeof input === 'string' ? input.slice(0, 60) : [...input.subarray(0, 30)];
  return `${typeof input === 'string' ? 'text' : 'bytes'} of length ${input.length}: ${JSON.stringify(head)}`;
}

interface Timing {
  ms: number;
  input: Input;
}

/** Validates inputs (plain and strict), checks each result, counts them and keeps the slowest. */
export function createHostileRun(keep = 2) {
  let tried = 0;
  const slowest: Timing[] = [];
  /** Validates and checks the input: the milliseconds of processor time validation took. */
  const timed = (input: Input, strict: boolean): number => {
    const { result, ms } = cpuTimed(() => validateManifest(input, { strict }));
    expect({ input: describeInput(input), strict, flaws: resultFlaws(input, result) }).toEqual({
      input: describeInput(input),
      strict,
      flaws: [],
    });
    return ms;
  };
  return {
    /** Checks one input; throws (for fast-check to report) when a result is not well-formed. */
    check(input: Input): void {
      tried += 1;
      const ms = Math.max(timed(input, false), timed(input, true));
      if (slowest.length < keep || ms > (slowest[slowest.length - 1] as Timing).ms) {
        slowest.push({ ms, input });
        slowest.sort((a, b) => b.ms - a.ms).splice(keep);
      }
    },
    /** How many inputs were checked so far. */
    tried: () => tried,
    /**
     * The slowest input's time: each of the kept ones is timed twice more (its checks having
     * forgotten it) and its best run taken, so that a garbage collection or a busy machine
     * during one run is not slowness.
     */
    slowest(): Timing {
      const again = (input: Input) => {
        forgetMemoizedChecks();
        return Math.max(timed(input, false), timed(input, true));
      };
      const retimed = slowest.map(({ ms, input }) => ({
        input,
        ms: Math.min(
          ms,
          bestOf(2, () => again(input)),
        ),
      }));
      return retimed.sort((a, b) => b.ms - a.ms)[0] ?? { ms: 0, input: '' };
    },
  };
}

/**
 * Makes the platform-expression and SPDX checks forget earlier inputs, so that timing an input
 * again times its checks again: they remember the last 2,000 answers (memoize.ts), and 2,000
 * other expressions push out any earlier one.
 */
function forgetMemoizedChecks(): void {
  for (let i = 0; i < 2_000; i++)
    validateManifest(`{"name":"x","version":"1","supports":"p${i}","license":"L-${i}"}`);
}

/** A run of hostile inputs: what createHostileRun returns. */
export type HostileRun = ReturnType<typeof createHostileRun>;

/** The fastest of `runs` runs, in milliseconds. */
export function bestOf(runs: number, run: () => number): number {
  return Math.min(...Array.from({ length: runs }, run));
}

/**
 * Milliseconds of processor time to validate a 10 MB plain string manifest: a name of 10 MB of
 * letters, which the name pattern reads whole, and no version, which is reported at a place
 * found in the text.
 */
export function plainTenMegabyteBaseline(): number {
  const text = `{"name":"${'a'.repeat(10 * 1024 * 1024)}"}`;
  return bestOf(3, () => cpuMs(() => validateManifest(text)));
}

/**
 * How many times as long as the baseline any input may take, in processor time. The slowest
 * linear case, a 10 MB platform expression of five million tokens read into a tree, takes 22 to
 * 25 times as long in CI since the baseline's string is scanned with indexOf (it took 6 times as
 * long before, when the bound was 25); work quadratic in 10 MB would take millions of times as
 * long, and a regular expression that backtracks more still. 100 keeps the margin the bound had.
 */
export const TIMES_BASELINE = 100;

/**
 * Asserts that no input of the run took TIMES_BASELINE times as long as a 10 MB plain string
 * manifest, timed in the same test: a relative bound, as the machine's speed is unknown, in
 * processor time, as other processes on a busy machine take turns at the processor.
 */
export function expectNoneSlow(run: HostileRun): void {
  const baseline = plainTenMegabyteBaseline();
  const { ms, input } = run.slowest();
  const slowest = `${describeInput(input)} (${ms.toFixed(1)} ms)`;
  console.log(`slowest: ${slowest}; bound ${TIMES_BASELINE} × ${baseline.toFixed(1)} ms`);
  const underBound = ms < TIMES_BASELINE * baseline;
  expect({ slowest, underBound }).toEqual({ slowest, underBound: true });
}
