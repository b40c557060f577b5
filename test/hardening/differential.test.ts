import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ValidationResult } from '../../src/manifest/problems/problem.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { BUILT_IN_MANIFESTS } from '../support/built-in-manifests.js';
import { CORPUS_DIR, listCorpus } from '../support/corpus.js';
import { MUTATION_NAMES, corpusBases, generateMutants } from '../support/mutants.js';
import { reference, referenceVerdict } from '../support/reference.js';

const verdict = (valid: boolean) => (valid ? 'valid' : 'invalid');
/** A `port-version` written with an exponent or a fraction, which JSON.parse makes a whole number. */
const INTEGER_WRITTEN_WITH_EXPONENT = /"port-version":\s*\d+(?:\.\d+)?[eE]/;

interface CorpusResult {
  set: string;
  path: string;
  ours: ValidationResult;
  theirs: boolean;
}

const corpusExists = existsSync(CORPUS_DIR);
const describeCorpus = corpusExists ? describe : describe.skip;
const corpusTitle = corpusExists ? 'corpus' : 'corpus (skipped: no ../shared/corpus)';

describeCorpus(corpusTitle, () => {
  let results: CorpusResult[] = [];
  beforeAll(() => {
    results = listCorpus().map(({ set, path, file }) => {
      const bytes = readFileSync(file);
      const theirs = referenceVerdict(bytes.toString('utf8'));
      return { set, path, ours: validateManifest(bytes), theirs };
    });
  }, 120_000);

  const tally = (valid: (result: CorpusResult) => boolean) => {
    const counts: Record<string, { files: number; valid: number }> = {};
    for (const result of [...results, ...results.map((r) => ({ ...r, set: 'total' }))]) {
      const count = (counts[result.set] ??= { files: 0, valid: 0 });
      count.files += 1;
      if (valid(result)) count.valid += 1;
    }
    return counts;
  };
  const expectedTally = {
    'vcpkg-ports-2020-12': { files: 110, valid: 84 },
    'vcpkg-ports-2026-08': { files: 2867, valid: 423 },
    total: { files: 2977, valid: 507 },
  };

  it('agrees with @cfworker/json-schema on every manifest', () => {
    const disagreements = results
      .filter((result) => result.ours.valid !== result.theirs)
      .map(({ path, ours, theirs }) => {
        const errors = ours.problems.filter((problem) => problem.severity === 'error');
        const why = errors.map((problem) => `${problem.rule} at ${problem.pointer}`).join('; ');
        return `${path}: ours ${verdict(ours.valid)} (${why}), cfworker ${verdict(theirs)}`;
      });
    expect(disagreements).toEqual([]);
  });

  it('finds 507 of the 2,977 manifests valid: 423 of 2026-08 and 84 of 2020-12', () => {
    expect(tally((result) => result.ours.valid)).toEqual(expectedTally);
    expect(tally((result) => result.theirs)).toEqual(expectedTally);
  });

  it('gives every problem a span from line 1, column 1 on that does not end before it starts', () => {
    const spans = results.flatMap(({ path, ours }) => ours.problems.map((p) => ({ path, ...p })));
    const bad = spans
      .filter(
        (p) =>
          !(p.line >= 1 && p.column >= 1) ||
          p.endLine < p.line ||
          (p.endLine === p.line && p.endColumn < p.column),
      )
      .map((p) => `${p.path} ${p.rule} ${p.line}:${p.column}-${p.endLine}:${p.endColumn}`);
    expect(bad).toEqual([]);
    expect(spans.length).toBeGreaterThan(2444);
  });

  it('reports at least one error for every invalid manifest and none for a valid one', () => {
    const hasError = (result: ValidationResult) =>
      result.problems.some((problem) => problem.severity === 'error');
    const wrong = results
      .filter(({ ours }) => hasError(ours) === ours.valid)
      .map(({ path, ours }) => `${path}: ${verdict(ours.valid)}, error: ${hasError(ours)}`);
    expect(wrong).toEqual([]);
  });
});

// --- Generated mutants: run without the corpus too, from the built-in manifests. ---

describe('generated mutants', () => {
  it('starts from built-in manifests that both validators accept', () => {
    const verdicts = BUILT_IN_MANIFESTS.map((data) => [
      validateManifest(JSON.stringify(data)).valid,
      reference.validate(data).valid,
    ]);
    expect(verdicts).toEqual(BUILT_IN_MANIFESTS.map(() => [true, true]));
  });

  it('generates the same mutants from the same seed', () => {
    const texts = (seed: number) => generateMutants([], 50, seed).map((m) => m.text);
    expect(texts(7)).toEqual(texts(7));
    expect(texts(7)).not.toEqual(texts(8));
  });

  it('gets the same verdict as @cfworker/json-schema on 3,000 mutants', () => {
    const mutants = generateMutants(corpusBases(), 3000);
    const verdicts = mutants.map((mutant) => ({
      ...mutant,
      ours: validateManifest(mutant.text).valid,
      // The reference reads the parsed value, so it takes 1e+21 for an integer; draft-04 (as
      // python-jsonschema's Draft4Validator reads it) and vcpkg do not, and neither do we.
      theirs:
        reference.validate(mutant.data).valid && !INTEGER_WRITTEN_WITH_EXPONENT.test(mutant.text),
    }));
    const disagreements = verdicts.filter((mutant) => mutant.ours !== mutant.theirs);
    const shown = disagreements.slice(0, 5).map(({ base, mutations, text, ours, theirs }) => ({
      base,
      mutations,
      ours: verdict(ours),
      cfworker: verdict(theirs),
      text: text.length > 2000 ? `${text.slice(0, 2000)}…` : text,
    }));
    expect({ disagreements: disagreements.length, first: shown }).toEqual({
      disagreements: 0,
      first: [],
    });

    // The mutants are worth comparing: many of each verdict, and every mutation used often.
    const valid = verdicts.filter((mutant) => mutant.theirs).length;
    expect(Math.min(valid, mutants.length - valid)).toBeGreaterThan(mutants.length / 10);
    const uses = MUTATION_NAMES.map(
      (name) => mutants.filter((mutant) => mutant.mutations.includes(name)).length,
    );
    expect(Math.min(...uses)).toBeGreaterThan(100);
  }, 60_000);
});
