/**
 * Today's vcpkg.json schema (src/manifest/schema/current/): the top level, names, versions,
 * `port-version` and the metadata fields, as a port and as a project. Each row is a case of the
 * recorded vcpkg verdicts (test/fixtures/vcpkg-verdicts; its id first, and the row checks that the
 * case holds its data and the verdict vcpkg-tool 2026-08 gave it); a rejection shows the schema's
 * errors as `keyword(key)@pointer`. What vcpkg rejects but a schema cannot see (platform
 * expressions, licenses, numbers past 2^64, ...) is in current-cases.test.ts.
 */
import { describe, expect, it } from '@jest/globals';
import {
  CURRENT_SCHEMA,
  currentSchema,
  portSchema,
} from '../../../../../src/manifest/schema/current/current-schema.js';
import { port, verdict } from '../../../../support/current-schema-verdict.js';
import { recordedVectors, recordedVerdict } from '../../../../support/vcpkg-verdicts.js';

type Row = [caseId: string, data: unknown, expected: 'accepted' | string[]];

/** The verdict a row expects of vcpkg: the schema's errors are a rejection. */
const vcpkgVerdict = (expected: 'accepted' | string[]) =>
  expected === 'accepted' ? 'accepted' : 'rejected';

const VERSION_FIELDS = [
  'required(version)@',
  'required(version-semver)@',
  'required(version-date)@',
  'required(version-string)@',
];
/** The errors of a manifest without a version field where one is needed. */
const NO_VERSION_FIELD = [...VERSION_FIELDS, 'anyOf@'];

describe('as a port (name and exactly one version field required)', () => {
  it.each<Row>([
    ['port-base', port({}), 'accepted'],
    ['port-empty-object', {}, [...NO_VERSION_FIELD, 'required(name)@']],
    ['port-no-name', { version: '1.0' }, ['required(name)@']],
    ['port-no-version', { name: 'p' }, NO_VERSION_FIELD],
    ['port-two-versions', port({ 'version-semver': '1.0.0' }), ['not@']],
    [
      'port-all-four-versions',
      port({ 'version-semver': '1.0.0', 'version-date': '2020-01-01', 'version-string': 'x' }),
      ['not@'],
    ],
    ['port-unknown-key', port({ foo: 1 }), ['additionalProperties(foo)@']],
    ['port-unknown-key-near', port({ dependency: [] }), ['additionalProperties(dependency)@']],
    ['port-unknown-case', port({ Name: 'p' }), ['additionalProperties(Name)@']],
    ['port-dollar-key', port({ $foo: [1, { a: 2 }], $: 1 }), 'accepted'],
    ['port-dollar-schema-other', port({ $schema: 5 }), 'accepted'],
    // Both rules fail alike: "a version field" and "port-version needs a version field".
    ['pv-no-version-port', { name: 'p', 'port-version': 1 }, NO_VERSION_FIELD],
  ])('%s', (id, data, expected) => {
    expect(verdict('port', data)).toEqual(expected);
    expect(recordedVerdict(id, data)).toBe(vcpkgVerdict(expected));
  });
});

describe('as a project (nothing required, at most one version field)', () => {
  it.each<Row>([
    ['proj-empty-object', {}, 'accepted'],
    ['proj-name-only', { name: 'p' }, 'accepted'],
    ['proj-version-only', { version: '1.0' }, 'accepted'],
    ['proj-two-versions', { version: '1.0', 'version-string': 'x' }, ['not@']],
    ['proj-unknown-key', { foo: 1 }, ['additionalProperties(foo)@']],
    ['proj-name-upper', { name: 'Abc' }, ['pattern@/name']],
    [
      'pv-no-version-project',
      { 'port-version': 1 },
      [
        'required(version)@',
        'required(version-semver)@',
        'required(version-date)@',
        'required(version-string)@',
        'anyOf@',
      ],
    ],
    [
      'pv-no-version-project-zero',
      { 'port-version': 0 },
      [
        'required(version)@',
        'required(version-semver)@',
        'required(version-date)@',
        'required(version-string)@',
        'anyOf@',
      ],
    ],
    ['pv-null', { version: '1', 'port-version': null }, ['type@/port-version']],
    ['bb-proj-sha', { 'builtin-baseline': '0123456789abcdef0123456789abcdef01234567' }, 'accepted'],
    ['bb-proj-number', { 'builtin-baseline': 5 }, ['type@/builtin-baseline']],
    [
      'emb-vcfg-ok',
      {
        'vcpkg-configuration': {
          'default-registry': {
            kind: 'builtin',
            baseline: '0123456789abcdef0123456789abcdef01234567',
          },
        },
      },
      'accepted',
    ],
    ['emb-cfg-ok', { configuration: { 'overlay-ports': ['./o'] } }, 'accepted'],
    ['emb-vcfg-unknown', { 'vcpkg-configuration': { foo: 1 } }, 'accepted'],
    ['emb-both', { 'vcpkg-configuration': {}, configuration: {} }, ['not@']],
    ['emb-vcfg-string', { 'vcpkg-configuration': 'x' }, ['type@/vcpkg-configuration']],
  ])('%s', (id, data, expected) => {
    expect(verdict('project', data)).toEqual(expected);
    expect(recordedVerdict(id, data)).toBe(vcpkgVerdict(expected));
  });
});

