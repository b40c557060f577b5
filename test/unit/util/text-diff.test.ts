/**
 * The unified diff between a manifest and its formatted form: byte for byte what GNU `diff -u`
 * prints, checked against the real `diff` on generated pairs.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { unifiedDiff } from '../../../src/util/text-diff.js';
import { makeTempDir } from '../../support/temp-dir.js';

const NAMES = { fromFile: 'a/vcpkg.json', toFile: 'b/vcpkg.json' };

/** What `diff -u` prints, with the two headers' labels set so that no timestamp appears. */
function gnuDiff(before: string, after: string, ...flags: string[]): string {
  if (flags.length === 0) flags.push('-u');
  const directory = makeTempDir('text-diff');
  const [from, to] = [path.join(directory, 'before'), path.join(directory, 'after')];
  writeFileSync(from, before);
  writeFileSync(to, after);
  const labels = ['--label', NAMES.fromFile, '--label', NAMES.toFile];
  const result = spawnSync('diff', [...flags, ...labels, from, to], { encoding: 'utf8' });
  if (result.status !== 0 && result.status !== 1) throw new Error(result.stderr);
  return result.stdout;
}

/** The text a unified diff turns `before` into: what `patch` would write. */
function applyDiff(before: string, diff: string): string {
  const old = before.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  const out: string[] = [];
  let x = 0;
  let lastWritten = false;
  const lines = diff.split('\n').slice(2, -1);
  for (const line of lines) {
    const header = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@$/.exec(line);
    if (header) {
      const start = Number(header[2] === '0' ? Number(header[1]) + 1 : header[1]) - 1;
      out.push(...old.slice(x, start));
      x = start;
    } else if (line === '\\ No newline at end of file') {
      if (lastWritten) out[out.length - 1] = (out[out.length - 1] as string).replace(/\n$/, '');
    } else if (line.startsWith('+')) out.push(`${line.slice(1)}\n`);
    else {
      expect(`${line.slice(1)}\n`.replace(/\n$/, '')).toBe((old[x] as string).replace(/\n$/, ''));
      if (line.startsWith(' ')) out.push(`${line.slice(1)}\n`);
      x++;
    }
    lastWritten = line.startsWith('+') || line.startsWith(' ');
  }
  return [...out, ...old.slice(x)].join('');
}

/** mulberry32: the same pairs on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A pair of texts: `after` is `before` with lines removed, added and changed in place. With
 * `unique`, no line repeats, so the shortest edit script is the only one and any right diff
 * is GNU diff's; otherwise lines repeat as a manifest's `},` and `]` do.
 */
function generatedPair(seed: number, unique: boolean): [string, string] {
  const random = seeded(seed);
  const pick = (lines: string[]) => lines[Math.floor(random() * lines.length)] as string;
  let fresh = 0;
  const line = () =>
    unique ? `line ${seed}.${fresh++}` : pick(['{', '}', '},', '  "a": 1,', ']']);
  const before = Array.from({ length: Math.floor(random() * 40) }, line);
  const after: string[] = [];
  for (const kept of before) {
    const roll = random();
    if (roll < 0.1) continue;
    if (roll < 0.2) after.push(line());
    else if (roll < 0.3) after.push(kept, line());
    else after.push(kept);
  }
  const end = (lines: string[]) => (lines.length && random() < 0.8 ? '\n' : '');
  return [before.join('\n') + end(before), after.join('\n') + end(after)];
}

describe('unifiedDiff', () => {
  it('is empty for equal texts', () => {
    expect(unifiedDiff('{\n}\n', '{\n}\n', NAMES)).toBe('');
    expect(unifiedDiff('', '', NAMES)).toBe('');
  });

  it.each([
    [
      'an empty file given lines',
      '',
      'a\nb\n',
      '--- a/vcpkg.json\n+++ b/vcpkg.json\n@@ -0,0 +1,2 @@\n+a\n+b\n',
    ],
    ['lines all removed', 'a\n', '', '--- a/vcpkg.json\n+++ b/vcpkg.json\n@@ -1 +0,0 @@\n-a\n'],
    [
      'a last line given its newline',
      'a\nb',
      'a\nb\n',
      '--- a/vcpkg.json\n+++ b/vcpkg.json\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n',
    ],
    [
      'a last line changed, neither with a newline',
      'a\nb',
      'a\nc',
      '--- a/vcpkg.json\n+++ b/vcpkg.json\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n',
    ],
    [
      'CRLF turned into LF: every line',
      '{\r\n}\r\n',
      '{\n}\n',
      '--- a/vcpkg.json\n+++ b/vcpkg.json\n@@ -1,2 +1,2 @@\n-{\r\n-}\r\n+{\n+}\n',
    ],
  ])('prints %s as diff -u does', (_, before, after, expected) => {
    expect(unifiedDiff(before, after, NAMES)).toBe(expected);
    expect(gnuDiff(before, after)).toBe(expected);
  });

  const numbered = Array.from({ length: 20 }, (_, i) => `${i + 1}\n`);
  const changed = (...at: number[]) =>
    numbered.map((line, i) => (at.includes(i + 1) ? `changed ${line}` : line)).join('');

  it.each([
    ['the first line', [1], 1],
    ['the last line', [20], 1],
    ['two lines six apart, in one hunk', [5, 12], 1],
    ['two lines seven apart, in two hunks', [5, 13], 2],
    ['lines at both ends', [1, 20], 2],
  ])('shows a change of %s with three lines of context, as diff -u', (_, at, hunks) => {
    const before = numbered.join('');
    const diff = unifiedDiff(before, changed(...at), NAMES);
    expect(diff).toBe(gnuDiff(before, changed(...at)));
    expect(diff.match(/^@@/gm)).toHaveLength(hunks);
  });

  it('shows as much context as asked', () => {
    const before = numbered.join('');
    expect(unifiedDiff(before, changed(10), { ...NAMES, context: 1 })).toBe(
      '--- a/vcpkg.json\n+++ b/vcpkg.json\n@@ -9,3 +9,3 @@\n 9\n-10\n+changed 10\n 11\n',
    );
    expect(unifiedDiff(before, changed(10), { ...NAMES, context: 0 })).toBe(
      gnuDiff(before, changed(10), '-U0'),
    );
  });

  it('prints what diff -u prints on 40 generated pairs of unrepeated lines', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const [before, after] = generatedPair(seed, true);
      expect({ seed, diff: unifiedDiff(before, after, NAMES) }).toEqual({
        seed,
        diff: gnuDiff(before, after),
      });
    }
  });

  it('turns before into after, changing as few lines as diff --minimal, on 40 pairs of repeated lines', () => {
    for (let seed = 101; seed <= 140; seed++) {
      const [before, after] = generatedPair(seed, false);
      const diff = unifiedDiff(before, after, NAMES);
      const changes = (text: string) =>
        text.split('\n').filter((line) => /^[-+](?![-+]{2} )/.test(line));
      expect({ seed, after: applyDiff(before, diff) }).toEqual({ seed, after });
      expect({ seed, changes: changes(diff).length }).toEqual({
        seed,
        changes: changes(gnuDiff(before, after, '-u', '--minimal')).length,
      });
    }
  });
});
