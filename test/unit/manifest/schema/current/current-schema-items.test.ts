/**
 * Today's vcpkg.json schema (src/manifest/schema/current/): features keyed by name,
 * `default-features`, dependencies and overrides, in a port. Each row is a case of the recorded
 * vcpkg verdicts (test/fixtures/vcpkg-verdicts; its id first, and the row checks that the case
 * holds its data and the verdict vcpkg-tool 2026-08 gave it); a rejection shows the schema's
 * errors as `keyword(key)@pointer`: one error for each fault, since a string-or-object item
 * applies the name rules to a string and the object rules to an object.
 */
import { describe, expect, it } from '@jest/globals';
import { port, verdict } from '../../../../support/current-schema-verdict.js';
import { recordedVerdict } from '../../../../support/vcpkg-verdicts.js';

type Row = [caseId: string, data: unknown, expected: 'accepted' | string[]];

/** The verdict a row expects of vcpkg: the schema's errors are a rejection. */
const vcpkgVerdict = (expected: 'accepted' | string[]) =>
  expected === 'accepted' ? 'accepted' : 'rejected';

describe('features: an object keyed by feature name; each feature needs a description', () => {
  it.each<Row>([
    ['feat-object', port({ features: { a: { description: 'x' } } }), 'accepted'],
    [
      'feat-object-full',
      port({
        features: {
          a: {
            description: ['x', 'y'],
            dependencies: ['zlib'],
            supports: 'windows',
            license: 'MIT',
            $c: 1,
          },
        },
      }),
      'accepted',
    ],
    ['feat-description-empty', port({ features: { a: { description: '' } } }), 'accepted'],
    ['feat-all_modules', port({ features: { all_modules: { description: 'x' } } }), 'accepted'],
    ['feat-dollar', port({ features: { $c: 'anything', a: { description: 'x' } } }), 'accepted'],
    ['feat-empty-object', port({ features: {} }), 'accepted'],
    [
      'feat-null-license',
      port({ features: { a: { description: 'x', license: null } } }),
      'accepted',
    ],
    ['feat-no-description', port({ features: { a: {} } }), ['required(description)@/features/a']],
    [
      'feat-upper',
      port({ features: { A: { description: 'x' } } }),
      ['additionalProperties(A)@/features'],
    ],
    ['feat-core', port({ features: { core: { description: 'x' } } }), ['not@/features/core']],
    [
      'feat-default',
      port({ features: { default: { description: 'x' } } }),
      ['not@/features/default'],
    ],
    ['feat-con', port({ features: { con: { description: 'x' } } }), ['not@/features/con']],
    ['feat-array', port({ features: [{ name: 'a', description: 'x' }] }), ['type@/features']],
    ['feat-empty-array', port({ features: [] }), ['type@/features']],
    ['feat-string', port({ features: 'a' }), ['type@/features']],
    ['features-null', port({ features: null }), ['type@/features']],
    [
      'feat-name-inside',
      port({ features: { a: { name: 'a', description: 'x' } } }),
      ['additionalProperties(name)@/features/a'],
    ],
    [
      'feat-default-features-inside',
      port({ features: { a: { description: 'x', 'default-features': ['b'] } } }),
      ['additionalProperties(default-features)@/features/a'],
    ],
    [
      'feat-unknown',
      port({ features: { a: { description: 'x', foo: 1 } } }),
      ['additionalProperties(foo)@/features/a'],
    ],
    ['feat-not-object', port({ features: { a: 'x' } }), ['type@/features/a']],
    [
      'feat-bad-dep',
      port({ features: { a: { description: 'x', dependencies: ['Z'] } } }),
      ['pattern@/features/a/dependencies/0'],
    ],
  ])('%s', (id, data, expected) => {
    expect(verdict('port', data)).toEqual(expected);
    expect(recordedVerdict(id, data)).toBe(vcpkgVerdict(expected));
  });
});

