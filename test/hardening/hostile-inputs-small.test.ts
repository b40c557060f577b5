/**
 * No crash, ever, on ten thousand small hostile inputs: random bytes, invalid UTF-8, NUL bytes,
 * UTF-16, JSON characters in any order, manifests with prototype keys at every level and huge
 * numbers, the same with their text mutated, and real manifests of the corpus cut, mutated and
 * with keys renamed to prototype keys. validateManifest (plain and strict) never throws and
 * returns well-formed problems, and neither does checkFiles reading the same bytes from disk.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { checkFiles } from '../../src/run/check-files.js';
import { EVERY_RULE } from '../support/every-rule.js';
import type { FileReport } from '../../src/report/file-report.js';
import { CORPUS_DIR, listCorpus } from '../support/corpus.js';
import {
  editedBytes,
  editedText,
  hugeNumberManifest,
  jsonValueText,
  manifestText,
  renamedToPrototypeKeys,
  tokenSoup,
  utf16Manifest,
  utf8,
} from '../support/hostile.js';
import {
  SEED,
  TIMES_BASELINE,
  createHostileRun,
  describeInput,
  expectNoneSlow,
  resultFlaws,
  type Input,
} from '../support/hostile-check.js';
import { makeTempDir } from '../support/temp-dir.js';

const run = createHostileRun();
const property = (arbitrary: fc.Arbitrary<Input>, numRuns: number) =>
  fc.assert(
    fc.property(arbitrary, (input) => run.check(input)),
    { seed: SEED, numRuns },
  );

/** Inputs each property tries; their sum is asserted at the end. */
const RUNS = {
  randomBytes: 1_500,
  tokenSoup: 1_200,
  badBytes: 2_000,
  utf16: 800,
  manifests: 1_600,
  values: 800,
  hugeNumbers: 400,
  editedText: 1_500,
  files: 300,
  corpusCut: 800,
  corpusBytes: 1_000,
  corpusKeys: 1_000,
};

describe('validateManifest returns well-formed problems for any bytes', () => {
  it('random bytes', () => property(fc.uint8Array({ maxLength: 300 }), RUNS.randomBytes));

  it('JSON characters in any order', () => property(tokenSoup.map(utf8), RUNS.tokenSoup));

  it('manifests with invalid UTF-8, NUL bytes, byte order marks, flipped bits and cuts', () =>
    property(editedBytes(manifestText.map(utf8)), RUNS.badBytes));

  it('UTF-16 manifests, little- and big-endian, with and without a byte order mark', () =>
    property(utf16Manifest, RUNS.utf16));
});

describe('validateManifest returns well-formed problems for any text', () => {
  it('manifests with prototype keys at every level and huge numbers among the values', () =>
    property(manifestText, RUNS.manifests));

  it('any JSON value at the top', () => property(jsonValueText, RUNS.values));

  it('built-in manifests with a value replaced by 1e400, -0 or 30 digits', () =>
    property(hugeNumberManifest, RUNS.hugeNumbers));

  it('manifests with characters inserted, deleted, duplicated and cut, NUL and lone surrogates', () =>
    property(editedText(manifestText), RUNS.editedText));
});

let filesChecked = 0;

describe('checkFiles reads the same hostile bytes from disk and reports them as problems', () => {
  const dir = makeTempDir('hostile-inputs');
  const anyBytes = fc.oneof(
    fc.uint8Array({ maxLength: 300 }),
    editedBytes(manifestText.map(utf8)),
    utf16Manifest,
    editedText(manifestText).map(utf8),
  );

  it('one file at a time, plain and strict', () =>
    fc.assert(
      fc.property(anyBytes, fc.boolean(), (bytes, strict) => {
        const path = join(dir, `${(filesChecked += 1)}.json`);
        writeFileSync(path, bytes);
        const reports = [...checkFiles([{ path }], { strict, errorsOnly: false }, EVERY_RULE)];
        rmSync(path);
        expect(reports.map((report) => report.file)).toEqual([path]);
        const flaws = resultFlaws(bytes, reports[0] as FileReport);
        expect({ input: describeInput(bytes), flaws }).toEqual({
          input: describeInput(bytes),
          flaws: [],
        });
      }),
      { seed: SEED, numRuns: RUNS.files },
    ));
});

const corpus = listCorpus();
const corpusExists = existsSync(CORPUS_DIR);
const describeCorpus = corpusExists ? describe : describe.skip;
const corpusTitle = corpusExists
  ? 'real manifests of the corpus'
  : 'real manifests of the corpus (skipped: no ../shared/corpus)';

describeCorpus(corpusTitle, () => {
  const read = new Map<number, Uint8Array>();
  /** A corpus manifest's bytes, read in place, once. */
  const corpusBytes = fc.integer({ min: 0, max: Math.max(corpus.length - 1, 0) }).map((index) => {
    const bytes = read.get(index) ?? readFileSync((corpus[index] as { file: string }).file);
    read.set(index, bytes);
    return bytes;
  });
  const corpusText = corpusBytes.map((bytes) => new TextDecoder().decode(bytes));

  it('cut at any byte', () =>
    property(
      fc.tuple(corpusBytes, fc.nat()).map(([bytes, at]) => bytes.subarray(0, at % bytes.length)),
      RUNS.corpusCut,
    ));

  it('with invalid UTF-8, NUL bytes, flipped bits and cuts', () =>
    property(editedBytes(corpusBytes), RUNS.corpusBytes));

  it('with keys renamed to __proto__, constructor, prototype, toString and hasOwnProperty', () =>
    property(renamedToPrototypeKeys(corpusText), RUNS.corpusKeys));
});

describe('in all', () => {
  const expected = Object.entries(RUNS)
    .filter(([name]) => corpusExists || !name.startsWith('corpus'))
    .reduce((sum, [, runs]) => sum + runs, 0);

  it(`tries ${expected} inputs`, () => {
    const tried = run.tried() + filesChecked;
    console.log(`small hostile inputs: ${tried} tried`);
    expect(tried).toBe(expected);
  });

  it(`validates none more slowly than ${TIMES_BASELINE} times a 10 MB plain string manifest`, () =>
    expectNoneSlow(run));
});
