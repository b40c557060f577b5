/**
 * The duplicate-key scan on hostile text: one pass without recursion, so it runs at any nesting
 * depth, where jsonc-parser's recursive visit overflowed the stack. It finds exactly what that
 * visit found (on generated text and on the corpus), never throws, and reads each character of
 * the text a bounded number of times: its work is counted, not timed. The rule itself, from both
 * sides, is in test/unit/manifest/json/duplicate-keys.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { visit } from 'jsonc-parser';
import type { ProblemDraft } from '../../src/manifest/problems/draft.js';
import { duplicateKeyDrafts } from '../../src/manifest/json/duplicate-keys.js';
import { findDuplicateKeys } from '../../src/manifest/json/find-duplicate-keys.js';
import { LineIndex } from '../../src/manifest/json/line-index.js';
import { childPointer } from '../../src/manifest/json/pointer.js';
import type { Severity } from '../../src/manifest/problems/problem.js';
import { countValues } from '../../src/manifest/json/value-counts.js';
import { CORPUS_DIR, listCorpus } from '../support/corpus.js';
import { SEED } from '../support/hostile-check.js';
import {
  editedText,
  jsonValueText,
  manifestText,
  renamedToPrototypeKeys,
  tokenSoup,
} from '../support/hostile.js';

/**
 * The scan as it was, on jsonc-parser's recursive visit (which overflows the stack on deep
 * nesting): the reference the one-pass scan must match wherever this one runs.
 */