describe('default-features: feature names or {name, platform} objects', () => {
  it.each<Row>([
    ['df-string', port({ 'default-features': ['a'] }), 'accepted'],
    ['df-object', port({ 'default-features': [{ name: 'a', platform: 'windows' }] }), 'accepted'],
    ['df-object-noplatform', port({ 'default-features': [{ name: 'a' }] }), 'accepted'],
    ['df-object-dollar', port({ 'default-features': [{ name: 'a', $c: 1 }] }), 'accepted'],
    ['df-duplicate', port({ 'default-features': ['a', 'a'] }), 'accepted'],
    [
      'df-object-noname',
      port({ 'default-features': [{ platform: 'windows' }] }),
      ['required(name)@/default-features/0'],
    ],
    [
      'df-object-unknown',
      port({ 'default-features': [{ name: 'a', foo: 1 }] }),
      ['additionalProperties(foo)@/default-features/0'],
    ],
    ['df-core', port({ 'default-features': ['core'] }), ['not@/default-features/0']],
    ['df-default', port({ 'default-features': ['default'] }), ['not@/default-features/0']],
    ['df-upper', port({ 'default-features': ['A'] }), ['pattern@/default-features/0']],
    ['df-con', port({ 'default-features': ['con'] }), ['not@/default-features/0']],
    ['df-number', port({ 'default-features': [5] }), ['type@/default-features/0']],
    ['df-string-not-array', port({ 'default-features': 'a' }), ['type@/default-features']],
  ])('%s', (id, data, expected) => {
    expect(verdict('port', data)).toEqual(expected);
    expect(recordedVerdict(id, data)).toBe(vcpkgVerdict(expected));
  });
});

describe('dependencies: package names or dependency objects', () => {
  it.each<Row>([
    ['dep-string', port({ dependencies: ['zlib'] }), 'accepted'],
    ['dep-all_modules', port({ dependencies: ['all_modules'] }), 'accepted'],
    ['dep-object', port({ dependencies: [{ name: 'zlib' }] }), 'accepted'],
    ['dep-host', port({ dependencies: [{ name: 'zlib', host: true }] }), 'accepted'],
    [
      'dep-features',
      port({
        dependencies: [{ name: 'zlib', features: ['a', { name: 'b', platform: 'windows' }] }],
      }),
      'accepted',
    ],
    [
      'dep-default-features-false',
      port({ dependencies: [{ name: 'zlib', 'default-features': false }] }),
      'accepted',
    ],
    [
      'dep-platform',
      port({ dependencies: [{ name: 'zlib', platform: 'windows & !uwp' }] }),
      'accepted',
    ],
    ['dep-vge', port({ dependencies: [{ name: 'zlib', 'version>=': '1.0' }] }), 'accepted'],
    ['dep-vge-pv', port({ dependencies: [{ name: 'zlib', 'version>=': '1.0#2' }] }), 'accepted'],
    [
      'dep-vge-any-text',
      port({ dependencies: [{ name: 'zlib', 'version>=': 'not a version' }] }),
      'accepted',
    ],
    ['dep-vge-empty', port({ dependencies: [{ name: 'zlib', 'version>=': '' }] }), 'accepted'],
    ['dep-dollar', port({ dependencies: [{ name: 'zlib', $c: 1 }] }), 'accepted'],
    ['dep-duplicate', port({ dependencies: ['zlib', 'zlib'] }), 'accepted'],
    ['dep-self', port({ dependencies: ['p'] }), 'accepted'],
    ['dep-upper', port({ dependencies: ['Zlib'] }), ['pattern@/dependencies/0']],
    ['dep-reserved', port({ dependencies: ['core'] }), ['not@/dependencies/0']],
    [
      'dep-host-string',
      port({ dependencies: [{ name: 'zlib', host: 'yes' }] }),
      ['type@/dependencies/0/host'],
    ],
    [
      'dep-features-core',
      port({ dependencies: [{ name: 'zlib', features: ['core'] }] }),
      ['not@/dependencies/0/features/0'],
    ],
    [
      'dep-features-default',
      port({ dependencies: [{ name: 'zlib', features: ['default'] }] }),
      ['not@/dependencies/0/features/0'],
    ],
    [
      'dep-features-upper',
      port({ dependencies: [{ name: 'zlib', features: ['A'] }] }),
      ['pattern@/dependencies/0/features/0'],
    ],
    [
      'dep-features-object-noname',
      port({ dependencies: [{ name: 'zlib', features: [{ platform: 'windows' }] }] }),
      ['required(name)@/dependencies/0/features/0'],
    ],
    [
      'dep-features-object-unknown',
      port({ dependencies: [{ name: 'zlib', features: [{ name: 'a', foo: 1 }] }] }),
      ['additionalProperties(foo)@/dependencies/0/features/0'],
    ],
    [
      'dep-features-string',
      port({ dependencies: [{ name: 'zlib', features: 'a' }] }),
      ['type@/dependencies/0/features'],
    ],
    [
      'dep-default-features-array',
      port({ dependencies: [{ name: 'zlib', 'default-features': ['a'] }] }),
      ['type@/dependencies/0/default-features'],
    ],
    [
      'dep-vge-number',
      port({ dependencies: [{ name: 'zlib', 'version>=': 1 }] }),
      ['type@/dependencies/0/version>='],
    ],
    [
      'dep-port-version',
      port({ dependencies: [{ name: 'zlib', 'version>=': '1.0', 'port-version': 1 }] }),
      ['additionalProperties(port-version)@/dependencies/0'],
    ],
    [
      'dep-version-eq',
      port({ dependencies: [{ name: 'zlib', 'version=': '1.0' }] }),
      ['additionalProperties(version=)@/dependencies/0'],
    ],
    [
      'dep-unknown',
      port({ dependencies: [{ name: 'zlib', foo: 1 }] }),
      ['additionalProperties(foo)@/dependencies/0'],
    ],
    ['dep-no-name', port({ dependencies: [{ host: true }] }), ['required(name)@/dependencies/0']],
    ['dep-number', port({ dependencies: [5] }), ['type@/dependencies/0']],
    ['dep-not-array', port({ dependencies: 'zlib' }), ['type@/dependencies']],
    ['dependencies-null', port({ dependencies: null }), ['type@/dependencies']],
  ])('%s', (id, data, expected) => {
    expect(verdict('port', data)).toEqual(expected);
    expect(recordedVerdict(id, data)).toBe(vcpkgVerdict(expected));
  });
});

