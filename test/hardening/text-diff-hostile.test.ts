/**
 * A diff of hostile text stays bounded in work: the steps of the line search are counted, not
 * timed, and past MAX_DIFF_STEPS the diff replaces the changed middle whole, still a true diff.
 */
import { describe, expect, it } from '@jest/globals';
import { lineEdits, MAX_DIFF_STEPS } from '../../src/util/text-diff.js';
import { unifiedDiff } from '../../src/util/text-diff.js';

const NAMES = { fromFile: 'a/vcpkg.json', toFile: 'b/vcpkg.json' };

/** Lines as numbers, as unifiedDiff numbers them: equal lines, equal numbers, on both sides. */
const numbers = new Map<string, number>();
function numbered(lines: string[]): Int32Array {
  return Int32Array.from(lines, (line) => {
    if (!numbers.has(line)) numbers.set(line, numbers.size);
    return numbers.get(line) as number;
  });
}

/** Each line's number in a text made of `pattern` repeated: `ab` → 0, 1, 0, 1, … */
function repeated(pattern: number[], count: number): Int32Array {
  return Int32Array.from({ length: count }, (_, i) => pattern[i % pattern.length] as number);
}

/** Whether the script keeps the same lines in order on both sides: a true edit script. */
function keptLinesAgree(
  before: Int32Array,
  after: Int32Array,
  edits: ReturnType<typeof lineEdits>,
) {
  const kept = (lines: Int32Array, dropped: Uint8Array) => lines.filter((_, i) => !dropped[i]);
  return kept(before, edits.removed).join() === kept(after, edits.added).join();
}

describe('a diff of 100,000 lines that all differ (1 MB)', () => {
  const before = Array.from({ length: 100_000 }, (_, i) => `"port-${i}",\n`);
  const after = before.map((line) => `  ${line}`);

  it('stops its search within MAX_DIFF_STEPS and replaces every line', () => {
    expect(before.join('').length).toBeGreaterThan(1_000_000);
    const edits = lineEdits(numbered(before), numbered(after));
    expect(edits.shortest).toBe(false);
    // One round may finish its last diagonal past the bound: at most one line more.
    expect(edits.steps).toBeLessThanOrEqual(MAX_DIFF_STEPS + 1);
    expect(edits.removed.every((flag) => flag === 1)).toBe(true);
    expect(edits.added.every((flag) => flag === 1)).toBe(true);
  });

  it('prints one hunk that removes all and adds all', () => {
    const diff = unifiedDiff(before.join(''), after.join(''), NAMES);
    const lines = diff.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '--- a/vcpkg.json',
      '+++ b/vcpkg.json',
      '@@ -1,100000 +1,100000 @@',
      '-"port-0",',
    ]);
    expect(lines.filter((line) => line.startsWith('-"port-'))).toHaveLength(100_000);
    expect(lines.filter((line) => line.startsWith('+  "port-'))).toHaveLength(100_000);
    expect(lines).toHaveLength(3 + 200_000 + 1);
    expect(lines[lines.length - 1]).toBe('');
  });
});

describe('pathological interleavings', () => {
  it('a file of one repeated line against one with another line after each: bounded, still true', () => {
    // Every diagonal holds long runs of equal lines: each round of the search compares many.
    const before = repeated([0], 40_000);
    const after = repeated([0, 1], 40_000);
    const edits = lineEdits(before, after);
    expect(edits.shortest).toBe(false);
    expect(edits.steps).toBeLessThanOrEqual(MAX_DIFF_STEPS + before.length + after.length);
    expect(keptLinesAgree(before, after, edits)).toBe(true);
  });

  it('a file of two alternating lines shifted by one: the two-line script, in steps linear in the size', () => {
    const before = repeated([0, 1], 100_000);
    const after = repeated([1, 0], 100_000);
    const edits = lineEdits(before, after);
    expect(edits.shortest).toBe(true);
    expect(edits.removed.reduce((sum, flag) => sum + flag, 0)).toBe(1);
    expect(edits.added.reduce((sum, flag) => sum + flag, 0)).toBe(1);
    expect(keptLinesAgree(before, after, edits)).toBe(true);
    expect(edits.steps).toBeLessThanOrEqual(3 * (before.length + after.length));
  });

  it('a small difference in a large file is found exactly, far within the bound', () => {
    const before = Array.from({ length: 100_000 }, (_, i) => `${i % 7}\n`);
    const after = [...before];
    after.splice(50_000, 3, 'x\n');
    const edits = lineEdits(numbered(before), numbered(after));
    expect(edits.shortest).toBe(true);
    expect(unifiedDiff(before.join(''), after.join(''), NAMES).match(/^@@.*$/gm)).toEqual([
      '@@ -49998,9 +49998,7 @@',
    ]);
  });
});
