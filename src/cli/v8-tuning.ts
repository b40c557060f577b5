import { createRequire } from 'node:module';
import type * as NodeV8 from 'node:v8';
import { setV8Flags, v8FlagsSet } from './v8-flags-set.js';

/** A V8 flag the command line sets, and the flags of node's that say the user chose otherwise. */
interface Tuning {
  flag: string;
  /** A number is given as `--flag=value`; a boolean as `--flag` or `--no-flag`. */
  value: number | boolean;
  /** V8 11's own value, set again while the code cache is written (src/cli/v8-flags-set.ts). */
  v8Default: number | boolean;
  /** Given to node (command line or NODE_OPTIONS), any of these leaves the flag unset. */
  overriddenBy: readonly string[];
  /** Set for these runs only; for every run when not given. */
  only?: TunedRun;
}

/**
 * What a tuned run is: one that checks its files one after another, or a registry's (`versions`),
 * whose git processes work beside the check.
 */
export type TunedRun = 'files' | 'registry';

/**
 * What V8 11 (Node 20) gets for a run as short as checking a repository's manifests; each
 * measured in docs/performance.md. V8 12 and 13 (Node 22 and 24) tier up by invocation counts
 * and no longer know the budget, and V8 prints an error for a flag it does not know, so no
 * other V8 is tuned.
 */
const TUNINGS: readonly Tuning[] = [
  // TurboFan's budget, four times V8 11's own 66 KB of bytecode: it optimizes too early.
  {
    flag: '--interrupt-budget',
    value: 4 * 66 * 1024,
    v8Default: 66 * 1024,
    overriddenBy: ['--interrupt-budget'],
  },
  // Half the bytecode TurboFan inlines into one function: fewer, smaller compilations.
  {
    flag: '--max-inlined-bytecode-size-cumulative',
    value: 460,
    v8Default: 920,
    overriddenBy: ['--max-inlined-bytecode-size-cumulative'],
  },
  // The young generation stays as the start left it: what a file's check allocates dies young,
  // and a larger one only raises the peak memory. Read by V8 at each growth, so it applies now.
  {
    flag: '--semi-space-growth-factor',
    value: 1,
    v8Default: 2,
    overriddenBy: ['--semi-space-growth-factor', '--max-semi-space-size', '--min-semi-space-size'],
  },
  // Collections on this thread alone: the other threads' share of each young-generation collection
  // cost more CPU on the corpus than it saved, and its wall time was no shorter either. Not for a
  // registry's run: on 500 ports, the same CPU there, and its wall time 1.008 to 1.038 of
  // before in four bench runs (git works on the other core meanwhile).
  {
    flag: '--single-threaded-gc',
    value: true,
    v8Default: false,
    only: 'files',
    overriddenBy: booleanFlagSpellings([
      '--single-threaded-gc',
      '--single-threaded',
      '--parallel-scavenge',
      '--concurrent-marking',
      '--parallel-marking',
      '--concurrent-sweeping',
      '--parallel-compaction',
    ]),
  },
];

/** Each of these boolean flags in every spelling V8 reads: `--flag`, `--no-flag`, `--noflag`. */
function booleanFlagSpellings(flags: readonly string[]): string[] {
  return flags.flatMap((flag) => [flag, `--no-${flag.slice(2)}`, `--no${flag.slice(2)}`]);
}

/** The flag that gives V8 `value`: `--flag=value`, or for a boolean `--flag` or `--no-flag`. */
function flagText(flag: string, value: number | boolean): string {
  if (typeof value === 'number') return `${flag}=${value}`;
  return value ? flag : `--no-${flag.slice(2)}`;
}

/**
 * The flags that tune V8 for this command line: none on any V8 but 11, and none that a flag the
 * user gave node (`given`: its command line and NODE_OPTIONS) already decides.
 */
export function v8Flags(
  v8Version: string,
  given: readonly string[],
  run: TunedRun = 'files',
): string[] {
  return tuningsFor(v8Version, given, run).map(({ flag, value }) => flagText(flag, value));
}

/** The flags that set V8's own values again for what `v8Flags` sets. */
export function v8DefaultFlags(
  v8Version: string,
  given: readonly string[],
  run: TunedRun = 'files',
): string[] {
  return tuningsFor(v8Version, given, run).map(({ flag, v8Default }) => flagText(flag, v8Default));
}

function tuningsFor(v8Version: string, given: readonly string[], run: TunedRun): Tuning[] {
  if (!v8Version.startsWith('11.')) return [];
  // V8 reads `_` in a flag's name as `-`.
  const names = given.map((argument) => argument.replace(/=.*/s, '').replaceAll('_', '-'));
  return TUNINGS.filter(
    ({ overriddenBy, only }) =>
      (only === undefined || only === run) && !names.some((name) => overriddenBy.includes(name)),
  );
}

/**
 * The fewest files a run checks for the tuning to pay. Counted in instructions on the corpus's
 * first N manifests, tuned against not: 8 files 173 M against 157 M, 50 files 221 M against
 * 207 M, 100 files 262 M against 335 M (V8's own budget optimizes much of the run there).
 */
export const TUNED_FROM_FILES = 64;

/**
 * Tunes V8 (the flags of `v8Flags`, once) when a run has found `files` files, enough to pay: as
 * soon as a directory search has found that many (before the rest of the search runs under
 * V8's own flags), else once the run knows its files, before it compiles its rules. A short run
 * (the pre-commit hook's few files) leaves V8 as it is and does not load node:v8 at all.
 */
export function tuneV8ForRun(files: number, run: TunedRun = 'files'): void {
  if (files < TUNED_FROM_FILES || v8FlagsSet().length > 0) return;
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  const flags = v8Flags(process.versions.v8, given, run);
  if (flags.length === 0) return;
  const v8 = createRequire(import.meta.url)('node:v8') as typeof NodeV8;
  // Through the code cache's channel: it names the files of what is compiled later by these,
  // and writes the data of what was compiled before under V8's own values again.
  setV8Flags(flags, v8DefaultFlags(process.versions.v8, given, run), (flag) =>
    v8.setFlagsFromString(flag),
  );
}