describe('overrides: a name and exactly one version field, any text', () => {
  const oneOfFour = (at: string, missing: string[]) => [
    ...missing.map((field) => `required(${field})@${at}`),
    `oneOf@${at}`,
  ];

  it.each<Row>([
    ['ovr-version', port({ overrides: [{ name: 'zlib', version: '1.0' }] }), 'accepted'],
    ['ovr-any-text', port({ overrides: [{ name: 'zlib', version: 'not relaxed!' }] }), 'accepted'],
    ['ovr-string', port({ overrides: [{ name: 'zlib', 'version-string': 'x y' }] }), 'accepted'],
    [
      'ovr-semver-ok',
      port({ overrides: [{ name: 'zlib', 'version-semver': '1.2.3' }] }),
      'accepted',
    ],
    [
      'ovr-pv',
      port({ overrides: [{ name: 'zlib', version: '1.0', 'port-version': 2 }] }),
      'accepted',
    ],
    ['ovr-sharp-pv', port({ overrides: [{ name: 'zlib', version: '1.0#2' }] }), 'accepted'],
    ['ovr-empty-version', port({ overrides: [{ name: 'zlib', version: '' }] }), 'accepted'],
    ['ovr-dollar', port({ overrides: [{ name: 'zlib', version: '1', $c: 1 }] }), 'accepted'],
    [
      'ovr-unknown',
      port({ overrides: [{ name: 'zlib', version: '1', foo: 1 }] }),
      ['additionalProperties(foo)@/overrides/0'],
    ],
    ['ovr-no-name', port({ overrides: [{ version: '1' }] }), ['required(name)@/overrides/0']],
    [
      'ovr-bad-name',
      port({ overrides: [{ name: 'Zlib', version: '1' }] }),
      ['pattern@/overrides/0/name'],
    ],
    ['ovr-not-array', port({ overrides: {} }), ['type@/overrides']],
  ])('%s', (id, data, expected) => {
    expect(verdict('port', data)).toEqual(expected);
    expect(recordedVerdict(id, data)).toBe(vcpkgVerdict(expected));
  });

  it.each<[string, unknown, string[]]>([
    [
      'ovr-no-version',
      { name: 'zlib' },
      ['version', 'version-semver', 'version-date', 'version-string'],
    ],
    [
      'ovr-pv-only',
      { name: 'zlib', 'port-version': 1 },
      ['version', 'version-semver', 'version-date', 'version-string'],
    ],
    [
      'ovr-two-versions',
      { name: 'zlib', version: '1', 'version-string': '1' },
      ['version-semver', 'version-date'],
    ],
  ])('%s', (id, override, missing) => {
    const data = port({ overrides: [override] });
    expect(verdict('port', data)).toEqual(oneOfFour('/overrides/0', missing));
    expect(recordedVerdict(id, data)).toBe('rejected');
  });

  it('ovr-string-item: an item that is not an object is a type error (and fails the oneOf)', () => {
    const data = port({ overrides: ['zlib'] });
    expect(verdict('port', data)).toEqual(['oneOf@/overrides/0', 'type@/overrides/0']);
    expect(recordedVerdict('ovr-string-item', data)).toBe('rejected');
  });
});
