/** The built-in profiles, and how a manifest's place says whether vcpkg reads it as a port's. */
import { describe, expect, it } from '@jest/globals';
import { isProfile, PROFILES } from '../../../src/manifest/profiles.js';
import { manifestKindAt } from '../../../src/manifest/manifest-kind.js';

describe('the profiles', () => {
  it('are the spec (the default) and today’s vcpkg', () => {
    expect(PROFILES).toEqual(['spec', 'current']);
    expect(['spec', 'current', 'Current', '', 'latest'].map(isProfile)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('manifestKindAt', () => {
  it.each([
    ['ports/zlib/vcpkg.json', 'port'],
    ['/home/u/vcpkg/ports/zlib/vcpkg.json', 'port'],
    ['C:\\vcpkg\\ports\\zlib\\vcpkg.json', 'port'],
    ['overlay/ports/my-lib/vcpkg.json', 'port'],
    ['vcpkg.json', 'project'],
    ['ports/vcpkg.json', 'project'],
    ['ports/zlib/sub/vcpkg.json', 'project'],
    ['myports/zlib/vcpkg.json', 'project'],
    ['ports/zlib/vcpkg-configuration.json', 'project'],
    ['app/vcpkg.json', 'project'],
  ])('%s is a %s manifest', (file, kind) => {
    expect(manifestKindAt(file)).toBe(kind);
  });
});
