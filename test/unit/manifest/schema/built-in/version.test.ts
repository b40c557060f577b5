/**
 * The version rule, the pattern of each version field, and port-version wherever it is allowed.
 * Each rule is shown from both sides, with the problems the validator reports (see
 * support/manifests.ts for the helpers).
 */
import { describe, expect, it } from '@jest/globals';
import { ACCEPTED, check, manifest, messages, outcome } from '../../../../support/manifests.js';

describe('the version rule', () => {
  const VERSION_MESSAGE = 'exactly one of version, version-string, version-semver, version-date';

  it.each([
    ['version', '1.2.3'],
    ['version-string', 'vista-sp2'],
    ['version-semver', '1.2.3'],
    ['version-date', '2020-12-01'],
  ])('%s alone is accepted', (field, value) => {
    expect(check({ name: 'zlib', [field]: value })).toEqual(ACCEPTED);
  });

  it('no version field is one version-one-of error on the root', () => {
    expect(check({ name: 'zlib' })).toEqual({
      valid: false,
      problems: [
        expect.objectContaining({
          severity: 'error',
          rule: 'version-one-of',
          pointer: '',
          found: [],
          message: `${VERSION_MESSAGE} is required; none found`,
        }),
      ],
    });
  });

  it('two version fields are one error, pointing at the second', () => {
    const m = { name: 'zlib', version: '1.2.3', 'version-semver': '1.2.3' };
    expect(check(m).problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        rule: 'version-one-of',
        pointer: '/version-semver',
        found: ['version', 'version-semver'],
        message: `${VERSION_MESSAGE} is required; found version and version-semver`,
      }),
    ]);
    expect(check(m).valid).toBe(false);
  });

  it('three version fields are one error that names all three', () => {
    const m = {
      name: 'zlib',
      version: '1.2.3',
      'version-semver': '1.2.3',
      'version-date': '2020-12-01',
    };
    expect(messages(m)).toEqual([
      [
        'version-one-of',
        '/version-semver',
        `${VERSION_MESSAGE} is required; found version, version-semver and version-date`,
      ],
    ]);
  });

  it('a missing name and a missing version are two problems', () => {
    expect(outcome({})).toEqual({
      valid: false,
      problems: [
        ['error', 'version-one-of', ''],
        ['error', 'required', ''],
      ],
    });
  });

  it.each([
    ['version', '1'],
    ['version', '1.2.3.4'],
    ['version', '2020.10.0'],
    ['version-semver', '1.2.3'],
    ['version-semver', '1.2.3-rc.1'],
    ['version-semver', '1.2.3+build'],
    ['version-semver', '1.2.3-rc.1+build.5'],
    ['version-date', '2020-12-01'],
    ['version-date', '2020-12-01.1.2'],
    ['version-string', '1.0 beta'],
    ['version-string', 'vista'],
    ['version-string', ' '],
    ['version-string', '1.0\n2'],
  ])('%s %j matches its pattern', (field, value) => {
    expect(check({ name: 'zlib', [field]: value })).toEqual(ACCEPTED);
  });

  it.each([
    [
      'version',
      '1.2a',
      String.raw`"1.2a" is not a relaxed version: dot-separated numbers such as 1.2.10 (pattern ^\d+(\.\d+)*$)`,
    ],
    [
      'version',
      '1.',
      String.raw`"1." is not a relaxed version: dot-separated numbers such as 1.2.10 (pattern ^\d+(\.\d+)*$)`,
    ],
    [
      'version-semver',
      '1.2',
      String.raw`"1.2" is not a semantic version such as 1.2.3 or 1.2.3-rc.1 (pattern ^\d+\.\d+\.\d+([+-].+)?$)`,
    ],
    [
      'version-semver',
      '1.2.3-',
      String.raw`"1.2.3-" is not a semantic version such as 1.2.3 or 1.2.3-rc.1 (pattern ^\d+\.\d+\.\d+([+-].+)?$)`,
    ],
    [
      'version-date',
      '2020-12-1',
      String.raw`"2020-12-1" is not a date version such as 2020-12-01 or 2020-12-01.2 (pattern ^\d{4}-\d{2}-\d{2}(\.\d+)*$)`,
    ],
    [
      'version-string',
      '1#2',
      `"1#2" is not a version string: not empty, and no '#' (pattern ^[^#]+$)`,
    ],
    ['version-string', '', `"" is not a version string: not empty, and no '#' (pattern ^[^#]+$)`],
  ])('%s %j does not match its pattern', (field, value, message) => {
    const { valid, problems } = check({ name: 'zlib', [field]: value });
    expect(valid).toBe(false);
    expect(problems.map((p) => [p.severity, p.rule, p.pointer, p.message])).toEqual([
      ['error', 'pattern', `/${field}`, message],
    ]);
  });

  it.each(['version', 'version-string', 'version-semver', 'version-date'])(
    '%s must be a string',
    (field) => {
      expect(messages({ name: 'zlib', [field]: 1 })).toEqual([
        ['type', `/${field}`, 'expected a string; found number 1'],
      ]);
    },
  );
});

describe.each([
  ['the manifest', (value: unknown) => manifest({ 'port-version': value }), '/port-version'],
  [
    'a dependency object',
    (value: unknown) => manifest({ dependencies: [{ name: 'zlib', 'port-version': value }] }),
    '/dependencies/0/port-version',
  ],
  [
    'an override',
    (value: unknown) =>
      manifest({ overrides: [{ name: 'zlib', version: '1.2.13', 'port-version': value }] }),
    '/overrides/0/port-version',
  ],
])('port-version on %s', (_place, build, pointer) => {
  it.each([0, 5])('%j is accepted', (value) => {
    expect(check(build(value))).toEqual(ACCEPTED);
  });

  it('-1 is below the minimum of 0', () => {
    expect(messages(build(-1))).toEqual([['minimum', pointer, 'expected a number >= 0; found -1']]);
  });

  it.each([
    [1.5, 'expected an integer; found number 1.5'],
    ['1', 'expected an integer; found string "1"'],
  ])('%j is not an integer', (value, message) => {
    const { valid, problems } = check(build(value));
    expect(valid).toBe(false);
    expect(problems.map((p) => [p.severity, p.rule, p.pointer, p.message])).toEqual([
      ['error', 'type', pointer, message],
    ]);
  });
});
