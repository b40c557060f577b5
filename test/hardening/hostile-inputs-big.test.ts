/**
 * No crash, ever, and nothing hangs, on big hostile inputs: strings of 10 MB in every place of a
 * manifest, and 100,000 levels of nesting. validateManifest (plain and strict) never throws,
 * returns well-formed problems, and takes no input much longer than a 10 MB plain string. Below,
 * the inputs that threw before, as plain examples.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { MOST_LIST_ITEMS } from '../../src/manifest/problems/limits.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { MOST_PROBLEMS_PER_FILE } from '../../src/manifest/problems/limits.js';
import { compileSchema } from '../../src/manifest/schema/user-schema.js';
import {
  DEEP_EXAMPLES,
  TEN_MEGABYTE_EXAMPLES,
  deepNesting,
  tenMegabyteString,
} from '../support/hostile-big.js';
import {
  SEED,
  TIMES_BASELINE,
  createHostileRun,
  expectNoneSlow,
  type Input,
} from '../support/hostile-check.js';

const run = createHostileRun();
const property = (arbitrary: fc.Arbitrary<Input>, numRuns: number, examples: Input[]) =>
  fc.assert(
    fc.property(arbitrary, (input) => run.check(input)),
    // fast-check counts the examples among the runs.
    { seed: SEED, numRuns: examples.length + numRuns, examples: examples.map((e) => [e]) },
  );

/** Inputs each property tries besides its examples; the sum is asserted at the end. */
const RUNS = { tenMegabytes: 8, deep: 10 };

describe('validateManifest copes with big inputs', () => {
  it('a string of 10 MB in each place, escaped, unterminated or followed by a bad byte', () =>
    property(tenMegabyteString, RUNS.tenMegabytes, TEN_MEGABYTE_EXAMPLES));

  it('100,000 levels of arrays and objects, closed, unclosed and broken at the bottom', () =>
    property(deepNesting, RUNS.deep, DEEP_EXAMPLES));
});

describe('in all', () => {
  const expected =
    RUNS.tenMegabytes + TEN_MEGABYTE_EXAMPLES.length + RUNS.deep + DEEP_EXAMPLES.length;

  it(`tries ${expected} inputs`, () => {
    console.log(`big hostile inputs: ${run.tried()} tried, each plain and strict`);
    expect(run.tried()).toBe(expected);
  });

  it(`validates none more slowly than ${TIMES_BASELINE} times a 10 MB plain string manifest`, () =>
    expectNoneSlow(run));
});

describe('inputs that threw a RangeError before', () => {
  const tenMegabytes = (piece: string) => piece.repeat((10 * 1024 * 1024) / piece.length);
  const notChecked = {
    rule: 'file',
    reason: 'too-deep',
    severity: 'error',
    message:
      'the file was not checked completely: a value is too long or nests too deeply for the validator',
    pointer: '',
    ...{ line: 1, column: 1, endLine: 1, endColumn: 1 },
  };

  it.each([
    ['a name of 10 MB of dash-separated groups (the schema pattern)', 'name', 'a-'],
    ['a homepage of 10 MB of path segments (the uri format)', 'homepage', 'a/'],
    ['a feature name of 10 MB of dash-separated groups (the identifier check)', 'feature', 'a-'],
  ])('%s: the stack overflowed in a regular expression', (_, place, piece) => {
    const long = `${tenMegabytes(piece)}a`;
    const manifest = {
      name: place === 'name' ? long : 'x',
      version: '1',
      ...(place === 'homepage' && { homepage: `https://x.org/${long}` }),
      ...(place === 'feature' && { features: [{ name: long, description: '' }] }),
    };
    expect(validateManifest(JSON.stringify(manifest))).toEqual({
      valid: false,
      problems: [notChecked],
    });
  });

  // About 125,000 problems were more arguments than push(...problems) could take.
  const many = 140_000;
  const manyWords = many.toLocaleString('en');

  it(`${manyWords} duplicate keys in one object: 1,000 warnings listed, the rest counted`, () => {
    const text = `{"name":"x","version":"1",${'"$k":1,'.repeat(many - 1)}"$k":1}`;
    const { valid, problems } = validateManifest(text);
    expect({ valid, count: problems.length, first: problems[0], second: problems[1] }).toEqual({
      valid: true,
      count: MOST_PROBLEMS_PER_FILE + 1,
      first: {
        rule: 'problem-limit',
        leftOut: { errors: 0, warnings: many - 1 - MOST_PROBLEMS_PER_FILE },
        severity: 'warning',
        message: `${many - 1 - MOST_PROBLEMS_PER_FILE} more problems (0 errors, ${many - 1 - MOST_PROBLEMS_PER_FILE} warnings) are not listed: at most 1000 problems are listed for a file`,
        pointer: '',
        ...{ line: 1, column: 1, endLine: 1, endColumn: 1 },
      },
      second: {
        rule: 'duplicate-key',
        key: '$k',
        severity: 'warning',
        message: 'duplicate key "$k": the value at line 1 is ignored, only the last one counts',
        pointer: '/$k',
        ...{ line: 1, column: 34, endLine: 1, endColumn: 38 },
      },
    });
  });

  // Lists that long are no longer checked item by item (see MOST_LIST_ITEMS): one error.
  it.each([
    [`${manyWords} default features`, { 'default-features': Array(many).fill('a_b') }],
    [
      `one dependency with ${manyWords} features`,
      { dependencies: [{ name: 'y', features: Array(many).fill('A') }] },
    ],
  ])('%s: one error that says the lists are too long', (_, lists) => {
    const manifest = { name: 'x', version: '1', ...lists };
    const { valid, problems } = validateManifest(JSON.stringify(manifest));
    expect({ valid, rules: problems.map((problem) => problem.rule) }).toEqual({
      valid: false,
      rules: ['file'],
    });
  });
});

describe('a manifest with more list items than are checked', () => {
  it('is not checked under a user schema either, even as a list at the top', () => {
    // uniqueItems compares every pair of items: 40,000 of them took 26 s before this limit.
    const compiled = compileSchema('{"type": "array", "uniqueItems": true}', 'list.json');
    if (!compiled.ok) throw new Error(compiled.message);
    const list = JSON.stringify(Array.from({ length: MOST_LIST_ITEMS + 1 }, (_, i) => [i]));
    const result = validateManifest(list, { schema: compiled.schema });
    expect(result.valid).toBe(false);
    expect(result.problems.map((problem) => [problem.rule, problem.message])).toEqual([
      [
        'file',
        `the file was not checked: its lists hold more than ${MOST_LIST_ITEMS} items (${MOST_LIST_ITEMS + 1} counted so far)`,
      ],
    ]);
  });

  it('is one positioned error, reported at once, not a long wait', () => {
    const dependencies = Array.from({ length: MOST_LIST_ITEMS + 1 }, () => 'A');
    expect(validateManifest(JSON.stringify({ name: 'x', version: '1', dependencies }))).toEqual({
      valid: false,
      problems: [
        {
          rule: 'file',
          reason: 'too-many-items',
          severity: 'error',
          message: `the file was not checked: its lists hold more than ${MOST_LIST_ITEMS} items (${MOST_LIST_ITEMS + 1} counted so far)`,
          pointer: '',
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
      ],
    });
  });
});
