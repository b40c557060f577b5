/**
 * The tree ids of ports a pull request controls: hostile names (newlines, `::`, `##[`, quotes,
 * bytes that are not UTF-8), attributes naming an undefined filter, a nested repository, hostile
 * tree ids (refused before git sees them), an environment that points git elsewhere; and the work
 * done, counted in git processes, for many ports and many ids.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { portTreeIds, readTreeManifests } from '../../src/files/git-trees.js';
import { gitIn } from '../support/git.js';
import { makeTempDir } from '../support/temp-dir.js';

/** `files` (path → text or bytes) written below `directory`, parents made. */
function write(directory: string, files: [string | Buffer, string][]): void {
  for (const [name, text] of files) {
    const file = Buffer.concat([Buffer.from(`${directory}/`), Buffer.from(name)]);
    mkdirSync(file.subarray(0, file.lastIndexOf('/')), { recursive: true });
    writeFileSync(file, text);
  }
}

function newRepository(): string {
  const repository = makeTempDir('git-trees-hostile');
  gitIn(repository, 'init', '-q');
  return repository;
}

/** Folder name → tree id of the trees `git ls-tree -z <treeish>` lists. */
function treesOf(repository: string, treeish: string): Map<string, string> {
  const listing = execFileSync('git', ['ls-tree', '-z', treeish], { cwd: repository });
  const trees = new Map<string, string>();
  for (const entry of listing.toString('latin1').split('\0').slice(0, -1)) {
    const tab = entry.indexOf('\t');
    const [, type, id = ''] = entry.slice(0, tab).split(' ');
    const name = entry.slice(tab + 1);
    if (type === 'tree') trees.set(Buffer.from(name, 'latin1').toString('utf8'), id);
  }
  return trees;
}

/** What `git add -A && git write-tree` commits for `ports/`, in a scratch copy. */
function committedIds(repository: string): Map<string, string> {
  const scratch = path.join(makeTempDir('git-trees-hostile-scratch'), 'copy');
  // cp, not cpSync: Node's copy cannot name a file whose name is not UTF-8.
  execFileSync('cp', ['-a', repository, scratch]);
  gitIn(scratch, '-c', 'core.autocrlf=false', 'add', '-A');
  return treesOf(scratch, `${gitIn(scratch, 'write-tree')}:ports`);
}

async function ids(root: string): Promise<Map<string, string>> {
  const result = await portTreeIds(root, path.join(root, 'ports'));
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const HOSTILE_NAMES = [
  'new\nline',
  '::error file=x::pwned',
  '##[warning]pwned',
  "quote\"d 'both'",
  '-n',
  'tab\there',
  'back\\slash',
];

describe('hostile names in the ports folder', () => {
  let repository: string;
  beforeAll(() => {
    repository = newRepository();
    write(repository, [
      ...HOSTILE_NAMES.map((name): [string, string] => [`ports/${name}/vcpkg.json`, `${name}\n`]),
      ...HOSTILE_NAMES.map((name): [string, string] => [`ports/files/${name}`, `${name}\n`]),
      [Buffer.from('ports/latin\xe9/vcpkg.json', 'latin1'), '{}\n'],
      [Buffer.from('ports/files/latin\xe9.txt', 'latin1'), 'not UTF-8\n'],
    ]);
    gitIn(repository, 'add', '-A');
    gitIn(repository, 'commit', '-q', '-m', 'hostile');
    write(repository, [[`ports/${HOSTILE_NAMES[0]}/edit.txt`, 'uncommitted\n']]);
  });

  it('gives each folder its id, named exactly, equal to what git commits', async () => {
    const found = await ids(repository);
    expect(found).toEqual(committedIds(repository));
    for (const name of HOSTILE_NAMES) expect(found.get(name)).toMatch(/^[0-9a-f]{40}$/);
    expect(found.get('latin\ufffd')).toMatch(/^[0-9a-f]{40}$/);
    expect(found.size).toBe(HOSTILE_NAMES.length + 2);
  });

  it('says in one line, quoted, what is wrong with a folder named with a line break', async () => {
    const outside = makeTempDir('git-trees-hostile-outside');
    const ports = path.join(outside, 'po\nrts::error::x');
    mkdirSync(ports);
    const result = await portTreeIds(makeTempDir('git-trees-hostile-root'), ports);
    expect(result.ok).toBe(false);
    const { message } = result as { message: string };
    expect(message).not.toMatch(/[\n\r]/);
    expect(message).toContain(JSON.stringify(ports));
    expect(message).toContain('expected a folder in a git work tree');
  });
});

describe('attributes and nested repositories a pull request adds', () => {
  it('hashes files whose .gitattributes names a filter no config defines, as git does', async () => {
    const repository = newRepository();
    write(repository, [
      ['ports/filtered/.gitattributes', '* filter=undefined-filter diff=nope merge=nope ident\n'],
      ['ports/filtered/vcpkg.json', '{ "name": "filtered", "version": "1" } $Id: x $\n'],
      ['ports/plain/vcpkg.json', '{}\n'],
    ]);
    expect(await ids(repository)).toEqual(committedIds(repository));
  });

  it('gives no tree for a port folder that is a repository of its own', async () => {
    const repository = newRepository();
    write(repository, [
      ['ports/plain/vcpkg.json', '{}\n'],
      ['ports/nested/vcpkg.json', '{}\n'],
    ]);
    const nested = path.join(repository, 'ports/nested');
    gitIn(nested, 'init', '-q');
    gitIn(nested, 'add', '-A');
    gitIn(nested, 'commit', '-q', '-m', 'nested');
    const found = await ids(repository);
    expect([...found.keys()]).toEqual(['plain']);
    expect(found).toEqual(committedIds(repository));
  });
});

describe('an environment that points git at another repository', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY'])
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
  });

  it('is ignored: the ids are the registry’s, and no index is written', async () => {
    const registry = newRepository();
    write(registry, [['ports/a/vcpkg.json', '{ "name": "a", "version": "1" }\n']]);
    gitIn(registry, 'add', '-A');
    gitIn(registry, 'commit', '-q', '-m', 'a');
    write(registry, [['ports/a/vcpkg.json', '{ "name": "a", "version": "2" }\n']]);
    const other = newRepository();
    write(other, [['ports/a/vcpkg.json', 'other\n']]);
    gitIn(other, 'add', '-A');
    const expected = committedIds(registry);
    const registryIndex = readFileSync(path.join(registry, '.git/index'));
    const otherIndex = readFileSync(path.join(other, '.git/index'));
    const strayIndex = path.join(makeTempDir('git-trees-hostile-index'), 'index');
    process.env['GIT_DIR'] = path.join(other, '.git');
    process.env['GIT_WORK_TREE'] = other;
    process.env['GIT_INDEX_FILE'] = strayIndex;
    process.env['GIT_OBJECT_DIRECTORY'] = path.join(other, '.git/objects');
    expect(await ids(registry)).toEqual(expected);
    const tree = expected.get('a') as string;
    const read = readTreeManifests(registry, [tree]);
    expect(read.ok && read.value.get(tree)?.file).toBe('vcpkg.json');
    expect(readFileSync(path.join(registry, '.git/index')).equals(registryIndex)).toBe(true);
    expect(readFileSync(path.join(other, '.git/index')).equals(otherIndex)).toBe(true);
    expect(existsSync(strayIndex)).toBe(false);
  });
});

