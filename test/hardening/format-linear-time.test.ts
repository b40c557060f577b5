/**
 * Formatting takes time linear in a manifest's size, with its validation as the yardstick: on a
 * manifest of 1 MB of many short values, the format (read, reordered, written) and the diff of
 * `--diff` each take at most 3 times as long as the validation of the same text, timed in the
 * same test. The JSON reader once searched the rest of the text for a backslash at every string,
 * which took time quadratic in the file's size: 5 to 10 times the validation here, 32 times on
 * 3 MB. The times are processor times, compared with each other: no fixed budget
 * (support/cpu-time.ts says why).
 */
import { describe, expect, it } from '@jest/globals';
import { formatAccepted } from '../../src/manifest/format/format-manifest.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { unifiedDiff } from '../../src/util/text-diff.js';
import { cpuMs } from '../support/cpu-time.js';

const SIZE = 1024 * 1024;
const MOST = 3;
/** How many times each input is timed. */
const TURNS = 3;

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
const SHORT_VALUES: [string, () => string][] = [
  ['short strings under `$` keys', () => manifestOf((i) => `"$k${i}":"v"`)],
  ['features', () => manifestOf((i) => `"f${i}":{"description":"d"}`, '"features":{', '}')],
  [
    'unknown keys of the configuration',
    () => manifestOf((i) => `"k${i}":"v"`, '"vcpkg-configuration":{', '}'),
  ],
  ['escaped strings', () => manifestOf((i) => `"$k${i}":"a\\n\\"\\\\\\u0001b"`)],
  ['numbers with a fraction', () => manifestOf((i) => `"$k${i}":${i}.125`)],
];

/** Processor times of each piece of work, timed in turns on the same text, each its fastest. */
function fastestTimes(works: (() => unknown)[]): number[] {
  const times = works.map((): number[] => []);
  for (let turn = 0; turn < TURNS; turn++)
    works.forEach((work, index) => times[index]?.push(cpuMs(work)));
  return times.map((each) => Math.min(...each));
}

describe('formatting is linear, with the validation as the yardstick', () => {
  it.each(SHORT_VALUES)('%s', (_, make) => {
    const text = make();
    const validate = () => validateManifest(text, { profile: 'current' });
    expect(validate().problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    const first = formatAccepted(text);
    const formatted = first.ok ? first.text : '';
    expect(formatted).not.toBe('');
    expect(formatted).not.toBe(text);
    const [validation = 0, format = 0, diff = 0] = fastestTimes([
      validate,
      () => formatAccepted(text),
      () => unifiedDiff(text, formatted, { fromFile: 'a/vcpkg.json', toFile: 'b/vcpkg.json' }),
    ]);
    expect(format / validation).toBeLessThanOrEqual(MOST);
    expect(diff / validation).toBeLessThanOrEqual(MOST);
  });
});
