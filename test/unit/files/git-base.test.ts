/**
 * The database at `--base REF`, read with git from temporary repositories: what is read, what is
 * not (too large, a link), a registry below the repository's top, and the one line a REF that is
 * no commit gets. Hostile REFs are in test/hardening/git-base-refs.test.ts.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gitIn } from '../../support/git.js';
import { makeTempDir, makeTempTree } from '../../support/temp-dir.js';

// Every git process started, to count them: never one a file.
const started: string[][] = [];
const real = await import('node:child_process');
jest.unstable_mockModule('node:child_process', () => ({
  ...real,
  spawnSync: (...args: Parameters<typeof real.spawnSync>) => {
    started.push(args[1] as string[]);
    return (real.spawnSync as (...given: unknown[]) => unknown)(...args);
  },
}));
const { readBaseFiles, BaseReadError } = await import('../../../src/files/git-base.js');

const TREE = 'a'.repeat(40);
const versionsText = (version: string) =>
  `{\n  "versions": [\n    {\n      "git-tree": "${TREE}",\n      "version": "${version}"\n    }\n  ]\n}\n`;

/** A repository with a registry at `below` (or its top), committed once; its folders. */
function registry(below = '', ports = ['zlib', 'zstd']) {
  const files: Record<string, string> = {};
  for (const port of ports) {
    files[path.join(below, `ports/${port}/vcpkg.json`)] = `{"name": "${port}", "version": "1"}\n`;
    files[path.join(below, `versions/${port[0]}-/${port}.json`)] = versionsText('1');
  }
  files[path.join(below, 'versions/baseline.json')] = '{"default": {}}\n';
  files['README.md'] = 'not the registry\n';
  const top = makeTempTree('git-base', files);
  gitIn(top, 'init', '-q', '-b', 'master');
  gitIn(top, 'add', '-A');
  gitIn(top, 'commit', '-q', '-m', 'one');
  const root = path.join(top, below);
  return {
    top,
    root,
    folders: { ports: path.join(root, 'ports'), versions: path.join(root, 'versions') },
  };
}

