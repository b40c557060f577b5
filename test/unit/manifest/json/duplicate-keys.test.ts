/**
 * Duplicate keys: a warning at the second occurrence, an error under --strict.
 * Each rule is shown from both sides, with the problems the validator reports (see
 * support/manifests.ts for the helpers). The scan is one pass without recursion, so it runs at
 * any nesting depth: it finds what jsonc-parser's recursive visit found, never throws, and takes
 * time linear in the text.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { visit } from 'jsonc-parser';
import type { ProblemDraft } from '../../../../src/manifest/problems/draft.js';
import { duplicateKeyDrafts } from '../../../../src/manifest/json/duplicate-keys.js';
import { findDuplicateKeys } from '../../../../src/manifest/json/find-duplicate-keys.js';
import { LONGEST_PROBLEM_TEXT } from '../../../../src/manifest/problems/problem-cap.js';
import { LineIndex } from '../../../../src/manifest/json/line-index.js';
import { childPointer } from '../../../../src/manifest/json/pointer.js';
import type { Severity } from '../../../../src/manifest/problems/problem.js';
import { validateManifest } from '../../../../src/manifest/validate.js';
import { countValues } from '../../../../src/manifest/json/value-counts.js';
import { CORPUS_DIR, listCorpus } from '../../../support/corpus.js';
import { SEED } from '../../../support/hostile-check.js';
import {
  editedText,
  jsonValueText,
  manifestText,
  renamedToPrototypeKeys,
  tokenSoup,
} from '../../../support/hostile.js';
import { ACCEPTED, STRICT } from '../../../support/manifests.js';

describe('duplicate keys', () => {
  const lines = (...text: string[]) => text.join('\n');

  it('a manifest without duplicate keys has no duplicate-key problem', () => {
    const text = lines('{', '  "name": "zlib",', '  "version": "1.2.13"', '}');
    expect(validateManifest(text)).toEqual(ACCEPTED);
  });

  it('are a warning at the second occurrence; the manifest stays valid', () => {
    const text = lines(
      '{',
      '  "name": "zlib",',
      '  "version": "1.2.13",',
      '  "name": "zlib2"',
      '}',
    );
    expect(validateManifest(text)).toEqual({
      valid: true,
      problems: [
        {
          rule: 'duplicate-key',
          key: 'name',
          severity: 'warning',
          message: 'duplicate key "name": the value at line 2 is ignored, only the last one counts',
          pointer: '/name',
          line: 4,
          column: 3,
          endLine: 4,
          endColumn: 9,
        },
      ],
    });
  });

  it('are found in nested objects too', () => {
    const text = lines(
      '{',
      '  "name": "app",',
      '  "version": "1",',
      '  "dependencies": [{ "name": "zlib", "name": "bzip2" }]',
      '}',
    );
    expect(validateManifest(text).valid).toBe(true);
    expect(validateManifest(text).problems.map((p) => [p.rule, p.pointer, p.line])).toEqual([
      ['duplicate-key', '/dependencies/0/name', 4],
    ]);
  });

  it('only the last value is checked', () => {
    const firstBad = lines(
      '{',
      '  "name": "Bad_Name",',
      '  "name": "zlib",',
      '  "version": "1"',
      '}',
    );
    expect(validateManifest(firstBad).problems.map((p) => [p.severity, p.rule, p.line])).toEqual([
      ['warning', 'duplicate-key', 3],
    ]);
    const lastBad = lines(
      '{',
      '  "name": "zlib",',
      '  "name": "Bad_Name",',
      '  "version": "1"',
      '}',
    );
    // Problems come in document order: the duplicate key (column 3) before its value (column 11).
    const located = validateManifest(lastBad).problems.map((p) => [p.rule, p.line, p.column]);
    expect(located).toEqual([
      ['duplicate-key', 3, 3],
      ['pattern', 3, 11],
    ]);
    expect(validateManifest(lastBad).valid).toBe(false);
  });

  it('are an error under --strict', () => {
    const text = lines(
      '{',
      '  "name": "zlib",',
      '  "version": "1.2.13",',
      '  "name": "zlib2"',
      '}',
    );
    const { valid, problems } = validateManifest(text, STRICT);
    expect(valid).toBe(false);
    expect(problems.map((p) => [p.severity, p.rule, p.pointer, p.line])).toEqual([
      ['error', 'duplicate-key', '/name', 4],
    ]);
  });
});

describe('duplicate keys in a file nested deeper than a recursive parser can go', () => {
  // jsonc-parser's recursive visit overflows the stack at about 8,000 levels; JSON.parse does not.
  // Objects, not arrays: nested lists count as list items, and 5,000 of them are refused unchecked.
  const DEPTH = 100_000;
  const nested = (inner: string) => `${'{"d":'.repeat(DEPTH)}${inner}${'}'.repeat(DEPTH)}`;
  const DEEP_POINTER = `/$x${'/d'.repeat(DEPTH)}`;
  const shortened = (pointer: string) => pointer.replace(DEEP_POINTER, '/$x/d…/d (100,000 times)');

  it('a duplicate name beside the deep nesting is still an error under --strict', () => {
    const text = [
      '{',
      '  "name": "zlib",',
      '  "version": "1.2.13",',
      '  "name": "zlib2",',
      `  "$x": ${nested('0')}`,
      '}',
    ].join('\n');
    expect(validateManifest(text, STRICT)).toEqual({
      valid: false,
      problems: [
        {
          rule: 'duplicate-key',
          key: 'name',
          severity: 'error',
          message: 'duplicate key "name": the value at line 2 is ignored, only the last one counts',
          pointer: '/name',
          line: 4,
          column: 3,
          endLine: 4,
          endColumn: 9,
        },
      ],
    });
  });

  it('a duplicate key at the bottom of the nesting is found, with its whole pointer', () => {
    const text = `{"name": "zlib", "version": "1",\n"$x": ${nested('{"k": 1,\n"k": 2}')}}`;
    const { valid, problems } = validateManifest(text);
    expect(valid).toBe(true);
    const [found] = findDuplicateKeys(text, 'warning').drafts;
    expect(shortened(found?.pointer ?? '')).toBe('/$x/d…/d (100,000 times)/k');
    // A problem keeps the first LONGEST_PROBLEM_TEXT characters of so long a pointer.
    expect(problems).toEqual([
      {
        rule: 'duplicate-key',
        key: 'k',
        severity: 'warning',
        message: 'duplicate key "k": the value at line 2 is ignored, only the last one counts',
        pointer: `/$x${'/d'.repeat((LONGEST_PROBLEM_TEXT - 4) / 2)}…`,
        line: 3,
        column: 1,
        endLine: 3,
        endColumn: 4,
      },
    ]);
  });
});

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

describe('the scan takes time linear in the text', () => {
  // As in linear-time.test.ts: ten times the text may take at most 25 times as long.
  const SHORT = 10_000;
  const LONG = 100_000;
  const MOST = 25;
  /** Time the machine may add to any measurement (a scheduler tick), in milliseconds. */
  const SLACK = 2;

  /**
   * Fewest milliseconds of one scan of `text` over 5 samples, each repeated until it takes a
   * while: the least disturbed by other work and by collecting the drafts' garbage.
   */
  const timeOf = (text: string): number => {
    const samples: number[] = [];
    for (let sample = 0; sample < 5; sample++) {
      let repeats = 0;
      const start = performance.now();
      do {
        findDuplicateKeys(text, 'warning');
        repeats++;
      } while (performance.now() - start < 5);
      samples.push((performance.now() - start) / repeats);
    }
    return Math.min(...samples);
  };

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
  ])('%s', (_, make) => {
    const short = make(SHORT);
    const long = make(LONG);
    expect([parses(short), parses(long)]).toEqual([true, true]);
    expect(timeOf(long)).toBeLessThanOrEqual(timeOf(short) * MOST + SLACK);
  });
});
