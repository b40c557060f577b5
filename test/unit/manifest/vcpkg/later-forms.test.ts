/**
 * laterFormOf: the forms of today's vcpkg that the December 2020 spec does not know, found in a
 * parsed manifest; validateManifest returns the first under the spec profile's built-in schema only.
 */
import { describe, expect, it } from '@jest/globals';
import { laterFormOf, VCPKG_TOOL_SCHEMA_URL } from '../../../../src/manifest/vcpkg/later-forms.js';
import { validateManifest } from '../../../../src/manifest/validate.js';
import { compileSchema } from '../../../../src/manifest/schema/user-schema.js';

const SPEC_MANIFEST = {
  name: 'zlib',
  version: '1.3',
  license: 'Zlib',
  dependencies: ['a', { name: 'b', features: ['x'] }],
  features: [{ name: 'x', description: 'x', dependencies: [{ name: 'c' }] }],
};

describe('laterFormOf', () => {
  it.each([
    ['vcpkg-tool-schema', { $schema: VCPKG_TOOL_SCHEMA_URL, name: 'a' }],
    ['vcpkg-tool-schema', { $schema: `${VCPKG_TOOL_SCHEMA_URL}#`, name: 'a' }],
    ['no-name', { version: '1.0' }],
    ['builtin-baseline', { name: 'a', 'builtin-baseline': 'x' }],
    ['license-null', { name: 'a', license: null }],
    ['features-by-name', { name: 'a', features: {} }],
    ['host', { name: 'a', dependencies: [{ name: 'b', host: true }] }],
    ['host', { name: 'a', dependencies: [{ name: 'b', host: false }] }],
    ['host', { name: 'a', features: [{ name: 'f', dependencies: [{ name: 'b', host: true }] }] }],
  ])('finds %s', (form, data) => {
    expect(laterFormOf(data)).toBe(form);
  });

  it('finds none in a manifest the spec knows, nor in what is not an object', () => {
    expect(laterFormOf(SPEC_MANIFEST)).toBeUndefined();
    expect(
      laterFormOf({
        name: 'a',
        $schema:
          'https://raw.githubusercontent.com/microsoft/vcpkg/master/scripts/vcpkg.schema.json',
      }),
    ).toBeUndefined();
    for (const data of [null, [], 'x', 1, [{ host: true }]])
      expect(laterFormOf(data)).toBeUndefined();
  });
});

describe('validateManifest and later forms', () => {
  const LATER = '{ "name": "a", "version": "1", "license": null }';

  it('returns the form under the default spec profile, and none for a spec manifest', () => {
    expect(validateManifest(LATER).laterForm).toBe('license-null');
    expect(validateManifest('{ "version": "1" }').laterForm).toBe('no-name');
    expect(validateManifest(JSON.stringify(SPEC_MANIFEST))).toEqual({ valid: true, problems: [] });
  });

  it('returns none under the current profile, nor under a user schema', () => {
    expect(validateManifest(LATER, { profile: 'current' })).toEqual({ valid: true, problems: [] });
    const compiled = compileSchema('{ "type": "object" }', 'user.json');
    if (!compiled.ok) throw new Error(compiled.message);
    expect(validateManifest(LATER, { schema: compiled.schema })).toEqual({
      valid: true,
      problems: [],
    });
  });
});
