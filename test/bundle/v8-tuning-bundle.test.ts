/**
 * The command line tunes V8 only for a run long enough to pay (src/cli/v8-tuning.ts): a run of
 * fewer than TUNED_FROM_FILES files never loads node:v8, a longer one does before its rules are
 * compiled, and the code cache keeps the rules' code for each, so neither kind of run refuses
 * and writes again what the other cached.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TUNED_FROM_FILES } from '../../src/cli/v8-tuning.js';
import { cliChunkLoads } from '../support/chunk-loads.js';
import { makeTempDir } from '../support/temp-dir.js';

/** A folder of `count` valid ports' manifests. */
function ports(count: number): string {
  const root = makeTempDir(`v8-tuning-${count}`);
  for (let i = 0; i < count; i++) {
    mkdirSync(path.join(root, `port-${i}`));
    writeFileSync(
      path.join(root, `port-${i}`, 'vcpkg.json'),
      `{\n  "name": "port-${i}",\n  "version": "1.0.${i}"\n}\n`,
    );
  }
  return root;
}

/** A copy of the package as users run it, with a cache of its own. */
function packageCopy(): string {
  const root = makeTempDir('v8-tuning-cache');
  for (const part of ['bin', 'dist/cli', 'package.json'])
    cpSync(part, path.join(root, part), { recursive: true });
  return root;
}

/** The exit status of the copy's command line on `folder`. */
function runIn(root: string, folder: string): number | null {
  return spawnSync(process.execPath, [path.join(root, 'bin/manifest-check.js'), folder], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  }).status;
}

const short = ports(TUNED_FROM_FILES - 1);
const long = ports(TUNED_FROM_FILES);

describe('the V8 tuning of the command line', () => {
  it.each([
    ['the pre-commit run of one file', ['--hook', path.join(short, 'port-0', 'vcpkg.json')]],
    [`a run of ${TUNED_FROM_FILES - 1} files`, [short]],
  ])('leaves node:v8 unloaded for %s', (_, args) => {
    const { status, builtins } = cliChunkLoads(args);
    expect(status).toBe(0);
    expect(builtins).toContain('fs');
    expect(builtins).not.toContain('v8');
  });

  it(`tunes a run of ${TUNED_FROM_FILES} files`, () => {
    const { status, builtins } = cliChunkLoads([long]);
    expect(status).toBe(0);
    expect(builtins).toContain('v8');
  });

  it('keeps cached code for tuned and untuned runs apart, each read again as it is', () => {
    const root = packageCopy();
    const cache = path.join(root, '.v8-cache');
    const run = (folder: string) => runIn(root, folder);
    const files = () =>
      new Map(readdirSync(cache).map((name) => [name, statSync(path.join(cache, name)).mtimeMs]));
    // A tuned run first: it compiled the bundle before it tuned, and its data says so.
    expect(run(long)).toBe(0);
    const tuned = files();
    expect(run(long)).toBe(0);
    expect(files()).toEqual(tuned);
    expect(run(short)).toBe(0);
    const both = files();
    // The bundle is compiled before a run knows its files: one file, for both kinds of run.
    const bundleFiles = [...both.keys()].filter((name) => name.startsWith('index.js.'));
    expect(bundleFiles).toHaveLength(1);
    expect(both.get(bundleFiles[0] as string)).toBe(tuned.get(bundleFiles[0] as string));
    // The rules are compiled after: a file for each kind, under its own flags.
    const keysOfChunk = new Map<string, number>();
    for (const name of both.keys()) {
      const chunk = /^(\d+\.index\.js)\./.exec(name)?.[1];
      if (chunk !== undefined) keysOfChunk.set(chunk, (keysOfChunk.get(chunk) ?? 0) + 1);
    }
    expect(Math.max(...keysOfChunk.values())).toBe(2);
    expect(run(short)).toBe(0);
    expect(run(long)).toBe(0);
    expect(files()).toEqual(both);
  });

  it("writes the bundle's data with all a tuned run compiled in it, as an untuned run would", () => {
    const bundleCacheSize = (first: string) => {
      const root = packageCopy();
      expect(runIn(root, first)).toBe(0);
      const cache = path.join(root, '.v8-cache');
      const [name] = readdirSync(cache).filter((file) => file.startsWith('index.js.'));
      return statSync(path.join(cache, name as string)).size;
    };
    // The longer run reports more files, with the same code: its data holds no less.
    expect(bundleCacheSize(long)).toBeGreaterThanOrEqual(bundleCacheSize(short));
  });
});
