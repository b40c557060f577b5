/**
 * Which files a directory search picks: `vcpkg.json` by default (the spec profile), and every name
 * it is told (`vcpkg-configuration.json` too, under the current profile), with the same safety.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findManifests, nothingFoundMessage } from '../../../src/files/find-manifests.js';
import { makeTempDir } from '../../support/temp-dir.js';

const BOTH = ['vcpkg.json', 'vcpkg-configuration.json'];

/** A tree with both names at the top, in a port, in node_modules, in .git and behind a link. */
function tree(): string {
  const root = makeTempDir('find-names');
  const files = [
    'vcpkg.json',
    'vcpkg-configuration.json',
    'other.json',
    'ports/a/vcpkg.json',
    'ports/b/vcpkg-configuration.json',
    'node_modules/x/vcpkg-configuration.json',
    'node_modules/vcpkg.json',
    '.git/vcpkg-configuration.json',
  ];
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '{}');
  }
  const outside = makeTempDir('find-names-outside');
  writeFileSync(path.join(outside, 'vcpkg-configuration.json'), '{}');
  symlinkSync(outside, path.join(root, 'linked'));
  return root;
}

describe('findManifests names', () => {
  it('finds only vcpkg.json when given no names, as the spec profile searches', () => {
    const root = tree();
    const found = findManifests([root]);
    expect(found.files.map((file) => path.relative(root, file.path))).toEqual([
      path.join('ports', 'a', 'vcpkg.json'),
      'vcpkg.json',
    ]);
    expect(found.unreadable.map(({ path: where, message }) => [where, message])).toEqual([
      [path.join(root, 'linked'), expect.any(String)],
      [
        path.join(root, 'node_modules'),
        'a node_modules folder is searched only when given as a PATH, and this one holds 1 vcpkg.json file (in it or in a folder directly in it); give it as a PATH to check it',
      ],
    ]);
  });

  it('finds vcpkg-configuration.json too when told both names, and keeps out of .git, node_modules and links', () => {
    const root = tree();
    const found = findManifests([root], { names: BOTH });
    expect(found.files.map((file) => path.relative(root, file.path))).toEqual([
      path.join('ports', 'a', 'vcpkg.json'),
      path.join('ports', 'b', 'vcpkg-configuration.json'),
      'vcpkg-configuration.json',
      'vcpkg.json',
    ]);
    for (const file of found.files) expect(file.root?.path).toBe(root);
    expect(found.unreadable.map(({ path: where, message }) => [where, message])).toEqual([
      [path.join(root, 'linked'), expect.any(String)],
      [
        path.join(root, 'node_modules'),
        'a node_modules folder is searched only when given as a PATH, and this one holds 2 vcpkg.json or vcpkg-configuration.json files (in it or in a folder directly in it); give it as a PATH to check them',
      ],
    ]);
  });

  it('takes a named file of either name, or of any other, as it is', () => {
    const root = tree();
    const named = ['vcpkg-configuration.json', 'other.json'].map((file) => path.join(root, file));
    expect(findManifests(named).files).toEqual(named.sort().map((file) => ({ path: file })));
    expect(findManifests(named, { names: BOTH }).files).toEqual(
      named.sort().map((file) => ({ path: file })),
    );
  });

  it('says which names it looked for when it found none', () => {
    const root = makeTempDir('find-names-none');
    writeFileSync(path.join(root, 'other.json'), '{}');
    const found = findManifests([root], { names: BOTH });
    expect(nothingFoundMessage(found, [root], BOTH)).toBe(
      `no vcpkg.json or vcpkg-configuration.json found in ${root}`,
    );
    expect(nothingFoundMessage(findManifests([root]), [root])).toBe(
      `no vcpkg.json found in ${root}`,
    );
  });

  it('finds a vcpkg-configuration.json only under the current names, not by default', () => {
    const root = makeTempDir('find-names-only-configuration');
    writeFileSync(path.join(root, 'vcpkg-configuration.json'), '{}');
    expect(findManifests([root]).files).toEqual([]);
    expect(findManifests([root], { names: BOTH }).files).toEqual([
      {
        path: path.join(root, 'vcpkg-configuration.json'),
        root: { path: root, name: `the directory ${root}` },
        listedAsFile: true,
      },
    ]);
  });
});
