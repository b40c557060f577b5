/**
 * Which kind of run the command line tunes V8 for (src/cli/v8-tuning.ts): a registry's run says
 * so, as its collections stay on V8's helper threads; a run over files never does.
 */
import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { runCli } from '../../../src/cli/run.js';
import type { TunedRun } from '../../../src/cli/v8-tuning.js';
import { makeTempTree } from '../../support/temp-dir.js';

/** The tune calls of a command line, run with a fake terminal. */
async function tuneCalls(args: string[]): Promise<[number, TunedRun | undefined][]> {
  const calls: [number, TunedRun | undefined][] = [];
  await runCli(args, {
    stdout: () => undefined,
    stderr: () => undefined,
    readStdin: () => Promise.resolve(''),
    stdinStream: () => Readable.from([]),
    color: false,
    tune: (files, run) => void calls.push([files, run]),
  });
  return calls;
}

describe('the run the command line tunes V8 for', () => {
  it("is a registry's for versions", async () => {
    const registry = makeTempTree('tuned-runs-registry', {
      'ports/zlib/vcpkg.json': '{ "name": "zlib", "version": "1.3" }\n',
      'versions/baseline.json': '{ "default": {} }\n',
    });
    expect(await tuneCalls(['versions', registry])).toEqual([
      [Number.POSITIVE_INFINITY, 'registry'],
    ]);
  });

  it('is one over files for a folder of manifests, as its search finds them', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 70; i++)
      files[`p${i}/vcpkg.json`] = `{ "name": "p${i}", "version": "1" }\n`;
    const calls = await tuneCalls([makeTempTree('tuned-runs-files', files)]);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every(([, run]) => run === undefined)).toBe(true);
    expect(calls.at(-1)?.[0]).toBe(70);
  });
});
