/**
 * An interrupted run closes its documents. GitHub cancels a step with SIGINT, then SIGTERM 7.5 s
 * later and SIGKILL 2.5 s after that; a run must have written whole reports before the kill.
 * Here the Action's step is told of a signal in-process; test/bundle/interrupts-bundle.test.ts
 * sends the bundles real signals while they check hostile files that each take long.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { validateStep } from '../../src/action/validate-step.js';
import { makeTempDir } from '../support/temp-dir.js';
import { DEFAULT_SETTINGS } from '../support/validate-settings.js';

const temporary = makeTempDir('interrupts');

const SETTINGS = { ...DEFAULT_SETTINGS, sarifFile: 'out/manifest-check.sarif' };

/** Interrupts that report `signal` once the run has checked `after` files. */
function signalAfter(after: number, signal: NodeJS.Signals) {
  let turns = 0;
  const interrupts = {
    signal: undefined as NodeJS.Signals | undefined,
    pause: () => {
      if (++turns >= after) interrupts.signal = signal;
      return Promise.resolve();
    },
  };
  return interrupts;
}

describe('the Action step, told of a signal', () => {
  it('checks no more files and writes a whole JSON report and SARIF log of those it checked', async () => {
    const workspace = makeTempDir('workspace', temporary);
    for (const name of ['a', 'b', 'c']) {
      mkdirSync(path.join(workspace, name));
      writeFileSync(path.join(workspace, name, 'vcpkg.json'), '{"name": "x", "bogus": 1}');
    }
    const outcome = await validateStep(SETTINGS, {
      workspace,
      runnerTemp: temporary,
      toolVersion: '0.0.0',
      interrupts: signalAfter(2, 'SIGTERM'),
    });
    expect(outcome.interrupted).toEqual({ signal: 'SIGTERM', checked: 2, total: 3 });
    const report = JSON.parse(readFileSync(outcome.reportPath, 'utf8')) as {
      files: { file: string }[];
    };
    expect(report.files.map((file) => file.file)).toEqual(['a/vcpkg.json', 'b/vcpkg.json']);
    const sarif = JSON.parse(readFileSync(outcome.sarifPath as string, 'utf8')) as {
      runs: { results: unknown[] }[];
    };
    expect(sarif.runs[0]?.results).toHaveLength(4);
  });
});
