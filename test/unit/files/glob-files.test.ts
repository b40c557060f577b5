/**
 * Finding files by glob below a workspace, splitting the sorted list into shards for a matrix of
 * jobs, and writing a file whole or not at all.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { globFiles } from '../../../src/files/glob-files.js';
import { globSelection, patternsNaming } from '../../../src/files/glob-selection.js';
import { selectShard } from '../../../src/files/shard.js';
import { streamToFile } from '../../../src/files/streamed-file.js';
import { makeTempDir } from '../../support/temp-dir.js';

const MANIFEST = '{ "name": "x", "version": "1.0" }\n';

/** A workspace with manifests at every depth, and places a search must not look. */
const WORKSPACE_FILES = [
  'vcpkg.json',
  'ports/a/vcpkg.json',
  'ports/b/vcpkg.json',
  'ports/c/vcpkg.json',
  'ports/c/README.md',
  'tools/deep/er/still/vcpkg.json',
  'vendor/lib/vcpkg.json',
  '.github/vcpkg.json',
  '.git/x/vcpkg.json',
  'node_modules/y/vcpkg.json',
  'ports/node_modules/z/vcpkg.json',
];

let root: string;

/** The two node_modules folders of the workspace, each holding one vcpkg.json that `**` finds. */
const SKIPPED_NODE_MODULES = ['node_modules', 'ports/node_modules'].map((folder) => ({
  path: folder,
  message: `a node_modules folder is searched only where a pattern names it, and this one holds 1 file the patterns match (in it or in a folder directly in it); name it in a pattern to check it (${folder}/…), or exclude it (!${folder}/**)`,
  skippedMatches: 1,
}));

beforeAll(async () => {
  root = makeTempDir('glob');
  for (const file of WORKSPACE_FILES) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), MANIFEST);
  }
  // A link to a directory with a manifest: following it would find ports/a's manifest twice.
  await symlink(path.join(root, 'ports/a'), path.join(root, 'linked'), 'dir');
});

