/**
 * The command line's code cache (src/cli/code-cache.ts), on a copy of the built package: written
 * by a first run, read by the next without being written again, written anew when V8 refuses
 * it or the bundle changes, and never a reason for a run to fail or print anything.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { MOST_FLAG_SETS } from '../../src/cli/code-cache.js';
import { makeTempDir } from '../support/temp-dir.js';

const ARGS = ['--format', 'json', path.resolve('examples/invalid')];

/** A copy of the package as users run it: bin/, dist/cli/ and package.json. */
function packageCopy(): string {
  const root = makeTempDir('code-cache');
  for (const part of ['bin', 'dist/cli', 'package.json'])
    cpSync(part, path.join(root, part), { recursive: true });
  return root;
}

function run(root: string, env: Record<string, string> = {}, nodeArgs: string[] = []) {
  const result = spawnSync(
    process.execPath,
    [...nodeArgs, path.join(root, 'bin/manifest-check.js'), ...ARGS],
    { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The cache files, by name, with their modification times. */
function cacheFiles(dir: string): Map<string, number> {
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir).map((name) => [name, statSync(path.join(dir, name)).mtimeMs] as const),
  );
}

const root = packageCopy();
const cache = path.join(root, '.v8-cache');
const uncached = run(root, { NODE_DISABLE_COMPILE_CACHE: '1' });

describe('the code cache of the command line', () => {
  it('is not written when NODE_DISABLE_COMPILE_CACHE is set', () => {
    expect(uncached.status).toBe(1);
    expect(existsSync(cache)).toBe(false);
  });

  it('is written by a first run, beside the package, and read by the next as it is', () => {
    expect(run(root)).toEqual(uncached);
    const written = cacheFiles(cache);
    const names = [...written.keys()];
    // The bundle and each chunk the run loaded, named by the file's size and time and by Node.
    expect(names.some((name) => /^index\.js\.\d+-\d+\.v\d+[^/]*\.v8cache$/.test(name))).toBe(true);
    expect(names.some((name) => /^\d+\.index\.js\./.test(name))).toBe(true);
    expect(names.every((name) => name.endsWith('.v8cache'))).toBe(true);
    expect(run(root)).toEqual(uncached);
    // Nothing was written again: V8 took every file.
    expect(cacheFiles(cache)).toEqual(written);
  });

  it('writes a file V8 refuses anew', () => {
    const [bundleCache] = [...cacheFiles(cache).keys()].filter((name) =>
      name.startsWith('index.js.'),
    );
    const file = path.join(cache, bundleCache as string);
    writeFileSync(file, 'not cached code');
    expect(run(root)).toEqual(uncached);
    expect(readFileSync(file).length).toBeGreaterThan(1000);
    expect(readFileSync(file, 'utf8')).not.toBe('not cached code');
  });

  it('gives a rebuilt bundle files of its own, and removes the old ones', () => {
    const before = [...cacheFiles(cache).keys()].filter((name) => name.startsWith('index.js.'));
    expect(before).toHaveLength(1);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'dist/cli/index.js'), later, later);
    expect(run(root)).toEqual(uncached);
    const after = [...cacheFiles(cache).keys()].filter((name) => name.startsWith('index.js.'));
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  });

  it('keeps a file for each set of node flags, as V8 refuses code made under other flags', () => {
    const before = cacheFiles(cache);
    expect(run(root, {}, ['--max-old-space-size=200'])).toEqual(uncached);
    const after = cacheFiles(cache);
    expect(after.size).toBeGreaterThan(before.size);
    for (const [name, time] of before) expect(after.get(name)).toBe(time);
  });

  it('keeps the newest few files of one bundle file, however many flag sets it ran under', () => {
    const bundleFiles = () =>
      [...cacheFiles(cache).keys()].filter((name) => name.startsWith('index.js.'));
    for (let size = 201; size <= 201 + MOST_FLAG_SETS; size++)
      expect(run(root, {}, [`--max-old-space-size=${size}`])).toEqual(uncached);
    expect(bundleFiles()).toHaveLength(MOST_FLAG_SETS);
  });

  it('leaves the run as it is when the cache cannot be written', () => {
    const blocked = path.join(makeTempDir('code-cache-blocked'), 'a-file');
    writeFileSync(blocked, '');
    const inside = path.join(blocked, 'cache');
    expect(run(root, { MANIFEST_CHECK_CODE_CACHE: inside })).toEqual(uncached);
    expect(readFileSync(blocked, 'utf8')).toBe('');
  });

  it('uses the folder MANIFEST_CHECK_CODE_CACHE names', () => {
    const elsewhere = path.join(makeTempDir('code-cache-folder'), 'cache');
    expect(run(root, { MANIFEST_CHECK_CODE_CACHE: elsewhere })).toEqual(uncached);
    expect([...cacheFiles(elsewhere).keys()].some((name) => name.startsWith('index.js.'))).toBe(
      true,
    );
  });
});
