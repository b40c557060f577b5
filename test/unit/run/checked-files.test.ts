/** Which file is read with which: the pairs that `changed-only` and the hook select together. */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readWith, versionDatabaseFile } from '../../../src/run/checked-files.js';
import { cliIn } from '../../support/run-cli.js';
import { makeTempDir } from '../../support/temp-dir.js';

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

describe('versionDatabaseFile', () => {
  it("names a registry's version database files, as vcpkg lays them out, and nothing else", () => {
    expect(versionDatabaseFile('versions/baseline.json')).toBe('versions/baseline.json');
    expect(versionDatabaseFile('./reg/versions/baseline.json')).toBe('versions/baseline.json');
    expect(versionDatabaseFile('versions/z-/zlib.json')).toBe('versions/z-/zlib.json');
    expect(versionDatabaseFile('C:\\reg\\versions\\z-\\zlib.json')).toBe('versions/z-/zlib.json');
    for (const other of [
      'baseline.json',
      'ports/zlib/vcpkg.json',
      'versions/vcpkg.json',
      'versions/zz/zlib.json',
      'versions/z-/zlib.txt',
    ])
      expect(versionDatabaseFile(other)).toBeUndefined();
  });

  it('is reported as not a manifest when named, not judged as one', async () => {
    const root = makeTempDir('version-database');
    mkdirSync(path.join(root, 'versions'));
    writeFileSync(path.join(root, 'versions', 'baseline.json'), '{"default": {}}\n');
    const run = await cliIn(root, ['versions/baseline.json']);
    expect(run.stdout).toBe(
      'versions/baseline.json:1:1: error: not a manifest: a version database file (versions/baseline.json); check it with its registry: manifest-check versions [file]\n' +
        '1 file checked: 0 valid, 1 invalid; 1 error, 0 warnings\n',
    );
    expect(run.status).toBe(1);
  });
});
