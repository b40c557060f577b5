/**
 * Dependencies, dev-dependencies and the dependencies of a feature: strings, objects and their
 * fields.
 * Each rule is shown from both sides, with the problems the validator reports (see
 * support/manifests.ts for the helpers).
 */
import { describe, expect, it } from '@jest/globals';
import {
  ACCEPTED,
  STRICT,
  check,
  manifest,
  messages,
  outcome,
} from '../../../../support/manifests.js';

describe.each([
  ['dependencies', (list: unknown[]) => manifest({ dependencies: list }), '/dependencies'],
  [
    'dev-dependencies',
    (list: unknown[]) => manifest({ 'dev-dependencies': list }),
    '/dev-dependencies',
  ],
  [
    "a feature's dependencies",
    (list: unknown[]) =>
      manifest({ features: [{ name: 'tools', description: 'Tools', dependencies: list }] }),
    '/features/0/dependencies',
  ],
])('%s', (_list, build, at) => {
  it('a package-name string is a dependency', () => {
    expect(check(build(['zlib', 'boost.asio', 'qt5-base']))).toEqual(ACCEPTED);
  });

  it('a string that is not a package name is rejected', () => {
    expect(outcome(build(['zlib', 'Zlib', 'a.con']))).toEqual({
      valid: false,
      problems: [
        ['error', 'pattern', `${at}/1`],
        ['error', 'reserved-name', `${at}/2`],
      ],
    });
  });

  it('an object with every allowed field is a dependency', () => {
    const dependency = {
      name: 'curl',
      features: ['ssl', 'http2'],
      'default-features': false,
      platform: 'windows & !uwp',
      'version>=': '7.74.0',
      'port-version': 2,
      $comment: 'any $ key, any value',
    };
    expect(check(build([dependency, { name: 'zlib' }]))).toEqual(ACCEPTED);
  });

  it('an object without name is rejected, pointing at the object', () => {
    expect(messages(build([{ features: ['ssl'] }]))).toEqual([
      ['required', `${at}/0`, 'missing required property "name"'],
    ]);
  });

  it('an object with an unknown key is rejected; version is not a dependency field', () => {
    expect(messages(build([{ name: 'zlib', version: '1.2.13' }]))).toEqual([
      [
        'additional-property',
        `${at}/0/version`,
        'unknown property "version"; expected one of name, features, default-features, platform, version>=, port-version or a key starting with "$"',
      ],
    ]);
  });

  it('the name of an object is a package name', () => {
    expect(outcome(build([{ name: 'boost.asio' }, { name: 'Boost' }, { name: 42 }]))).toEqual({
      valid: false,
      problems: [
        ['error', 'pattern', `${at}/1/name`],
        ['error', 'type', `${at}/2/name`],
      ],
    });
  });

  it('a number is exactly one type problem', () => {
    const { valid, problems } = check(build([42]));
    expect(valid).toBe(false);
    expect(problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        rule: 'type',
        pointer: `${at}/0`,
        expected: ['string', 'object'],
        found: 'number 42',
        message: 'expected a string or an object; found number 42',
      }),
    ]);
  });

  it.each([
    [true, 'boolean true'],
    [null, 'null'],
    [[], 'an array'],
  ])('%j is neither a string nor an object', (value, found) => {
    expect(messages(build([value]))).toEqual([
      ['type', `${at}/0`, `expected a string or an object; found ${found}`],
    ]);
  });

  it.each([true, false])('default-features %j is a boolean', (value) => {
    expect(check(build([{ name: 'curl', 'default-features': value }]))).toEqual(ACCEPTED);
  });

  it('default-features "false" is a string, not a boolean', () => {
    expect(messages(build([{ name: 'curl', 'default-features': 'false' }]))).toEqual([
      ['type', `${at}/0/default-features`, 'expected a boolean; found string "false"'],
    ]);
  });

  it('features must be an array', () => {
    expect(outcome(build([{ name: 'curl', features: 'ssl' }]))).toEqual({
      valid: false,
      problems: [['error', 'type', `${at}/0/features`]],
    });
  });

  it.each(['1.2.3', '1#', '#1', 'a#b#'])(
    'version>= %j has a character other than "#" (the pattern [^#]+ is unanchored)',
    (minimum) => {
      expect(check(build([{ name: 'zlib', 'version>=': minimum }]))).toEqual(ACCEPTED);
    },
  );

  it.each(['#', '##', ''])('version>= %j has no character other than "#"', (minimum) => {
    expect(messages(build([{ name: 'zlib', 'version>=': minimum }]))).toEqual([
      [
        'pattern',
        `${at}/0/version>=`,
        `${JSON.stringify(minimum)} is not a version: at least one character other than '#' (pattern [^#]+)`,
      ],
    ]);
  });

  it('a valid platform expression is accepted', () => {
    expect(check(build([{ name: 'zlib', platform: '!windows | mingw' }]))).toEqual(ACCEPTED);
  });

  it('an invalid platform expression is a warning by default', () => {
    expect(outcome(build([{ name: 'zlib', platform: 'windows &&' }]))).toEqual({
      valid: true,
      problems: [['warning', 'platform-expression', `${at}/0/platform`]],
    });
  });

  it('an invalid platform expression is an error under --strict', () => {
    expect(outcome(build([{ name: 'zlib', platform: 'windows &&' }]), STRICT)).toEqual({
      valid: false,
      problems: [['error', 'platform-expression', `${at}/0/platform`]],
    });
  });

  it('platform must be a string', () => {
    expect(outcome(build([{ name: 'zlib', platform: 1 }]))).toEqual({
      valid: false,
      problems: [['error', 'type', `${at}/0/platform`]],
    });
  });
});

describe('dependencies lists', () => {
  it.each(['dependencies', 'dev-dependencies'])('%s must be an array', (field) => {
    expect(messages(manifest({ [field]: { name: 'zlib' } }))).toEqual([
      ['type', `/${field}`, 'expected an array; found an object'],
    ]);
  });
});