/** What `run` threw. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected it to throw');
}

const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('utf8');

describe('readBaseFiles', () => {
  it('reads the versions files, the baseline and the port folders at REF, not the working tree', () => {
    const { top, folders } = registry();
    const first = gitIn(top, 'rev-parse', 'HEAD');
    // After REF: a port deleted, a version added, a port added; committed, and more uncommitted.
    rmSync(path.join(top, 'ports/zstd'), { recursive: true });
    writeFileSync(path.join(top, 'versions/z-/zlib.json'), versionsText('2'));
    gitIn(top, 'add', '-A');
    gitIn(top, 'commit', '-q', '-m', 'two');
    mkdirSync(path.join(top, 'ports/abc'));
    writeFileSync(path.join(top, 'versions/z-/zlib.json'), versionsText('3'));
    started.length = 0;
    const read = readBaseFiles(folders, first, 4096);
    expect(read.commit).toBe(first);
    expect(read.ports).toEqual(['zlib', 'zstd']);
    expect(read.versionsFiles.map((file) => [file.path, text(file.bytes)])).toEqual([
      ['versions/z-/zlib.json', versionsText('1')],
      ['versions/z-/zstd.json', versionsText('1')],
    ]);
    expect(read.baseline?.path).toBe('versions/baseline.json');
    expect(text(read.baseline?.bytes)).toBe('{"default": {}}\n');
    expect(read.notRead).toEqual([]);
    // A branch name works as well, and reads that commit.
    const head = readBaseFiles(folders, 'HEAD', 4096);
    expect(head.ports).toEqual(['zlib']);
    expect(text(head.versionsFiles[0]?.bytes)).toBe(versionsText('2'));
    // rev-parse, merge-base, two listings and one cat-file, whatever the number of files.
    const each = ['rev-parse', 'merge-base', 'ls-tree', 'ls-tree', 'cat-file'];
    expect(started.map((args) => args.find((arg) => !arg.startsWith('-')))).toEqual([
      ...each,
      ...each,
    ]);
  });

  it('starts five processes for a hundred versions files', () => {
    const names = Array.from({ length: 100 }, (_, i) => `port-${String(i).padStart(3, '0')}`);
    const { folders } = registry('', names);
    started.length = 0;
    const read = readBaseFiles(folders, 'HEAD', 4096);
    expect(read.versionsFiles).toHaveLength(100);
    expect(read.ports).toEqual(names);
    expect(started).toHaveLength(5);
  });

  it("reads REF's merge base with HEAD: a branch behind REF answers for its own changes only", () => {
    const { top, folders } = registry();
    const fork = gitIn(top, 'rev-parse', 'HEAD');
    gitIn(top, 'branch', 'feature');
    // REF publishes zlib 2 after the branch forked; the branch adds zstd 2.
    writeFileSync(path.join(top, 'versions/z-/zlib.json'), versionsText('2'));
    gitIn(top, 'commit', '-q', '-am', 'zlib 2');
    gitIn(top, 'checkout', '-q', 'feature');
    writeFileSync(path.join(top, 'versions/z-/zstd.json'), versionsText('2'));
    gitIn(top, 'commit', '-q', '-am', 'zstd 2');
    const read = readBaseFiles(folders, 'master', 4096);
    expect({ commit: read.commit, name: read.name }).toEqual({
      commit: fork,
      name: fork.slice(0, 12),
    });
    expect(read.versionsFiles.map((file) => text(file.bytes))).toEqual([
      versionsText('1'),
      versionsText('1'),
    ]);
    // REF an ancestor of HEAD: REF itself, by its name.
    expect(readBaseFiles(folders, fork, 4096)).toMatchObject({ commit: fork, name: fork });
    // No commit in common (an orphan branch here; a shallow clone in CI): one line, the fix.
    gitIn(top, 'checkout', '-q', '--orphan', 'alone');
    gitIn(top, 'commit', '-q', '-m', 'alone');
    expect(() => readBaseFiles(folders, 'master', 4096)).toThrow(
      new BaseReadError(
        `--base "master" and HEAD have no commit in common in the repository of ${folders.ports}: in a shallow clone fetch their history (fetch-depth: 0 in actions/checkout, or git fetch --unshallow)`,
      ),
    );
  });

  it('reads a registry below the repository top, and nothing beside it', () => {
    const { top, folders } = registry('sub dir/[reg]*');
    // Another registry beside it, whose files must not be read.
    mkdirSync(path.join(top, 'sub dir/other/versions/z-'), { recursive: true });
    writeFileSync(path.join(top, 'sub dir/other/versions/z-/zz.json'), versionsText('9'));
    gitIn(top, 'add', '-A');
    gitIn(top, 'commit', '-q', '-m', 'two');
    const read = readBaseFiles(folders, 'HEAD', 4096);
    expect(read.ports).toEqual(['zlib', 'zstd']);
    expect(read.versionsFiles.map((file) => file.path)).toEqual([
      'versions/z-/zlib.json',
      'versions/z-/zstd.json',
    ]);
    expect(read.baseline?.path).toBe('versions/baseline.json');
  });

  it('reads an empty database at a REF before the registry had one', () => {
    const top = makeTempTree('git-base', { 'README.md': 'x\n' });
    gitIn(top, 'init', '-q');
    gitIn(top, 'add', '-A');
    gitIn(top, 'commit', '-q', '-m', 'one');
    mkdirSync(path.join(top, 'ports/zlib'), { recursive: true });
    mkdirSync(path.join(top, 'versions'));
    const read = readBaseFiles(
      { ports: path.join(top, 'ports'), versions: path.join(top, 'versions') },
      'HEAD',
      4096,
    );
    expect(read).toMatchObject({ ports: [], versionsFiles: [], baseline: undefined, notRead: [] });
  });

  it('reports a file over the max file size and a link, and reads the rest', () => {
    const { top, folders } = registry();
    writeFileSync(path.join(top, 'versions/z-/zstd.json'), versionsText('1').repeat(40));
    symlinkSync('zlib.json', path.join(top, 'versions/z-/zz.json'));
    gitIn(top, 'add', '-A');
    gitIn(top, 'commit', '-q', '-m', 'two');
    const read = readBaseFiles(folders, 'HEAD', 4096);
    expect(read.versionsFiles.map((file) => file.path)).toEqual(['versions/z-/zlib.json']);
    expect(read.notRead).toEqual([
      {
        path: 'versions/z-/zstd.json',
        message:
          'versions/z-/zstd.json at "HEAD" is 4.6 KB, more than the max-file-size of 4 KB; it was not read',
      },
      {
        path: 'versions/z-/zz.json',
        message:
          'versions/z-/zz.json at "HEAD" is a symbolic link, which was not read: a versions file is a file',
      },
    ]);
  });

  it('follows the registry, not an inherited GIT_DIR or GIT_INDEX_FILE', () => {
    const { folders } = registry();
    const other = registry('', ['abc']);
    const kept = { dir: process.env.GIT_DIR, index: process.env.GIT_INDEX_FILE };
    process.env.GIT_DIR = path.join(other.top, '.git');
    process.env.GIT_INDEX_FILE = path.join(other.top, '.git/index');
    try {
      const read = readBaseFiles(folders, 'HEAD', 4096);
      expect(read.ports).toEqual(['zlib', 'zstd']);
    } finally {
      for (const [name, value] of [
        ['GIT_DIR', kept.dir],
        ['GIT_INDEX_FILE', kept.index],
      ] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
  });
});

describe('a REF that cannot be read is one line naming it and the fix', () => {
  it('an unknown REF', () => {
    const { folders } = registry();
    const error = thrown(() => readBaseFiles(folders, 'origin/nope', 4096));
    expect(error).toBeInstanceOf(BaseReadError);
    expect((error as Error).message).toBe(
      `--base "origin/nope" names no commit of the repository of ${folders.ports}: give a branch, tag or commit id it has; in a shallow clone fetch it first (git fetch origin origin/nope, or fetch-depth: 0 in actions/checkout)`,
    );
  });

  it('a REF a shallow clone lacks', () => {
    const { top } = registry();
    const first = gitIn(top, 'rev-parse', 'HEAD');
    writeFileSync(path.join(top, 'versions/z-/zlib.json'), versionsText('2'));
    gitIn(top, 'commit', '-q', '-am', 'two');
    const clone = path.join(makeTempDir('git-base-clone'), 'c');
    gitIn(top, 'clone', '-q', '--depth', '1', `file://${top}`, clone);
    const folders = { ports: path.join(clone, 'ports'), versions: path.join(clone, 'versions') };
    expect(() => readBaseFiles(folders, first, 4096)).toThrow(
      /^--base "[0-9a-f]{40}" names no commit of the repository of .*fetch-depth: 0/,
    );
    // The tip it has reads.
    expect(readBaseFiles(folders, 'HEAD', 4096).ports).toEqual(['zlib', 'zstd']);
  });

  it('a registry in no git repository', () => {
    const root = makeTempTree('git-base-none', {
      'ports/zlib/vcpkg.json': '{}',
      'versions/baseline.json': '{}',
    });
    const folders = { ports: path.join(root, 'ports'), versions: path.join(root, 'versions') };
    const kept = process.env.GIT_CEILING_DIRECTORIES;
    process.env.GIT_CEILING_DIRECTORIES = path.dirname(root);
    try {
      expect(() => readBaseFiles(folders, 'HEAD', 4096)).toThrow(
        new RegExp(
          `^--base "HEAD" needs the registry in a git repository, and ${folders.ports.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in none \\(git rev-parse: fatal: not a git repository`,
        ),
      );
    } finally {
      if (kept === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
      else process.env.GIT_CEILING_DIRECTORIES = kept;
    }
  });
});