describe('names: lower-case alphanumeric groups joined by single hyphens, or all_modules; not reserved', () => {
  it.each<Row>([
    ['name-all_modules', { name: 'all_modules', version: '1.0' }, 'accepted'],
    ['name-digits', { name: '1abc', version: '1.0' }, 'accepted'],
    ['name-1', { name: '1', version: '1.0' }, 'accepted'],
    ['name-a-1', { name: 'a-1', version: '1.0' }, 'accepted'],
    ['name-lpt10', { name: 'lpt10', version: '1.0' }, 'accepted'],
    ['name-con-x', { name: 'con-x', version: '1.0' }, 'accepted'],
    ['name-x-con', { name: 'x-con', version: '1.0' }, 'accepted'],
    ['name-cores', { name: 'cores', version: '1.0' }, 'accepted'],
    ['name-defaults', { name: 'defaults', version: '1.0' }, 'accepted'],
    ['name-upper', { name: 'Abc', version: '1.0' }, ['pattern@/name']],
    ['name-underscore', { name: 'a_b', version: '1.0' }, ['pattern@/name']],
    ['name-all_modules2', { name: 'all_modules2', version: '1.0' }, ['pattern@/name']],
    ['name-double-dash', { name: 'a--b', version: '1.0' }, ['pattern@/name']],
    ['name-leading-dash', { name: '-a', version: '1.0' }, ['pattern@/name']],
    ['name-trailing-dash', { name: 'a-', version: '1.0' }, ['pattern@/name']],
    ['name-empty', { name: '', version: '1.0' }, ['pattern@/name']],
    ['name-number', { name: 5, version: '1.0' }, ['type@/name']],
    ['name-dot', { name: 'a.b', version: '1.0' }, ['pattern@/name']],
    ['name-unicode', { name: 'café', version: '1.0' }, ['pattern@/name']],
    ['name-con', { name: 'con', version: '1.0' }, ['not@/name']],
    ['name-prn', { name: 'prn', version: '1.0' }, ['not@/name']],
    ['name-aux', { name: 'aux', version: '1.0' }, ['not@/name']],
    ['name-nul', { name: 'nul', version: '1.0' }, ['not@/name']],
    ['name-core', { name: 'core', version: '1.0' }, ['not@/name']],
    ['name-default', { name: 'default', version: '1.0' }, ['not@/name']],
    ['name-lpt1', { name: 'lpt1', version: '1.0' }, ['not@/name']],
    ['name-com9', { name: 'com9', version: '1.0' }, ['not@/name']],
  ])('%s', (id, data, expected) => {
    expect(verdict('port', data)).toEqual(expected);
    expect(recordedVerdict(id, data)).toBe(vcpkgVerdict(expected));
  });

  // vcpkg reserves lpt0 and com0 too: recorded as package-name values (vectors.json).
  it.each(['lpt0', 'com0'])('%s', (name) => {
    expect(verdict('port', port({ name }))).toEqual(['not@/name']);
    const recorded = recordedVectors().find(
      (vector) => vector.set === 'package-name' && vector.input === name,
    );
    expect(recorded?.verdict).toBe('error');
  });
});