describe('globFiles', () => {
  it('names the files it did not list as regular files: a link to a file is looked at before it is read', async () => {
    const linked = makeTempDir('glob-link');
    await writeFile(path.join(linked, 'real.json'), MANIFEST);
    await mkdir(path.join(linked, 'ports/x'), { recursive: true });
    await writeFile(path.join(linked, 'ports/x/vcpkg.json'), MANIFEST);
    await symlink(path.join(linked, 'real.json'), path.join(linked, 'vcpkg.json'));
    const found = globFiles(linked, ['**/vcpkg.json']);
    expect(found.files).toEqual(['ports/x/vcpkg.json', 'vcpkg.json']);
    expect(found.notRegular).toEqual(new Set(['vcpkg.json']));
  });

  it('finds every vcpkg.json, dot-directories too, but not in .git, node_modules or through a link', () => {
    expect(globFiles(root, ['**/vcpkg.json'])).toEqual({
      files: [
        '.github/vcpkg.json',
        'ports/a/vcpkg.json',
        'ports/b/vcpkg.json',
        'ports/c/vcpkg.json',
        'tools/deep/er/still/vcpkg.json',
        'vcpkg.json',
        'vendor/lib/vcpkg.json',
      ],
      unreadable: SKIPPED_NODE_MODULES,
      unmatched: [],
      notRegular: new Set(),
    });
  });

  it('leaves out what a `!` pattern excludes', () => {
    expect(globFiles(root, ['**/vcpkg.json', '!vendor/**', '!.github/*'])).toEqual({
      files: [
        'ports/a/vcpkg.json',
        'ports/b/vcpkg.json',
        'ports/c/vcpkg.json',
        'tools/deep/er/still/vcpkg.json',
        'vcpkg.json',
      ],
      unreadable: SKIPPED_NODE_MODULES,
      unmatched: [],
      notRegular: new Set(),
    });
  });

  it('takes the files of several include patterns once each', () => {
    expect(globFiles(root, ['vcpkg.json', 'ports/*/vcpkg.json', 'ports/a/*'])).toEqual({
      files: ['ports/a/vcpkg.json', 'ports/b/vcpkg.json', 'ports/c/vcpkg.json', 'vcpkg.json'],
      unreadable: [],
      unmatched: [],
      notRegular: new Set(),
    });
  });

  it('lists, as given, the include patterns that matched nothing', () => {
    expect(
      globFiles(root, ['ports/a/vcpkg.json', 'port/*/vcpkg.json', 'ports/*/vcpkg.jsn']),
    ).toEqual({
      files: ['ports/a/vcpkg.json'],
      unreadable: [],
      unmatched: ['port/*/vcpkg.json', 'ports/*/vcpkg.jsn'],
      notRegular: new Set(),
    });
  });

  it('does not take a link to a directory for a file, even where * matches its name', () => {
    expect(globFiles(root, ['*']).files).not.toContain('linked');
  });

  it('counts a pattern whose files are all excluded as matched: it is no typo', () => {
    expect(globFiles(root, ['ports/a/vcpkg.json', '!ports/**'])).toEqual({
      files: [],
      unreadable: [],
      unmatched: [],
      notRegular: new Set(),
    });
  });

  it('reads braces as alternatives, commas and all', () => {
    expect(globFiles(root, ['ports/{a,b}/vcpkg.json', '{vendor,tools}/**/vcpkg.json'])).toEqual({
      files: [
        'ports/a/vcpkg.json',
        'ports/b/vcpkg.json',
        'tools/deep/er/still/vcpkg.json',
        'vendor/lib/vcpkg.json',
      ],
      unreadable: [],
      unmatched: [],
      notRegular: new Set(),
    });
  });

  it('reports a root that does not exist as an unreadable "."', () => {
    expect(globFiles(path.join(root, 'missing'), ['**/vcpkg.json'])).toEqual({
      files: [],
      unreadable: [{ path: '.', message: 'cannot read the directory: no such file or directory' }],
      unmatched: ['**/vcpkg.json'],
      notRegular: new Set(),
    });
  });
});

describe('globSelection and the folders searches skip', () => {
  it('a pattern names node_modules by a segment of its own, never by a wildcard', () => {
    const named = (patterns: string[], directory: string) =>
      globSelection(patterns).namesDirectory(directory);
    expect(named(['overlay-ports/node_modules/*/vcpkg.json'], 'overlay-ports/node_modules')).toBe(
      true,
    );
    expect(named(['**/node_modules/**/vcpkg.json'], 'a/b/node_modules')).toBe(true);
    expect(named(['{ports,overlay}/node_modules/*/vcpkg.json'], 'overlay/node_modules')).toBe(true);
    expect(named(['overlay-ports/*/vcpkg.json'], 'overlay-ports/node_modules')).toBe(false);
    expect(named(['**/vcpkg.json'], 'node_modules')).toBe(false);
    // Named elsewhere, or excluded whole: not entered.
    expect(named(['ports/node_modules/*/vcpkg.json'], 'tools/node_modules')).toBe(false);
    expect(
      named(['**/node_modules/*/vcpkg.json', '!tools/node_modules/**'], 'tools/node_modules'),
    ).toBe(false);
  });

  it('lists the include patterns that name .git, as given', () => {
    expect(
      patternsNaming(['**/vcpkg.json', '.git/**', 'a/{b,.git}/c', '!**/.git/**', '.gi?/x'], '.git'),
    ).toEqual(['.git/**', 'a/{b,.git}/c']);
  });

  it('knows the names a selected file can have when no include ends in a wildcard', () => {
    expect(globSelection(['**/vcpkg.json', 'ports/{a,b}/x.json', '!y']).fileNames).toEqual([
      'vcpkg.json',
      'x.json',
    ]);
    expect(globSelection(['**/vcpkg.json', 'ports/*.json']).fileNames).toBeUndefined();
  });

  it('wouldSelect looks without counting a pattern as matched', () => {
    const selection = globSelection(['a/*', 'b/*', '!a/x']);
    expect([selection.wouldSelect('a/y'), selection.wouldSelect('a/x')]).toEqual([true, false]);
    expect(selection.unmatched()).toEqual(['a/*', 'b/*']);
  });
});