describe('tree ids that are not tree ids', () => {
  const savedPath = process.env['PATH'];
  afterEach(() => {
    process.env['PATH'] = savedPath;
  });

  it.each([
    '--output=/tmp/pwned',
    '-p',
    'HEAD',
    'HEAD:ports/a',
    '0123456789ABCDEF0123456789ABCDEF01234567',
    '0123456789abcdef0123456789abcdef0123456',
    '0123456789abcdef0123456789abcdef012345678',
    '0123456789abcdef0123456789abcdef01234567\n--batch',
    '0123456789abcdef0123456789abcdef01234567:vcpkg.json',
    '',
  ])('refuses %j before git runs', (id) => {
    // With no git on the PATH, any git run would say so: the refusal comes first.
    process.env['PATH'] = makeTempDir('git-trees-hostile-no-git');
    const good = '0123456789abcdef0123456789abcdef01234567';
    const result = readTreeManifests(makeTempDir('git-trees-hostile-ids'), [good, id]);
    expect(result).toEqual({
      ok: false,
      message: `git tree ${JSON.stringify(id.length > 60 ? `${id.slice(0, 57)}…` : id).replace(/\n/g, '\\n')}: expected a git tree id, 40 hex digits 0-9 a-f`,
    });
    expect((result as { message: string }).message).not.toContain('\n');
  });
});

describe('work done', () => {
  let log: string;
  const savedPath = process.env['PATH'];
  beforeAll(() => {
    // A `git` first on the PATH that notes each run, then runs the real git.
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    const bin = makeTempDir('git-trees-hostile-bin');
    log = path.join(bin, 'runs.log');
    writeFileSync(
      path.join(bin, 'git'),
      `#!/bin/sh\necho "$1 $2 $3" >> '${log}'\nexec '${real}' "$@"\n`,
    );
    chmodSync(path.join(bin, 'git'), 0o755);
    process.env['PATH'] = `${bin}${path.delimiter}${savedPath ?? ''}`;
  });
  afterEach(() => {
    writeFileSync(log, '');
  });
  afterAll(() => {
    process.env['PATH'] = savedPath;
  });

  function runs(): number {
    return existsSync(log) ? readFileSync(log, 'utf8').split('\n').length - 1 : 0;
  }

  function registryOf(ports: number): string {
    const repository = newRepository();
    write(
      repository,
      Array.from({ length: ports }, (_, index): [string, string] => [
        `ports/p${index}/vcpkg.json`,
        `{ "name": "p${index}", "version": "1" }\n`,
      ]),
    );
    return repository;
  }

  it('runs git four times for a ports folder, however many ports it holds', async () => {
    const small = registryOf(2);
    const large = registryOf(300);
    writeFileSync(log, '');
    expect((await ids(small)).size).toBe(2);
    const forSmall = runs();
    writeFileSync(log, '');
    const found = await ids(large);
    expect(found.size).toBe(300);
    expect(runs()).toBe(forSmall);
    expect(forSmall).toBe(4);
  });

  it('runs git twice for the manifests of all tree ids, however many', async () => {
    const repository = registryOf(200);
    const trees = [...(await ids(repository)).values()];
    writeFileSync(log, '');
    const one = readTreeManifests(repository, trees.slice(0, 1));
    expect(one.ok).toBe(true);
    const forOne = runs();
    writeFileSync(log, '');
    const all = readTreeManifests(repository, trees);
    expect(all.ok && [...all.value.values()].every((found) => found?.file === 'vcpkg.json')).toBe(
      true,
    );
    expect(runs()).toBe(forOne);
    expect(forOne).toBe(2);
  });
});
