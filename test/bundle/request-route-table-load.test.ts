/**
 * The route table is loaded only by what needs it: `request` with the route check or
 * `--operation`. `request --no-route-check` (the bench's baseline for the check's cost) and a
 * validation start without it. Which bundle files a run loads is recorded by a preload script.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir.js';

const TEMP = makeTempDir('route-table-load');
const RECORDER = path.join(TEMP, 'record-loads.cjs');
writeFileSync(
  RECORDER,
  `const Module = require('node:module');
const load = Module._load;
Module._load = function (request, parent, ...rest) {
  if (/\\.index\\.js$/.test(request)) process.stderr.write('loaded ' + require('node:path').basename(request) + '\\n');
  return load.call(this, request, parent, ...rest);
};
`,
);

/** The file of dist/cli/ that holds the route table: the one with a row of it. */
function tableChunk(): string {
  const chunks = readdirSync('dist/cli').filter((file) => /^\d+\.index\.js$/.test(file));
  const holding = chunks.filter((file) =>
    readFileSync(path.join('dist/cli', file), 'utf8').includes('issues/list-for-repo GET'),
  );
  expect(holding).toHaveLength(1);
  return holding[0] as string;
}

/** The chunk files a run of the command line loads. */
function loadedBy(args: string[]): { status: number | null; loaded: string[] } {
  const run = spawnSync(process.execPath, ['-r', RECORDER, 'bin/manifest-check.js', ...args], {
    encoding: 'utf8',
  });
  const loaded = [...run.stderr.matchAll(/^loaded (\S+)$/gm)].map((match) => match[1] as string);
  return { status: run.status, loaded };
}

describe('the route table', () => {
  const call = ['request', 'GET /repos/{owner}/{repo}/issues', '-f', 'owner=o', '-f', 'repo=r'];

  it('is loaded by the route check and by --operation', () => {
    const chunk = tableChunk();
    expect(loadedBy(call)).toEqual({ status: 0, loaded: expect.arrayContaining([chunk]) });
    expect(loadedBy(['request', '--operation', 'meta/root'])).toEqual({
      status: 0,
      loaded: expect.arrayContaining([chunk]),
    });
  });

  it('is not loaded by request --no-route-check, nor by a validation', () => {
    const chunk = tableChunk();
    const unchecked = loadedBy([...call, '--no-route-check']);
    expect(unchecked.status).toBe(0);
    expect(unchecked.loaded.length).toBeGreaterThan(0);
    expect(unchecked.loaded).not.toContain(chunk);
    expect(loadedBy(['examples/valid']).loaded).not.toContain(chunk);
  });
});
