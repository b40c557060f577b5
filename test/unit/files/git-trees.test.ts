/**
 * The tree ids of a registry's ports, asked of real git in temporary repositories: equal to what
 * `git add -A && git write-tree` commits in a scratch copy of the same repository (and, where
 * ../shared holds it, to the `git-tree` the real `vcpkg x-add-version --all` writes), with the
 * user's index left as it was; and the port manifests that trees hold, for `--deep`.
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  MAX_TREE_MANIFEST_SIZE,
  portTreeIds,
  readTreeManifests,
} from '../../../src/files/git-trees.js';
import { gitIn } from '../../support/git.js';
import { makeTempDir } from '../../support/temp-dir.js';
import { VCPKG_ORACLE } from '../../support/vcpkg-oracle.js';

/** `files` (path → text) written below `directory`, parents made. */
function write(directory: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    writeFileSync(path.join(directory, name), text);
  }
}

/** A new repository holding `files`, committed. */
function committedRepository(files: Record<string, string>): string {
  const repository = makeTempDir('git-trees');
  gitIn(repository, 'init', '-q');
  write(repository, files);
  gitIn(repository, 'add', '-A');
  gitIn(repository, 'commit', '-q', '-m', 'ports');
  return repository;
}

/** Folder name → tree id of `git ls-tree -z <tree>:<folder>`, trees only. */
function treesOf(repository: string, treeish: string): Map<string, string> {
  const listing = gitBytes(repository, 'ls-tree', '-z', treeish);
  const trees = new Map<string, string>();
  for (const entry of listing.toString('latin1').split('\0').slice(0, -1)) {
    const tab = entry.indexOf('\t');
    const [, type, id = ''] = entry.slice(0, tab).split(' ');
    const name = entry.slice(tab + 1);
    if (type === 'tree') trees.set(Buffer.from(name, 'latin1').toString('utf8'), id);
  }
  return trees;
}

