import { setFlagsFromString } from 'node:v8';

/** A V8 flag the command line sets, and the flags of node's that say the user chose otherwise. */
interface Tuning {
  flag: string;
  value: number;
  /** Given to node (command line or NODE_OPTIONS), any of these leaves the flag unset. */
  overriddenBy: readonly string[];
}

/**
 * What V8 11 (Node 20) gets for a run as short as checking a repository's manifests; each
 * measured in docs/performance.md. V8 12 and 13 (Node 22 and 24) tier up by invocation counts
 * and no longer know the budget, and V8 prints an error for a flag it does not know, so no
 * other V8 is tuned.
 */
const TUNINGS: readonly Tuning[] = [
  // TurboFan's budget, four times V8 11's own 66 KB of bytecode: it optimizes too early.
  { flag: '--interrupt-budget', value: 4 * 66 * 1024, overriddenBy: ['--interrupt-budget'] },
  // Half the bytecode TurboFan inlines into one function: fewer, smaller compilations.
  {
    flag: '--max-inlined-bytecode-size-cumulative',
    value: 460,
    overriddenBy: ['--max-inlined-bytecode-size-cumulative'],
  },
  // The young generation stays as the start left it: what a file's check allocates dies young,
  // and a larger one only raises the peak memory. Read by V8 at each growth, so it applies now.
  {
    flag: '--semi-space-growth-factor',
    value: 1,
    overriddenBy: ['--semi-space-growth-factor', '--max-semi-space-size', '--min-semi-space-size'],
  },
];

/**
 * The flags that tune V8 for this command line: none on any V8 but 11, and none that a flag the
 * user gave node (`given`: its command line and NODE_OPTIONS) already decides.
 */
export function v8Flags(v8Version: string, given: readonly string[]): string[] {
  if (!v8Version.startsWith('11.')) return [];
  // V8 reads `_` in a flag's name as `-`.
  const names = given.map((argument) => argument.replace(/=.*/s, '').replaceAll('_', '-'));
  return TUNINGS.filter(
    ({ overriddenBy }) => !names.some((name) => overriddenBy.includes(name)),
  ).map(({ flag, value }) => `${flag}=${value}`);
}

/** Sets the flags of `v8Flags` for this process, before the checks run. */
export function tuneV8(): void {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  for (const flag of v8Flags(process.versions.v8, given)) setFlagsFromString(flag);
}