function visitedDuplicateKeys(text: string, severity: Severity): ProblemDraft[] {
  const drafts: ProblemDraft[] = [];
  const open: { pointer: string; keys?: Map<string, number>; key: string; index: number }[] = [];
  const lines = new LineIndex(text);
  const enter = (keys?: Map<string, number>) => {
    const parent = open[open.length - 1];
    const pointer = !parent
      ? ''
      : childPointer(parent.pointer, parent.keys ? parent.key : parent.index);
    open.push({ pointer, keys, key: '', index: 0 });
  };
  const onObjectProperty = (key: string, offset: number, length: number) => {
    const object = open[open.length - 1];
    if (!object?.keys) return;
    object.key = key;
    const first = object.keys.get(key);
    if (first === undefined) return void object.keys.set(key, offset);
    drafts.push({
      rule: 'duplicate-key',
      key,
      severity,
      message: `duplicate key ${JSON.stringify(key)}: the value at line ${lines.at(first).line} is ignored, only the last one counts`,
      pointer: childPointer(object.pointer, key),
      anchor: { kind: 'text', offset, length },
    });
  };
  visit(
    text,
    {
      onObjectBegin: () => enter(new Map()),
      onArrayBegin: () => enter(),
      onObjectEnd: () => void open.pop(),
      onArrayEnd: () => void open.pop(),
      onSeparator: (separator) => {
        const array = open[open.length - 1];
        if (separator === ',' && array && !array.keys) array.index += 1;
      },
      onObjectProperty,
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return drafts;
}

/** Whether JSON.parse accepts the text: the scan only ever sees such text. */
const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const KEY_NAMES = ['__proto__', 'x\\"\\u0041', 'name'];

/** The text with its `n`th key renamed to `name(n)` (a raw string, escapes allowed). */
const renameKeys = (text: string, name: (n: number) => string) => {
  let n = 0;
  return text.replace(/"(?:[^"\\]|\\.)*"(?=\s*:)/g, () => `"${name(n++)}"`);
};

describe('the one-pass scan finds exactly what the recursive visit found', () => {
  it('on 800 generated manifests and JSON values whose keys repeat, at any level', () => {
    let withDuplicates = 0;
    // Every key renamed to one of two or three names: most objects then repeat one.
    const fewKeys = fc
      .tuple(manifestText, fc.constantFrom(['name', 'a'], KEY_NAMES))
      .map(([text, names]) => renameKeys(text, (at) => names[at % names.length] as string));
    const text = fc
      .oneof(manifestText, jsonValueText, renamedToPrototypeKeys(manifestText), {
        arbitrary: fewKeys,
        weight: 3,
      })
      .filter(parses);
    fc.assert(
      fc.property(text, fc.constantFrom<Severity>('warning', 'error'), (text, severity) => {
        const expected = visitedDuplicateKeys(text, severity);
        if (expected.length > 0) withDuplicates++;
        expect(findDuplicateKeys(text, severity).drafts).toEqual(expected);
        // Counting keys first skips the scan only where it would find nothing.
        const strict = severity === 'error';
        const { keys } = countValues(JSON.parse(text), Number.POSITIVE_INFINITY);
        expect(duplicateKeyDrafts(text, keys, strict).drafts).toEqual(expected);
      }),
      { seed: SEED, numRuns: 800 },
    );
    // The comparison proves little unless many inputs have duplicates.
    expect(withDuplicates).toBeGreaterThan(300);
  });

  const corpusExists = existsSync(CORPUS_DIR);
  const corpusTitle = corpusExists
    ? 'on every manifest of the corpus, as it is and with every key renamed "name"'
    : 'on every manifest of the corpus (skipped: no ../shared/corpus)';
  (corpusExists ? it : it.skip)(corpusTitle, () => {
    let duplicates = 0;
    for (const { file } of listCorpus()) {
      const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
      const renamed = renameKeys(text, () => 'name');
      for (const variant of [text, renamed]) {
        const expected = visitedDuplicateKeys(variant, 'warning');
        duplicates += expected.length;
        expect(findDuplicateKeys(variant, 'warning').drafts).toEqual(expected);
      }
    }
    expect(duplicates).toBeGreaterThan(10_000);
  });
});

describe('the scan never throws, even on text JSON.parse refuses (which it is never given)', () => {
  it('a key with an invalid escape, an unclosed string, stray brackets', () => {
    for (const text of ['{"\\x": 1, "\\x": 2}', '{"a', '}]}{"a":1,"a"', ':::', '{"a":1,"a":'])
      expect(() => findDuplicateKeys(text, 'warning')).not.toThrow();
  });

  it('on 1,000 texts of JSON characters in any order and manifests with characters edited', () =>
    fc.assert(
      fc.property(fc.oneof(tokenSoup, editedText(manifestText)), (text) => {
        expect(Array.isArray(findDuplicateKeys(text, 'warning').drafts)).toBe(true);
      }),
      { seed: SEED, numRuns: 1_000 },
    ));
});

/**
 * A text that counts the characters the scan takes from it: each one read (`charCodeAt`, which
 * the scan and its line index read the text by) and each one copied out (`slice`, which gives
 * the keys, and their escapes to JSON.parse). Its results are the plain string's (checked below).
 */
class CountedText extends String {
  taken = 0;

  override charCodeAt(index: number): number {
    this.taken++;
    return super.charCodeAt(index);
  }

  override slice(start?: number, end?: number): string {
    const part = super.slice(start, end);
    this.taken += part.length;
    return part;
  }
}

describe('the scan takes each character of the text a bounded number of times', () => {
  /**
   * At most this many reads and copies for each character of the text, whatever its length: the
   * scan reads each once, the line index once more when there are duplicates, and a key's
   * characters are copied once, and once more when it has an escape (3.6 in all, measured).
   * Work quadratic in the text would take thousands per character at 100,000 characters.
   */
  const MOST_PER_CHARACTER = 4;

  it.each<[string, (length: number) => string]>([
    ['objects nested in objects', (n) => `${'{"d":'.repeat(n / 6)}{}${'}'.repeat(n / 6)}`],
    ['arrays nested in arrays', (n) => `${'['.repeat(n / 2)}${']'.repeat(n / 2)}`],
    ['one key repeated in one object', (n) => `{${'"k":0,'.repeat(n / 6)}"k":0}`],
    ['objects with a duplicate, in a list', (n) => `[${'{"a":0,"a":1},'.repeat(n / 14)}0]`],
    ['a long key repeated', (n) => `{"${'k'.repeat(n / 2)}":0,"${'k'.repeat(n / 2)}":1}`],
    [
      'a duplicate at the bottom of deep nesting',
      (n) => `${'{"d":'.repeat(n / 6)}{"k":0,"k":1}${'}'.repeat(n / 6)}`,
    ],
    ['keys with escapes', (n) => `{${'"\\u0041\\n":0,'.repeat(n / 12)}"":0}`],
  ])('%s, of 10,000 and of 100,000 characters', (_, make) => {
    for (const length of [10_000, 100_000]) {
      const text = make(length);
      expect(parses(text)).toBe(true);
      const counted = new CountedText(text);
      // A String object stands in for the string: the scan must not tell them apart.
      expect(findDuplicateKeys(counted as unknown as string, 'warning')).toEqual(
        findDuplicateKeys(text, 'warning'),
      );
      const perCharacter = counted.taken / text.length;
      // At least one: the count sees the scan read every character, so it is not blind to it.
      expect(perCharacter).toBeGreaterThanOrEqual(1);
      expect(perCharacter).toBeLessThanOrEqual(MOST_PER_CHARACTER);
    }
  });
});
