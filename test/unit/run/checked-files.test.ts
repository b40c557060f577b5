/** Which file is read with which: the pairs that `changed-only` and the hook select together. */
import { describe, expect, it } from '@jest/globals';
import { readWith } from '../../../src/run/checked-files.js';

describe('readWith', () => {
  it('pairs a manifest with the configuration beside it under current, in the folder as written', () => {
    expect(readWith('app/vcpkg.json', 'current')).toBe('app/vcpkg-configuration.json');
    expect(readWith('app/vcpkg-configuration.json', 'current')).toBe('app/vcpkg.json');
    expect(readWith('vcpkg.json', 'current')).toBe('vcpkg-configuration.json');
    // A manifest named otherwise is still read with the configuration in its folder.
    expect(readWith('./a/b/mine.json', 'current')).toBe('./a/b/vcpkg-configuration.json');
  });

  it('pairs them under spec too, which checks configurations as vcpkg reads them', () => {
    expect(readWith('app/vcpkg.json', 'spec')).toBe('app/vcpkg-configuration.json');
    expect(readWith('app/vcpkg-configuration.json', 'spec')).toBe('app/vcpkg.json');
  });
});