describe('version fields: relaxed, semver and date grammars; version-string without #', () => {
  it.each<Row>([
    ['version-1', { name: 'p', version: '1' }, 'accepted'],
    ['version-1.0.0.0', { name: 'p', version: '1.0.0.0' }, 'accepted'],
    ['version-prerelease', { name: 'p', version: '1.0.0-rc.1' }, 'accepted'],
    ['version-build', { name: 'p', version: '1.0+build.5' }, 'accepted'],
    ['version-relaxed-rc', { name: 'p', version: '1.0-rc1' }, 'accepted'],
    ['version-zero', { name: 'p', version: '0' }, 'accepted'],
    ['version-date-like', { name: 'p', version: '2020-01-01' }, 'accepted'],
    ['version-letter', { name: 'p', version: '1.0a' }, ['pattern@/version']],
    ['version-v1', { name: 'p', version: 'v1' }, ['pattern@/version']],
    ['version-leading-zero', { name: 'p', version: '01.0' }, ['pattern@/version']],
    ['version-0.01', { name: 'p', version: '0.01' }, ['pattern@/version']],
    ['version-dotdot', { name: 'p', version: '1..0' }, ['pattern@/version']],
    ['version-trailing-dot', { name: 'p', version: '1.0.' }, ['pattern@/version']],
    ['version-empty', { name: 'p', version: '' }, ['pattern@/version']],
    ['version-sharp', { name: 'p', version: '1.0#1' }, ['pattern@/version']],
    ['version-sharp-alone', { name: 'p', version: '1.0#' }, ['pattern@/version']],
    ['version-number', { name: 'p', version: 1 }, ['type@/version']],
    ['version-space', { name: 'p', version: '1.0 ' }, ['pattern@/version']],
    ['version-prerelease-leading-zero', { name: 'p', version: '1.0-01' }, ['pattern@/version']],
    ['version-prerelease-empty', { name: 'p', version: '1.0.0-' }, ['pattern@/version']],
    ['version-build-empty', { name: 'p', version: '1.0.0+' }, ['pattern@/version']],
    ['version-prerelease-dots', { name: 'p', version: '1.0.0-a..b' }, ['pattern@/version']],
    ['semver-ok', { name: 'p', 'version-semver': '1.2.3' }, 'accepted'],
    ['semver-pre', { name: 'p', 'version-semver': '1.2.3-alpha.1+b.2' }, 'accepted'],
    ['semver-two-parts', { name: 'p', 'version-semver': '1.2' }, ['pattern@/version-semver']],
    ['semver-four-parts', { name: 'p', 'version-semver': '1.2.3.4' }, ['pattern@/version-semver']],
    [
      'semver-pre-leading-zero',
      { name: 'p', 'version-semver': '1.2.3-01' },
      ['pattern@/version-semver'],
    ],
    [
      'semver-pre-dot-leading-zero',
      { name: 'p', 'version-semver': '1.2.3-rc.01' },
      ['pattern@/version-semver'],
    ],
    ['semver-v', { name: 'p', 'version-semver': 'v1.2.3' }, ['pattern@/version-semver']],
    ['semver-sharp', { name: 'p', 'version-semver': '1.2.3#1' }, ['pattern@/version-semver']],
    ['date-ok', { name: 'p', 'version-date': '2020-01-01' }, 'accepted'],
    ['date-dotted', { name: 'p', 'version-date': '2020-01-01.1.2' }, 'accepted'],
    ['date-zero', { name: 'p', 'version-date': '2020-01-01.0' }, 'accepted'],
    ['date-bad-month', { name: 'p', 'version-date': '2020-13-45' }, 'accepted'],
    ['date-dotted-zero', { name: 'p', 'version-date': '2020-01-01.01' }, ['pattern@/version-date']],
    ['date-short', { name: 'p', 'version-date': '2020-1-1' }, ['pattern@/version-date']],
    ['date-suffix', { name: 'p', 'version-date': '2020-01-01a' }, ['pattern@/version-date']],
    ['date-sharp', { name: 'p', 'version-date': '2020-01-01#2' }, ['pattern@/version-date']],
    ['string-anything', { name: 'p', 'version-string': 'any thing: v1 / ~' }, 'accepted'],
    ['string-empty', { name: 'p', 'version-string': '' }, 'accepted'],
    ['string-sharp', { name: 'p', 'version-string': 'a#b' }, ['pattern@/version-string']],
    ['string-number', { name: 'p', 'version-string': 5 }, ['type@/version-string']],
  ])('%s', (id, data, expected) => {
    expect(verdict('port', data)).toEqual(expected);
    expect(recordedVerdict(id, data)).toBe(vcpkgVerdict(expected));
  });
});

describe('port-version: an integer 0 to 2147483647, only with a version field', () => {
  it.each<Row>([
    ['pv-0', port({ 'port-version': 0 }), 'accepted'],
    ['pv-3', port({ 'port-version': 3 }), 'accepted'],
    ['pv-int-max', port({ 'port-version': 2147483647 }), 'accepted'],
    ['pv-negative', port({ 'port-version': -1 }), ['minimum@/port-version']],
    ['pv-float', port({ 'port-version': 1.5 }), ['type@/port-version']],
    ['pv-string', port({ 'port-version': '1' }), ['type@/port-version']],
    ['pv-over-int', port({ 'port-version': 2147483648 }), ['maximum@/port-version']],
  ])('%s', (id, data, expected) => {
    expect(verdict('port', data)).toEqual(expected);
    expect(recordedVerdict(id, data)).toBe(vcpkgVerdict(expected));
  });
});

