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
    ['/ports/zlib/vcpkg.json', 'port'],
    ['ports//vcpkg.json', 'project'],
    ['ports\\zlib/vcpkg.json', 'port'],
    ['/vcpkg.json', 'project'],
    ['zlib/vcpkg.json', 'project'],
    ['ports/zlib/vcpkg.json/', 'project'],
    ['a/ports/zlib/xvcpkg.json', 'project'],
  ])('%s is a %s manifest', (file, kind) => {
    expect(manifestKindAt(file)).toBe(kind);
  });

  it('reads every path as splitting it at each separator does', () => {
    const bySplitting = (file: string) => {
      const parts = file.split(/[\\/]/);
      const [folder, name, last] = parts.slice(-3);
      return parts.length >= 3 && folder === 'ports' && name !== '' && last === 'vcpkg.json'
        ? 'port'
        : 'project';
    };
    const pieces = ['ports', 'zlib', 'vcpkg.json', '', 'x'];
    let compared = 0;
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces)
          for (const d of pieces)
            for (const separators of ['///', '\\\\\\', '/\\/', '\\/\\']) {
              const [s1, s2, s3] = Array.from(separators) as [string, string, string];
              for (const file of [`${a}${s1}${b}${s2}${c}${s3}${d}`, `${b}${s2}${c}${s3}${d}`]) {
                expect(manifestKindAt(file)).toBe(bySplitting(file));
                compared++;
              }
            }
    expect(compared).toBeGreaterThan(4000);
  });
});
