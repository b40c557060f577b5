/**
 * The route table is loaded only by what needs it: `request` with the route check or
 * `--operation`. `request --no-route-check` (the bench's baseline for the check's cost) and a
 * validation start without it.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cliChunkLoads } from '../support/chunk-loads.js';

/** The file of dist/cli/ that holds the route table: the one with a row of it. */
function tableChunk(): string {
  const chunks = readdirSync('dist/cli').filter((file) => /^\d+\.index\.js$/.test(file));
  const holding = chunks.filter((file) =>
    readFileSync(path.join('dist/cli', file), 'utf8').includes('issues/list-for-repo GET'),
  );
  expect(holding).toHaveLength(1);
  return holding[0] as string;
}

describe('the route table', () => {
  const call = ['request', 'GET /repos/{owner}/{repo}/issues', '-f', 'owner=o', '-f', 'repo=r'];

  it('is loaded by the route check and by --operation', () => {
    const chunk = tableChunk();
    expect(cliChunkLoads(call)).toMatchObject({
      status: 0,
      loaded: expect.arrayContaining([chunk]),
    });
    expect(cliChunkLoads(['request', '--operation', 'meta/root'])).toMatchObject({
      status: 0,
      loaded: expect.arrayContaining([chunk]),
    });
  });

  it('is not loaded by request --no-route-check, nor by a validation', () => {
    const chunk = tableChunk();
    const unchecked = cliChunkLoads([...call, '--no-route-check']);
    expect(unchecked.status).toBe(0);
    expect(unchecked.loaded.length).toBeGreaterThan(0);
    expect(unchecked.loaded).not.toContain(chunk);
    expect(cliChunkLoads(['examples/valid']).loaded).not.toContain(chunk);
  });
});