describe('metadata fields', () => {
  it.each<Row>([
    ['maint-string', port({ maintainers: 'a <a@b>' }), 'accepted'],
    ['maint-array', port({ maintainers: ['a', 'b'] }), 'accepted'],
    ['maint-empty-array', port({ maintainers: [] }), 'accepted'],
    ['maint-array-number', port({ maintainers: ['a', 5] }), ['type@/maintainers/1']],
    ['maint-number', port({ maintainers: 5 }), ['type@/maintainers']],
    ['maintainers-null', port({ maintainers: null }), ['type@/maintainers']],
    ['summary-string', port({ summary: 's' }), 'accepted'],
    ['summary-array', port({ summary: ['a', 'b'] }), 'accepted'],
    ['summary-object', port({ summary: {} }), ['type@/summary']],
    ['desc-string', port({ description: 'd' }), 'accepted'],
    ['desc-array', port({ description: ['a', 'b'] }), 'accepted'],
    ['desc-empty', port({ description: '' }), 'accepted'],
    ['desc-number', port({ description: 1 }), ['type@/description']],
    ['desc-null', port({ description: null }), ['type@/description']],
    ['homepage-url', port({ homepage: 'https://example.com' }), 'accepted'],
    ['homepage-not-url', port({ homepage: 'not a url' }), 'accepted'],
    ['homepage-empty', port({ homepage: '' }), 'accepted'],
    ['homepage-trailing-space', port({ homepage: 'https://example.com ' }), 'accepted'],
    ['homepage-number', port({ homepage: 5 }), ['type@/homepage']],
    ['homepage-array', port({ homepage: ['https://example.com'] }), ['type@/homepage']],
    ['doc-not-url', port({ documentation: 'see README' }), 'accepted'],
    ['documentation-empty', port({ documentation: '' }), 'accepted'],
    ['doc-number', port({ documentation: true }), ['type@/documentation']],
    ['contacts-object', port({ contacts: { a: { email: 'x' } } }), 'accepted'],
    ['contacts-any-values', port({ contacts: { a: 1, b: 'x', c: [] } }), 'accepted'],
    ['contacts-empty', port({ contacts: {} }), 'accepted'],
    ['contacts-string', port({ contacts: 'a' }), ['type@/contacts']],
    ['contacts-array', port({ contacts: [] }), ['type@/contacts']],
    ['bb-port-any', port({ 'builtin-baseline': 'abc' }), 'accepted'],
    ['bb-port-number', port({ 'builtin-baseline': 5 }), ['type@/builtin-baseline']],
    ['supports-null', port({ supports: null }), ['type@/supports']],
    ['emb-port-vcfg-ok', port({ 'vcpkg-configuration': { 'overlay-ports': ['x'] } }), 'accepted'],
    ['lic-null', port({ license: null }), 'accepted'],
    ['lic-number', port({ license: 5 }), ['type@/license']],
    ['lic-array', port({ license: ['MIT'] }), ['type@/license']],
    ['sup-number', port({ supports: 5 }), ['type@/supports']],
    ['sup-array', port({ supports: ['windows'] }), ['type@/supports']],
  ])('%s', (id, data, expected) => {
    expect(verdict('port', data)).toEqual(expected);
    expect(recordedVerdict(id, data)).toBe(vcpkgVerdict(expected));
  });
});

describe('currentSchema', () => {
  it('one identifier rule everywhere: names, dependency and feature items, feature keys', () => {
    const { definitions, properties } = CURRENT_SCHEMA;
    const [identifier, reserved] = definitions.identifier.allOf;
    expect(definitions.dependency.allOf).toEqual([identifier, reserved]);
    expect(definitions['feature-reference'].allOf).toEqual([identifier, reserved]);
    expect(Object.keys(properties.features.patternProperties)).toEqual([
      '^\\$',
      identifier?.pattern,
      reserved?.not?.pattern,
    ]);
  });

  it('a project manifest without name or version is valid as a project, not as a port', () => {
    const project = { dependencies: ['zlib'], 'builtin-baseline': '0'.repeat(40) };
    expect(verdict('project', project)).toEqual('accepted');
    expect(verdict('port', project)).toEqual([...NO_VERSION_FIELD, 'required(name)@']);
  });

  it("a project's schema is the file as written; a port's adds name and a version field", () => {
    expect(currentSchema('project')).toBe(CURRENT_SCHEMA);
    expect(currentSchema('port')).toEqual(portSchema());
    expect(CURRENT_SCHEMA).not.toHaveProperty('required');
    const schema = portSchema();
    expect(schema.required).toEqual(['name']);
    // At least one version field, and the project's "not two" (allOf[1]): exactly one.
    expect(schema.allOf).toEqual([
      { $ref: '#/definitions/a-version-field' },
      ...CURRENT_SCHEMA.allOf,
    ]);
    expect(CURRENT_SCHEMA.allOf[0]).toEqual({ not: { $ref: '#/definitions/two-version-fields' } });
  });
});
