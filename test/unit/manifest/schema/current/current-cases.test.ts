/**
 * Today's vcpkg.json schema against what vcpkg-tool 2026-08 decided: every port of the shared
 * corpus is valid as a port (and as a project); every recorded manifest case (the recorded vcpkg
 * verdicts, test/fixtures/vcpkg-verdicts) gets vcpkg's verdict, except the ones listed in
 * LEFT_TO_CODE, which a JSON Schema cannot decide and the code of the `current` profile must; and
 * the recorded values of names and versions agree one by one. The whole `current` profile
 * (validateManifest, schema and code) gives every recorded manifest vcpkg's verdict. The published
 * file also loads as a user's schema. Only the corpus needs ../shared.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ManifestKind } from '../../../../../src/manifest/manifest-kind.js';
import { configurationBeside } from '../../../../../src/manifest/beside.js';
import { compileSchema } from '../../../../../src/manifest/schema/user-schema.js';
import { validateManifest } from '../../../../../src/manifest/validate.js';
import { listCorpus } from '../../../../support/corpus.js';
import { VALIDATORS, verdict } from '../../../../support/current-schema-verdict.js';
import {
  caseContent,
  recordedConfigurations,
  recordedManifests,
  recordedVectors,
  type RecordedCase,
} from '../../../../support/vcpkg-verdicts.js';

const SCHEMA_FILE = fileURLToPath(
  new URL('../../../../../src/manifest/schema/current/vcpkg-current.schema.json', import.meta.url),
);
/** The cases vcpkg rejects for what a schema cannot see, by the code that must reject them. */
const LEFT_TO_CODE: Record<string, string[]> = {
  'SPDX license grammar': [
    ...['lower-and', 'unbalanced-open', 'unbalanced-close', 'trailing-and', 'leading-or'],
    ...['two-words', 'with-missing', 'with-paren', 'with-then-word', 'documentref', 'plus-space'],
    ...['empty', 'spaces', 'slash', 'comma', 'unicode', 'trailing-space', 'double-plus'],
    ...['or-lower-mixed', 'empty-parens', 'with-with', 'unknown-then-error', 'colon'],
    'paren-with',
  ]
    .map((id) => `lic-${id}`)
    .concat('feat-bad-license'),
  'platform expression grammar': [
    ...['mixed', 'double-not', 'upper', 'unknown-id', 'empty', 'spaces', 'dangling-and'],
    ...['double-amp', 'double-bar', 'unbalanced', 'underscore', 'dot', 'or-keyword', 'two-words'],
    ...['android-after', 'double-amp-feature', 'unicode', 'keyword-not-alone', 'empty-parens'],
  ]
    .map((id) => `sup-${id}`)
    .concat('df-object-bad-platform', 'feat-bad-supports', 'dep-platform-bad')
    .concat('dep-platform-mixed', 'dep-platform-empty', 'supports-and-features-platform'),
  // JSON.parse reads these as vcpkg's parser does not: 1.0 and 1e2 become integers, -0 is 0,
  // duplicate keys keep the last, big numbers lose digits, invalid UTF-8 becomes U+FFFD.
  "vcpkg's JSON layer": [
    'pv-1.0',
    'pv-1e2',
    'pv-minus-zero',
    'json-dup-top',
    'json-dup-nested',
  ].concat('json-dup-dollar', 'json-big-number', 'json-invalid-utf8'),
  'version numbers of 2^64 and more': ['version-huge', 'semver-huge', 'date-huge'],
  "a project's builtin-baseline (40 lower-case hex digits)": ['any', 'upper', '41', 'empty'].map(
    (id) => `bb-proj-${id}`,
  ),
  "the port version after '#' in version>=": ['x', 'empty', 'neg'].map(
    (id) => `dep-vge-sharp-${id}`,
  ),
  "override versions (their schemes, '#' suffix) and duplicate overrides": [
    ...['semver-bad', 'date-bad', 'sharp-and-pv', 'sharp-x', 'sharp-empty', 'sharp-neg'],
    'duplicate',
  ].map((id) => `ovr-${id}`),
  'the embedded configuration and the merge with a vcpkg-configuration.json': [
    ...['emb-vcfg-bad', 'emb-port-vcfg-bad', 'emb-and-file', 'emb-bb-and-default-registry'],
    'proj-ovl-parent-self',
  ],
};
const leftToCode = new Set(Object.values(LEFT_TO_CODE).flat());