function gitBytes(cwd: string, ...args: string[]): Buffer {
  return execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * What git commits for `ports` (relative to the top) when all of the working tree is added, in
 * a scratch copy of the repository: the ids portTreeIds must give.
 */
function committedIds(repository: string, ports: string): Map<string, string> {
  const scratch = path.join(makeTempDir('git-trees-scratch'), 'copy');
  cpSync(repository, scratch, { recursive: true, verbatimSymlinks: true });
  gitIn(scratch, '-c', 'core.autocrlf=false', 'add', '-A');
  const tree = gitIn(scratch, 'write-tree');
  return ports === '' ? treesOf(scratch, tree) : treesOf(scratch, `${tree}:${ports}`);
}

async function ids(root: string, ports: string): Promise<Map<string, string>> {
  const result = await portTreeIds(root, ports);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** A registry with every kind of change git sees, committed first, then edited. */
function editedRegistry(): string {
  const repository = committedRepository({
    '.gitignore': '*.log\n',
    'ports/kept/vcpkg.json': '{ "name": "kept", "version": "1" }\n',
    'ports/edited/vcpkg.json': '{ "name": "edited", "version": "1" }\n',
    'ports/shrunk/vcpkg.json': '{ "name": "shrunk", "version": "1" }\n',
    'ports/shrunk/gone.cmake': 'message("gone")\n',
    'ports/logged/vcpkg.json': '{ "name": "logged", "version": "1" }\n',
    'README.md': '# registry\n',
  });
  write(repository, {
    'ports/logged/tracked.log': 'tracked before it was ignored\n',
    'ports/edited/vcpkg.json': '{ "name": "edited", "version": "2" }\n',
    'ports/new/vcpkg.json': '{ "name": "new", "version": "1" }\n',
    'ports/new/ignored.log': 'never added\n',
    'ports/tool/vcpkg.json': '{ "name": "tool", "version": "1" }\n',
    'ports/tool/run.sh': '#!/bin/sh\n',
    'ports/linked/vcpkg.json': '{ "name": "linked", "version": "1" }\n',
    'ports/crlf/.gitattributes': '* text=auto\n',
    'ports/crlf/vcpkg.json': '{\r\n  "name": "crlf",\r\n  "version": "1"\r\n}\r\n',
    'ports/ignored-only/only.log': 'all ignored\n',
    'ports/NOTES.txt': 'a file, not a port\n',
  });
  gitIn(repository, 'add', '-f', 'ports/logged/tracked.log');
  gitIn(repository, 'commit', '-q', '-m', 'tracked log');
  write(repository, { 'ports/logged/tracked.log': 'edited while ignored\n' });
  unlinkSync(path.join(repository, 'ports/shrunk/gone.cmake'));
  chmodSync(path.join(repository, 'ports/tool/run.sh'), 0o755);
  symlinkSync('vcpkg.json', path.join(repository, 'ports/linked/manifest-link'));
  mkdirSync(path.join(repository, 'ports/empty'));
  symlinkSync('kept', path.join(repository, 'ports/kept-link'));
  return repository;
}

describe('portTreeIds', () => {
  let registry: string;
  beforeAll(() => {
    registry = editedRegistry();
  });

  it('gives the ids git commits from the working tree: edits, new, ignored, modes, links, CRLF', async () => {
    const found = await ids(registry, path.join(registry, 'ports'));
    expect(found).toEqual(committedIds(registry, 'ports'));
    expect([...found.keys()].sort()).toEqual(
      ['crlf', 'edited', 'kept', 'linked', 'logged', 'new', 'shrunk', 'tool'].sort(),
    );
    for (const id of found.values()) expect(id).toMatch(/^[0-9a-f]{40}$/);
  });

  it('differs from the committed tree only for the ports the working tree changes', async () => {
    const found = await ids(registry, path.join(registry, 'ports'));
    const head = treesOf(registry, 'HEAD:ports');
    expect(found.get('kept')).toBe(head.get('kept'));
    expect(found.get('edited')).not.toBe(head.get('edited'));
    expect(found.get('logged')).not.toBe(head.get('logged'));
    expect(found.get('shrunk')).not.toBe(head.get('shrunk'));
  });

  it('hashes a CRLF file as text=auto stores it, LF only', async () => {
    const found = await ids(registry, path.join(registry, 'ports'));
    const listing = gitIn(registry, 'ls-tree', found.get('crlf') as string);
    const blob = /blob ([0-9a-f]{40})\tvcpkg\.json/.exec(listing)?.[1] as string;
    expect(gitIn(registry, 'cat-file', 'blob', blob)).not.toContain('\r');
  });

  it('gives no entry for an empty folder, an ignored-only folder, a linked folder or a file', async () => {
    const found = await ids(registry, path.join(registry, 'ports'));
    for (const name of ['empty', 'ignored-only', 'kept-link', 'NOTES.txt'])
      expect(found.has(name)).toBe(false);
  });

  it('leaves the user’s index byte for byte as it was, and adds nothing to it', async () => {
    const index = path.join(registry, '.git/index');
    const before = readFileSync(index);
    const status = gitIn(registry, 'status', '--porcelain');
    await ids(registry, path.join(registry, 'ports'));
    expect(readFileSync(index).equals(before)).toBe(true);
    expect(gitIn(registry, 'status', '--porcelain')).toBe(status);
  });

  it('re-hashes a file git would: one changed when the index was written, size kept', async () => {
    // Racily clean (git's racy-git.txt): the stat data git kept for vcpkg.json still matches
    // after the edit (size, time; ctime is not trusted here), but the index is no older than the
    // file, so git reads the file again. The copy of the index must be as old as the index.
    const repository = makeTempDir('git-trees-racy');
    gitIn(repository, 'init', '-q');
    gitIn(repository, 'config', 'core.trustctime', 'false');
    const manifest = path.join(repository, 'ports/a/vcpkg.json');
    const then = new Date('2020-01-01T00:00:00Z');
    write(repository, { 'ports/a/vcpkg.json': '{ "name": "a", "version": "1" }\n' });
    utimesSync(manifest, then, then);
    gitIn(repository, 'add', '-A');
    const before = (await ids(repository, path.join(repository, 'ports'))).get('a');
    writeFileSync(manifest, '{ "name": "a", "version": "2" }\n');
    utimesSync(manifest, then, then);
    utimesSync(path.join(repository, '.git/index'), then, then);
    const after = (await ids(repository, path.join(repository, 'ports'))).get('a');
    expect(after).not.toBe(before);
    expect(after).toBe(committedIds(repository, 'ports').get('a'));
  });

  it('removes its copy of the index, also when git fails', async () => {
    const scratchTemp = makeTempDir('git-trees-tmp');
    const broken = committedRepository({ 'ports/a/vcpkg.json': '{}\n' });
    writeFileSync(path.join(broken, '.git/index'), 'not an index');
    const saved = process.env['TMPDIR'];
    process.env['TMPDIR'] = scratchTemp;
    try {
      expect((await portTreeIds(registry, path.join(registry, 'ports'))).ok).toBe(true);
      expect(readdirSync(scratchTemp)).toEqual([]);
      const failed = await portTreeIds(broken, path.join(broken, 'ports'));
      expect(failed).toEqual({ ok: false, message: expect.stringMatching(/^ports: expected /) });
      expect(readdirSync(scratchTemp)).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env['TMPDIR'];
      else process.env['TMPDIR'] = saved;
    }
  });

  it('works in a repository with no commit and no index yet', async () => {
    const fresh = makeTempDir('git-trees-fresh');
    gitIn(fresh, 'init', '-q');
    write(fresh, {
      'ports/a/vcpkg.json': '{ "name": "a", "version": "1" }\n',
      'ports/b/portfile.cmake': '\n',
    });
    expect(existsSync(path.join(fresh, '.git/index'))).toBe(false);
    expect(await ids(fresh, path.join(fresh, 'ports'))).toEqual(committedIds(fresh, 'ports'));
    expect(existsSync(path.join(fresh, '.git/index'))).toBe(false);
  });

  it('gives an empty map for a ports folder with no port in it', async () => {
    const repository = committedRepository({ 'README.md': '\n' });
    mkdirSync(path.join(repository, 'ports/empty'), { recursive: true });
    expect(await ids(repository, path.join(repository, 'ports'))).toEqual(new Map());
  });

  it('works for a registry below the top of the work tree, and at the top', async () => {
    const repository = committedRepository({
      'registries/one/ports/a/vcpkg.json': '{ "name": "a", "version": "1" }\n',
      'registries/one/ports/b/vcpkg.json': '{ "name": "b", "version": "1" }\n',
    });
    write(repository, { 'registries/one/ports/a/patch.diff': 'new\n' });
    const root = path.join(repository, 'registries/one');
    expect(await ids(root, path.join(root, 'ports'))).toEqual(
      committedIds(repository, 'registries/one/ports'),
    );
    expect(await ids(repository, repository)).toEqual(committedIds(repository, ''));
  });

  it('works in a linked work tree, with its own index', async () => {
    const repository = committedRepository({
      'ports/a/vcpkg.json': '{ "name": "a", "version": "1" }\n',
    });
    const linked = path.join(makeTempDir('git-trees-worktree'), 'linked');
    gitIn(repository, 'worktree', 'add', '-q', linked);
    write(linked, { 'ports/a/vcpkg.json': '{ "name": "a", "version": "2" }\n' });
    const index = gitIn(linked, 'rev-parse', '--git-path', 'index');
    const before = readFileSync(path.resolve(linked, index));
    const found = await ids(linked, path.join(linked, 'ports'));
    expect(readFileSync(path.resolve(linked, index)).equals(before)).toBe(true);
    expect(found.get('a')).not.toBe(treeAt(repository, 'ports/a'));
    // Last: the scratch copy's `.git` file leads to this work tree's index, which it rewrites.
    expect(found).toEqual(committedIds(linked, 'ports'));
  });

  it('follows a ports folder that is a link to the folder git sees', async () => {
    const repository = committedRepository({
      'real-ports/a/vcpkg.json': '{ "name": "a", "version": "1" }\n',
    });
    write(repository, { 'real-ports/a/extra.txt': 'uncommitted\n' });
    symlinkSync('real-ports', path.join(repository, 'ports'));
    expect(await ids(repository, path.join(repository, 'ports'))).toEqual(
      committedIds(repository, 'real-ports'),
    );
  });

  it('says in one line that a folder outside any work tree is not in one', async () => {
    const outside = makeTempDir('git-trees-outside');
    mkdirSync(path.join(outside, 'ports/a'), { recursive: true });
    const result = await portTreeIds(outside, path.join(outside, 'ports'));
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/^ports: expected a folder in a git work tree \(git /),
    });
    expect((result as { message: string }).message).not.toContain('\n');
  });

  it('says that the ports folder is missing', async () => {
    const repository = committedRepository({ 'README.md': '\n' });
    expect(await portTreeIds(repository, path.join(repository, 'ports'))).toEqual({
      ok: false,
      message: 'ports: expected the ports folder (no such file or directory)',
    });
  });

  describe('without git', () => {
    const savedPath = process.env['PATH'];
    afterEach(() => {
      process.env['PATH'] = savedPath;
    });

    it('says that git is missing', async () => {
      process.env['PATH'] = makeTempDir('git-trees-no-git');
      expect(await portTreeIds(registry, path.join(registry, 'ports'))).toEqual({
        ok: false,
        message:
          'ports: expected a folder in a git work tree (git is not installed or not on the PATH)',
      });
    });
  });
});

