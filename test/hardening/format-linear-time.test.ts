/**
 * Formatting takes time linear in a manifest's size, with its validation as the yardstick: on a
 * manifest of 1 MB of many short values, or of one platform expression as deep or as long as the
 * current profile accepts, the format (read, reordered, written) and the diff of `--diff` each
 * take at most 3 times as long as the validation of the same text (4 for the platform
 * expressions), timed in the same test. The
 * JSON reader once searched the rest of the text for a backslash at every string, which took
 * time quadratic in the file's size: 5 to 10 times the validation here, 32 times on 3 MB; and a
 * platform expression's text was copied once for each group around it, and each `,` read by a
 * call of its own. The times are processor times, compared with each other: no fixed budget
 * (support/cpu-time.ts says why).
 */
import { describe, expect, it } from '@jest/globals';
import { formatAccepted } from '../../src/manifest/format/format-manifest.js';
import type { Problem } from '../../src/manifest/problems/problem.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { unifiedDiff } from '../../src/util/text-diff.js';
import { cpuMs } from '../support/cpu-time.js';

const SIZE = 1024 * 1024;
const MOST = 3;
/**
 * For the platform expressions, whose old readers took time quadratic in their size (minutes
 * here): their rewrite does more per character than the validation's one read, and came to 3.2
 * times it beside a build on 2 cores.
 */
const MOST_FOR_PLATFORMS = 4;
/** How many times each input is timed. */
const TURNS = 5;

/** A manifest of about SIZE characters: `name`, `version`, then `member(i)` for i = 0, 1, … */
function manifestOf(member: (i: number) => string, open = '', close = ''): string {
  const members: string[] = [];
  let size = 40 + open.length + close.length;
  for (let i = 0; size < SIZE; i++) {
    const text = member(i);
    members.push(text);
    size += text.length + 1;
  }
  return `{"name":"x","version":"1",${open}${members.join(',')}${close}}`;
}

/** Manifests of short values, in the places that hold any number of them. */
const SHORT_VALUES: [string, (turn: number) => string][] = [
  ['short strings under `$` keys', () => manifestOf((i) => `"$k${i}":"v"`)],
  ['features', () => manifestOf((i) => `"f${i}":{"description":"d"}`, '"features":{', '}')],
  [
    'unknown keys of the configuration',
    () => manifestOf((i) => `"k${i}":"v"`, '"vcpkg-configuration":{', '}'),
  ],
  ['escaped strings', () => manifestOf((i) => `"$k${i}":"a\\n\\"\\\\\\u0001b"`)],
  ['numbers with a fraction', () => manifestOf((i) => `"$k${i}":${i}.125`)],
];

/**
 * A manifest whose `supports` fills about SIZE characters with `piece` between `before` and
 * `after`; `turn` spaces at its end make each turn's text new, which the readers of platform
 * expressions (of the checks and of the format) have not read before and do not remember.
 */
function supportsOf(before: string, piece: string, after: string, turn: number): string {
  const fill = Math.floor((SIZE - before.length - after.length - 60) / piece.length);
  const supports = `${before}${piece.repeat(fill)}y${after}${' '.repeat(turn)}`;
  return `{"name":"x","version":"1","supports":"${supports}"}`;
}

/** Platform expressions vcpkg rewrites, as deep or as long as the current profile accepts. */
const PLATFORMS: [string, (turn: number) => string][] = [
  [
    'a `supports` in 990 nested groups',
    (turn) => supportsOf('(a & '.repeat(990), 'x & ', ')'.repeat(990), turn),
  ],
  [
    'a `supports` of 4,000 `,`, each taking the rest as a group',
    (turn) => supportsOf('', `${'x'.repeat(250)}, `, '', turn),
  ],
];

describe('formatting is linear, with the validation as the yardstick', () => {
  const cases = [
    ...SHORT_VALUES.map(([name, make]) => [name, make, MOST] as const),
    ...PLATFORMS.map(([name, make]) => [name, make, MOST_FOR_PLATFORMS] as const),
  ];
  it.each(cases)('%s', (_, make, most) => {
    const times = { validation: [] as number[], format: [] as number[], diff: [] as number[] };
    // Timed in turns, so that a busy spell of the machine falls on all; each keeps its fastest.
    for (let turn = 0; turn < TURNS; turn++) {
      const text = make(turn);
      let problems: Problem[] = [];
      times.validation.push(
        cpuMs(() => (problems = validateManifest(text, { profile: 'current' }).problems)),
      );
      expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      let formatted = '';
      times.format.push(
        cpuMs(() => {
          const result = formatAccepted(text);
          formatted = result.ok ? result.text : '';
        }),
      );
      expect(formatted).not.toBe('');
      expect(formatted).not.toBe(text);
      const files = { fromFile: 'a/vcpkg.json', toFile: 'b/vcpkg.json' };
      times.diff.push(cpuMs(() => unifiedDiff(text, formatted, files)));
    }
    const validation = Math.min(...times.validation);
    expect(Math.min(...times.format) / validation).toBeLessThanOrEqual(most);
    expect(Math.min(...times.diff) / validation).toBeLessThanOrEqual(most);
  });
});
