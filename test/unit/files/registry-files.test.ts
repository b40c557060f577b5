/**
 * How the versions command reads a registry: every port folder with its vcpkg.json, every JSON
 * file below versions/, the baseline apart; links and oversized files reported, never followed.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import {
  readRegistry,
  RegistryFolderError,
  type RegistryRead,
} from '../../../src/files/registry-files.js';
import { makeTempDir, makeTempTree } from '../../support/temp-dir.js';

const LIMIT = 4 * 1024 * 1024;

function foldersOf(root: string) {
  return { root, ports: path.join(root, 'ports'), versions: path.join(root, 'versions') };
}

/** What a read holds, without the bytes: names, layout paths and reasons. */
function shape(read: RegistryRead) {
  return {
    ports: read.ports.map((port) => [port.name, port.manifest?.path]),
    versionsFiles: read.versionsFiles.map((file) => file.path),
    baseline: read.baseline?.path,
    notRead: read.notRead.map((file) => [path.basename(file.shownAs), file.kind]),
  };
}

describe('readRegistry', () => {
  it('reads the ports, the versions files and the baseline, in code-unit order', () => {
    const root = makeTempTree('registry', {
      'ports/zlib/vcpkg.json': '{}',
      'ports/Zeta/vcpkg.json': '{}',
      'ports/fmt/vcpkg.json': '{}',
      'ports/fmt/portfile.cmake': '',
      'versions/baseline.json': '{"default":{}}',
      'versions/z-/zlib.json': '{}',
      'versions/f-/fmt.json': '{}',
      'versions/f-/README.md': 'not json',
    });
    mkdirSync(path.join(root, 'ports', 'empty'));
    const read = readRegistry(foldersOf(root), LIMIT);
    expect(shape(read)).toEqual({
      ports: [
        ['Zeta', 'ports/Zeta/vcpkg.json'],
        ['empty', undefined],
        ['fmt', 'ports/fmt/vcpkg.json'],
        ['zlib', 'ports/zlib/vcpkg.json'],
      ],
      versionsFiles: ['versions/f-/fmt.json', 'versions/z-/zlib.json'],
      baseline: 'versions/baseline.json',
      notRead: [],
    });
    expect(read.ports[2]?.manifest?.shownAs).toBe(path.join(root, 'ports/fmt/vcpkg.json'));
    expect(new TextDecoder().decode(read.baseline?.bytes)).toBe('{"default":{}}');
  });

  it('takes a baseline.json below a letter folder for a versions file, not the baseline', () => {
    const root = makeTempTree('registry-baseline', {
      'ports/.keep': '',
      'versions/b-/baseline.json': '{}',
    });
    const read = readRegistry(foldersOf(root), LIMIT);
    expect(read.baseline).toBeUndefined();
    expect(read.versionsFiles.map((file) => file.path)).toEqual(['versions/b-/baseline.json']);
  });

  it('reports links below the folders and does not follow them', () => {
    const outside = makeTempTree('registry-outside', { 'secret.json': '{"token":"x"}' });
    const root = makeTempTree('registry-links', {
      'ports/zlib/.keep': '',
      'versions/baseline.json': '{}',
    });
    symlinkSync(path.join(outside, 'secret.json'), path.join(root, 'ports/zlib/vcpkg.json'));
    symlinkSync(outside, path.join(root, 'ports/evil'));
    mkdirSync(path.join(root, 'versions/z-'));
    symlinkSync(path.join(outside, 'secret.json'), path.join(root, 'versions/z-/zlib.json'));
    const read = readRegistry(foldersOf(root), LIMIT);
    expect(shape(read)).toEqual({
      ports: [['zlib', undefined]],
      versionsFiles: [],
      baseline: 'versions/baseline.json',
      notRead: [
        ['evil', 'link'],
        ['vcpkg.json', 'link'],
        ['zlib.json', 'link'],
      ],
    });
    expect(read.notRead[0]?.message).toBe(
      "ports/evil is a symbolic link, which was not followed: a registry's ports and database are read as git commits them",
    );
  });

  it('reports a file over the limit, unread', () => {
    const root = makeTempTree('registry-large', {
      'ports/zlib/vcpkg.json': '{}',
      'versions/z-/zlib.json': `{"versions":[${'1,'.repeat(100)}1]}`,
    });
    const read = readRegistry(foldersOf(root), 100);
    expect(shape(read).notRead).toEqual([['zlib.json', 'too-large']]);
    expect(read.notRead[0]?.message).toMatch(
      /^versions\/z-\/zlib\.json is .*, more than the max-file-size of 100 bytes; it was not read$/,
    );
  });

  it('reports folders nested past the versions layout, unsearched', () => {
    const root = makeTempTree('registry-deep', {
      'ports/.keep': '',
      'versions/a/b/c/d/e.json': '{}',
      'versions/a/b/c/f.json': '{}',
    });
    const read = readRegistry(foldersOf(root), LIMIT);
    expect(shape(read)).toMatchObject({
      versionsFiles: ['versions/a/b/c/f.json'],
      notRead: [['d', 'unreadable']],
    });
  });

  it.each(['ports', 'versions'])('refuses a registry without its %s folder', (missing) => {
    const root = makeTempDir('registry-missing');
    mkdirSync(path.join(root, missing === 'ports' ? 'versions' : 'ports'));
    expect(() => readRegistry(foldersOf(root), LIMIT)).toThrow(RegistryFolderError);
    expect(() => readRegistry(foldersOf(root), LIMIT)).toThrow(
      `cannot list the ${missing} folder ${path.join(root, missing)}: no such file or directory; expected a registry's ${missing} folder`,
    );
  });
});