/** The id of the tree of `folder` at HEAD. */
function treeAt(repository: string, folder: string): string {
  return gitIn(repository, 'rev-parse', `HEAD:${folder}`);
}

describe('readTreeManifests', () => {
  let repository: string;
  beforeAll(() => {
    repository = committedRepository({
      'ports/json/vcpkg.json': '{ "name": "json", "version": "1" }\n',
      'ports/json/CONTROL': 'Source: json\n',
      'ports/control/CONTROL': 'Source: control\nVersion: 1\n',
      'ports/neither/portfile.cmake': '\n',
      'ports/dir-json/vcpkg.json/inside.txt': 'a folder named vcpkg.json\n',
      'ports/dir-json/CONTROL': 'Source: dir-json\n',
      'ports/big/vcpkg.json': ' '.repeat(MAX_TREE_MANIFEST_SIZE + 1),
      'ports/limit/vcpkg.json': ' '.repeat(MAX_TREE_MANIFEST_SIZE),
    });
  });

  function manifests(treeIds: string[], root = repository) {
    const result = readTreeManifests(root, treeIds);
    if (!result.ok) throw new Error(result.message);
    return new Map(
      [...result.value].map(([id, found]) => [
        id,
        found && { file: found.file, text: Buffer.from(found.bytes).toString('utf8') },
      ]),
    );
  }

  it('reads vcpkg.json, else CONTROL, else null, for each id', () => {
    const [json, control, neither, dirJson] = ['json', 'control', 'neither', 'dir-json'].map(
      (name) => treeAt(repository, `ports/${name}`),
    ) as [string, string, string, string];
    expect(manifests([json, control, neither, dirJson, json])).toEqual(
      new Map([
        [json, { file: 'vcpkg.json', text: '{ "name": "json", "version": "1" }\n' }],
        [control, { file: 'CONTROL', text: 'Source: control\nVersion: 1\n' }],
        [neither, null],
        [dirJson, { file: 'CONTROL', text: 'Source: dir-json\n' }],
      ]),
    );
  });

  it('gives null for an id the repository does not have, and for a commit or a blob', () => {
    const missing = '0123456789abcdef0123456789abcdef01234567';
    const commit = gitIn(repository, 'rev-parse', 'HEAD');
    const blob = gitIn(repository, 'rev-parse', 'HEAD:ports/json/vcpkg.json');
    expect(manifests([missing, commit, blob])).toEqual(
      new Map([
        [missing, null],
        [commit, null],
        [blob, null],
      ]),
    );
  });

  it('reads a manifest of 1 MiB, and fails the tree whose manifest is bigger', () => {
    const limit = treeAt(repository, 'ports/limit');
    expect(manifests([limit]).get(limit)?.text).toHaveLength(MAX_TREE_MANIFEST_SIZE);
    const big = treeAt(repository, 'ports/big');
    expect(readTreeManifests(repository, [limit, big])).toEqual({
      ok: false,
      message: `git tree ${big}: expected a vcpkg.json of at most 1 MB (1,048,576 bytes), found 1,048,577 bytes`,
    });
  });

  it('gives an empty map for no ids, without git', () => {
    expect(readTreeManifests(makeTempDir('git-trees-none'), [])).toEqual({
      ok: true,
      value: new Map(),
    });
  });

  it('reads the tree ids portTreeIds computes before anything is committed', async () => {
    const fresh = makeTempDir('git-trees-uncommitted');
    gitIn(fresh, 'init', '-q');
    write(fresh, { 'ports/a/vcpkg.json': '{ "name": "a", "version": "2" }\n' });
    const tree = (await ids(fresh, path.join(fresh, 'ports'))).get('a') as string;
    expect(manifests([tree], fresh).get(tree)).toEqual({
      file: 'vcpkg.json',
      text: '{ "name": "a", "version": "2" }\n',
    });
  });
});