const corpus = listCorpus();
const describeCorpus = corpus.length > 0 ? describe : describe.skip;
describeCorpus(corpus.length > 0 ? 'the corpus' : 'the corpus (skipped: no ../shared)', () => {
  it.each<ManifestKind>(['port', 'project'])('every port is valid as a %s', (kind) => {
    const invalid = corpus
      .map(({ path, file }) => ({
        path,
        answer: verdict(kind, JSON.parse(readFileSync(file, 'utf8'))),
      }))
      .filter(({ answer }) => answer !== 'accepted');
    expect(invalid).toEqual([]);
    expect(corpus.length).toBeGreaterThan(2900);
  });
});

describe('the recorded vcpkg verdicts', () => {
  const cases = recordedManifests();

  it('name each case once, in all the files', () => {
    const ids = [...cases, ...recordedConfigurations()].map(({ id }) => id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(cases.every(({ kind }) => kind === 'port' || kind === 'project')).toBe(true);
  });

  it("every case JSON.parse reads gets vcpkg's verdict, but those left to code", () => {
    const judged = cases.flatMap(({ id, kind, text, verdict: vcpkg }) => {
      let data: unknown;
      try {
        data = JSON.parse(text.replace(/^\uFEFF/, ''));
      } catch {
        return []; // not JSON: never reaches a schema
      }
      const schema = VALIDATORS[kind as ManifestKind](data) ? 'accepted' : 'rejected';
      return [{ id, vcpkg, schema }];
    });
    const expected = judged.map(({ id, vcpkg }) => ({
      id,
      vcpkg,
      schema: leftToCode.has(id) ? 'accepted' : vcpkg,
    }));
    expect(judged).toEqual(expected);
    // Every listed case is one of them, and vcpkg rejects it.
    const rejected = new Set(
      judged.filter(({ vcpkg }) => vcpkg === 'rejected').map(({ id }) => id),
    );
    expect([...leftToCode].filter((id) => !rejected.has(id))).toEqual([]);
    expect(judged.length).toBeGreaterThan(300);
  });

  it("the current profile gives every manifest, and every project's configuration, vcpkg's verdict", () => {
    const projects = recordedConfigurations().filter(({ kind }) => kind === 'project');
    const profile = (recorded: RecordedCase) => {
      const kind = recorded.kind as ManifestKind;
      // Where vcpkg judged it: a port in <root>/ports/<dir>/, a project in <root>/proj/.
      const beside = {
        directory: kind === 'port' ? '/root/ports/p' : '/root/proj',
        ...(recorded.configuration === undefined
          ? {}
          : { configuration: configurationBeside(JSON.parse(recorded.configuration)) }),
      };
      const content = caseContent(recorded);
      const input = typeof content === 'string' ? content : new Uint8Array(content);
      return validateManifest(input, { profile: 'current', kind, beside }).valid
        ? 'accepted'
        : 'rejected';
    };
    const answers = [...cases, ...projects].map((recorded) => ({
      id: recorded.id,
      vcpkg: recorded.verdict,
      ours: profile(recorded),
    }));
    expect(answers.filter(({ vcpkg, ours }) => vcpkg !== ours)).toEqual([]);
    expect(answers.length).toBeGreaterThan(420);
  });

  it("names and versions: every vector gets vcpkg's verdict", () => {
    const fields: Record<string, (value: string) => unknown> = {
      'package-name': (value) => ({ name: value }),
      'feature-name': (value) => ({ features: { [value]: { description: '' } } }),
      'relaxed-version': (value) => ({ version: value }),
      'semver-version': (value) => ({ 'version-semver': value }),
      'date-version': (value) => ({ 'version-date': value }),
    };
    const vectors = recordedVectors().filter(({ set }) => set in fields);
    const answers = vectors.map(({ set, input, verdict: vcpkg }) => ({
      set,
      input,
      ok: VALIDATORS.project((fields[set] as (value: string) => unknown)(input)),
      vcpkg: vcpkg === 'ok',
    }));
    expect(answers.filter(({ ok, vcpkg }) => ok !== vcpkg)).toEqual([]);
    expect(answers.length).toBeGreaterThan(100);
  });
});

describe('the published schema', () => {
  it("loads as a user's schema: its patterns run on the linear-time engine", () => {
    const compiled = compileSchema(readFileSync(SCHEMA_FILE, 'utf8'), 'vcpkg-current.schema.json');
    if (!compiled.ok) throw new Error(compiled.message);
    expect(compiled.schema.vcpkgChecks).toBe(true);
    expect(compiled.schema.errors({ dependencies: ['zlib'] })).toEqual([]);
    expect(compiled.schema.errors({ name: 'con' }).map((error) => error.instancePath)).toEqual([
      '/name',
    ]);
  });
});
