/**
 * `npm run bench -- --against REF` (bench/against.js): which commit a REF names, the REF's dist
 * taken from git's objects (or built when the commit has none) into a cache folder keyed by the
 * commit, without touching the working tree or the index, and the twin of each of our runs.
 * Nothing here is timed: it checks the files made and the runs planned.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { gitIn } from '../support/git.js';
import { makeTempDir, makeTempTree } from '../support/temp-dir.js';

interface Tool {
  name: string;
  args: string[];
  ours?: boolean;
  against?: boolean;
  twin?: string;
}
interface AgainstModule {
  RefError: new (message: string) => Error;
  resolveRef: (repoRoot: string, ref: string) => string;
  materializeRef: (
    repoRoot: string,
    commit: string,
    cacheRoot: string,
  ) => { dir: string; how: string };
  against: { build: { ref: string; commit: string; dir: string } | null };
  withTwins: (tools: Tool[]) => Tool[];
}

// A plain .js module of the bench, which TypeScript does not compile: imported by a variable.
const AGAINST_MODULE = '../../bench/against.js';
const { RefError, resolveRef, materializeRef, against, withTwins } = (await import(
  AGAINST_MODULE
)) as AgainstModule;

/** A repository whose first commit has no dist/ (its build makes one) and whose second has. */
function makeRepository(): { repo: string; withoutDist: string; withDist: string } {
  const repo = makeTempTree('bench-ref', {
    'package.json': JSON.stringify({
      scripts: { build: 'mkdir -p dist bin && echo built > bin/manifest-check.js' },
    }),
    'src/main.ts': 'source\n',
  });
  gitIn(repo, 'init', '-q', '-b', 'main');
  gitIn(repo, 'add', '.');
  gitIn(repo, 'commit', '-q', '-m', 'no dist');
  const withoutDist = gitIn(repo, 'rev-parse', 'HEAD');
  for (const file of ['dist/index.js', 'bin/manifest-check.js', 'schema/manifest.schema.json']) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), `committed ${file}\n`);
  }
  gitIn(repo, 'add', '.');
  gitIn(repo, 'commit', '-q', '-m', 'dist');
  gitIn(repo, 'tag', 'v1');
  mkdirSync(path.join(repo, 'node_modules')); // what a built REF links to
  return { repo, withoutDist, withDist: gitIn(repo, 'rev-parse', 'HEAD') };
}

describe('bench --against REF', () => {
  const { repo, withoutDist, withDist } = makeRepository();

  it('resolves a tag, a short hash or HEAD~1 to the full commit', () => {
    expect(resolveRef(repo, 'v1')).toBe(withDist);
    expect(resolveRef(repo, withDist.slice(0, 7))).toBe(withDist);
    expect(resolveRef(repo, 'HEAD~1')).toBe(withoutDist);
  });

  it('refuses a ref that names no commit, naming it', () => {
    for (const ref of ['no-such-branch', '--help', 'v1:package.json']) {
      expect(() => resolveRef(repo, ref)).toThrow(RefError);
      expect(() => resolveRef(repo, ref)).toThrow(`--against ${ref}: no such commit`);
    }
  });

  it("extracts a commit's committed dist, bin, package.json and schema, then reuses them", () => {
    writeFileSync(path.join(repo, 'bin/manifest-check.js'), 'edited, not committed\n');
    writeFileSync(path.join(repo, 'src/main.ts'), 'staged\n');
    gitIn(repo, 'add', 'src/main.ts');
    const statusBefore = gitIn(repo, 'status', '--porcelain');
    const cache = makeTempDir('bench-cache');
    const first = materializeRef(repo, withDist, cache);
    expect(first).toEqual({ dir: path.join(cache, withDist), how: 'extracted' });
    expect(readFileSync(path.join(first.dir, 'bin/manifest-check.js'), 'utf8')).toBe(
      'committed bin/manifest-check.js\n',
    );
    for (const file of ['dist/index.js', 'package.json', 'schema/manifest.schema.json']) {
      expect(existsSync(path.join(first.dir, file))).toBe(true);
    }
    expect(existsSync(path.join(first.dir, 'src'))).toBe(false); // no build, so no sources
    expect(materializeRef(repo, withDist, cache).how).toBe('reused');
    expect(gitIn(repo, 'status', '--porcelain')).toBe(statusBefore);
  });

  it("builds a commit that has no dist, on this checkout's node_modules", () => {
    const cache = makeTempDir('bench-cache');
    const { dir, how } = materializeRef(repo, withoutDist, cache);
    expect(how).toBe('built');
    expect(readFileSync(path.join(dir, 'bin/manifest-check.js'), 'utf8')).toBe('built\n');
    expect(lstatSync(path.join(dir, 'node_modules')).isSymbolicLink()).toBe(true);
  });

  it('says in one line why a commit without dist did not build, and leaves nothing behind', () => {
    const broken = makeTempTree('bench-ref', {
      'package.json': JSON.stringify({ scripts: { build: 'node -e "throw new TypeError(1)"' } }),
    });
    gitIn(broken, 'init', '-q', '-b', 'main');
    gitIn(broken, 'add', '.');
    gitIn(broken, 'commit', '-q', '-m', 'a build that fails');
    mkdirSync(path.join(broken, 'node_modules'));
    const commit = gitIn(broken, 'rev-parse', 'HEAD');
    const cache = makeTempDir('bench-cache');
    expect(() => materializeRef(broken, commit, cache)).toThrow(
      new RefError(`--against ${commit}: npm run build failed (status 1): TypeError: 1`),
    );
    expect(readdirSync(cache)).toEqual([]);
  });

  it('plans a twin on the REF after each run of our build, and none of a peer', () => {
    against.build = { ref: 'main', commit: withDist, dir: '/cache/abc' };
    try {
      const tools = withTwins([
        { name: 'cli', args: ['bin/manifest-check.js', 'x'], ours: true },
        { name: 'floor', args: ['bench/peers/node-floor.js', 'x'] },
        {
          name: 'capped',
          args: ['--max-old-space-size=64', 'bin/manifest-check.js'],
          against: false,
        },
        { name: 'action', args: ['dist/index.js'], ours: true },
      ]);
      expect(tools.map((tool) => [tool.name, tool.args[0], tool.ours, tool.twin])).toEqual([
        ['cli', 'bin/manifest-check.js', true, undefined],
        ['cli @main', '/cache/abc/bin/manifest-check.js', false, 'cli'],
        ['floor', 'bench/peers/node-floor.js', undefined, undefined],
        ['capped', '--max-old-space-size=64', undefined, undefined],
        ['action', 'dist/index.js', true, undefined],
        ['action @main', '/cache/abc/dist/index.js', false, 'action'],
      ]);
    } finally {
      against.build = null;
    }
  });

  it('exits 2 on a bad REF with one line naming it, before running anything', () => {
    const run = spawnSync(
      process.execPath,
      ['bench/bench.js', '--against', 'no-such-ref', '--case', 'cold'],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^bench: --against no-such-ref: no such commit, branch or tag in .+\n$/,
    );
  });
});