const oracleExists = existsSync(VCPKG_ORACLE);
const describeOracle = oracleExists ? describe : describe.skip;

describeOracle(
  oracleExists
    ? 'portTreeIds and vcpkg x-add-version --all'
    : 'portTreeIds and vcpkg x-add-version --all (skipped: no ../shared)',
  () => {
    it('gives the git-tree vcpkg writes for each port', async () => {
      const root = committedRepository({
        '.vcpkg-root': '',
        'scripts/vcpkg-tools.json': '{"schema-version": 2, "tools": []}\n',
        'versions/baseline.json': '{"default": {}}\n',
        '.gitignore': '*.log\n',
        'ports/kept/vcpkg.json': '{\n  "name": "kept",\n  "version": "1"\n}\n',
        'ports/kept/portfile.cmake': '\n',
        'ports/edited/vcpkg.json': '{\n  "name": "edited",\n  "version": "1"\n}\n',
        'ports/edited/portfile.cmake': '\n',
      });
      write(root, {
        'ports/edited/portfile.cmake': 'message("edited")\n',
        'ports/edited/build.log': 'ignored\n',
        'ports/new/vcpkg.json': '{\n  "name": "new",\n  "version": "1"\n}\n',
        'ports/new/portfile.cmake': '\n',
        'ports/new/run.sh': '#!/bin/sh\n',
        'ports/crlf/vcpkg.json': '{\n  "name": "crlf",\n  "version": "1"\n}\n',
        'ports/crlf/.gitattributes': '* text=auto\n',
        'ports/crlf/portfile.cmake': 'message("a")\r\nmessage("b")\r\n',
        'ports/linked/vcpkg.json': '{\n  "name": "linked",\n  "version": "1"\n}\n',
        'ports/linked/portfile.cmake': '\n',
      });
      chmodSync(path.join(root, 'ports/new/run.sh'), 0o755);
      symlinkSync('portfile.cmake', path.join(root, 'ports/linked/link.cmake'));
      const ours = await ids(root, path.join(root, 'ports'));
      execFileSync(VCPKG_ORACLE, ['x-add-version', '--all', '--skip-version-format-check'], {
        cwd: root,
        env: { ...process.env, VCPKG_ROOT: root, VCPKG_DISABLE_METRICS: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const written = new Map(
        [...ours.keys()].map((name) => {
          const file = path.join(root, 'versions', `${name[0]}-`, `${name}.json`);
          const versions = JSON.parse(readFileSync(file, 'utf8')) as {
            versions: { 'git-tree': string }[];
          };
          return [name, versions.versions[0]?.['git-tree']];
        }),
      );
      expect(ours.size).toBe(5);
      expect(ours).toEqual(written);
      rmSync(path.join(root, 'versions'), { recursive: true });
    });
  },
);