describe('selectShard', () => {
  it('splits into contiguous parts in order, the later ones larger', () => {
    const files = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect([1, 2, 3].map((index) => selectShard(files, { index, count: 3 }))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f', 'g'],
    ]);
  });

  it('gives an empty part when there are more shards than files', () => {
    expect([1, 2, 3].map((index) => selectShard(['a', 'b'], { index, count: 3 }))).toEqual([
      [],
      ['a'],
      ['b'],
    ]);
  });

  it('puts every file in exactly one shard, the sizes differing by at most 1, the same way each time', () => {
    for (let length = 0; length <= 20; length++) {
      const files = Array.from({ length }, (_, index) => `ports/${String(index).padStart(2, '0')}`);
      for (let count = 1; count <= 7; count++) {
        const shards = Array.from({ length: count }, (_, index) =>
          selectShard(files, { index: index + 1, count }),
        );
        const where = `${length} files in ${count} shards`;
        // In order and disjoint: concatenated, the shards are the list itself.
        expect({ where, files: shards.flat() }).toEqual({ where, files });
        const sizes = shards.map((shard) => shard.length);
        expect({ where, spread: Math.max(...sizes) - Math.min(...sizes) <= 1 }).toEqual({
          where,
          spread: true,
        });
        const again = Array.from({ length: count }, (_, index) =>
          selectShard([...files], { index: index + 1, count }),
        );
        expect({ where, shards: again }).toEqual({ where, shards });
      }
    }
  });
});

/** Writes a whole file as the Action writes its reports. */
function writeWhole(file: string, text: string): void {
  const streamed = streamToFile(file);
  streamed.write(text);
  streamed.commit();
}

describe('streamToFile', () => {
  it('creates the missing directories', async () => {
    const file = path.join(root, 'out/reports/deep/result.sarif');
    writeWhole(file, '{"version":"2.1.0"}\n');
    expect(await readFile(file, 'utf8')).toBe('{"version":"2.1.0"}\n');
    expect(await readdir(path.dirname(file))).toEqual(['result.sarif']);
  });

  it('replaces an existing file and leaves no temporary file beside it', async () => {
    const directory = path.join(root, 'replaced');
    await mkdir(directory);
    const file = path.join(directory, 'report.json');
    await writeFile(file, 'an old report that is longer than the new one\n');
    writeWhole(file, '{}\n');
    expect(await readFile(file, 'utf8')).toBe('{}\n');
    expect(await readdir(directory)).toEqual(['report.json']);
  });

  it('puts nothing in place when abandoned, and keeps what was there', async () => {
    const directory = path.join(root, 'abandoned');
    await mkdir(directory);
    const file = path.join(directory, 'report.json');
    await writeFile(file, '{"old": true}\n');
    const streamed = streamToFile(file);
    streamed.write('{"files": [');
    streamed.abandon();
    expect(await readFile(file, 'utf8')).toBe('{"old": true}\n');
    expect(await readdir(directory)).toEqual(['report.json']);
  });

  it('fails, and leaves no temporary file, when the path is a directory', async () => {
    const directory = path.join(root, 'occupied');
    await mkdir(path.join(directory, 'report.json'), { recursive: true });
    expect(() => writeWhole(path.join(directory, 'report.json'), '{}\n')).toThrow(
      /EISDIR|ENOTEMPTY|EEXIST|EPERM/,
    );
    expect(await readdir(directory)).toEqual(['report.json']);
  });
});
