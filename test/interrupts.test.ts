/**
 * An interrupted run closes its documents. GitHub cancels a step with SIGINT, then SIGTERM 7.5 s
 * later and SIGKILL 2.5 s after that; a run must have written whole reports before the kill, even
 * while it checks hostile files that each take long.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validateStep } from '../src/action/validate-step.js';
import { DEFAULT_SETTINGS } from './support/validate-settings.js';

beforeEach(() => {
  expect.hasAssertions();
});

const temporary = mkdtempSync(path.join(os.tmpdir(), 'manifest-check-'));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

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
    const workspace = mkdtempSync(path.join(temporary, 'workspace-'));
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

/** A 3.7 MB manifest with 300,000 keys a dependency may not have: one of the slowest to check. */
function slowManifest(): string {
  const keys = Array.from({ length: 300_000 }, (_, index) => `"k${index}":0`).join(',');
  return `{"name":"x","version":"1","dependencies":[{"name":"y",${keys}}]}`;
}

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
}

/**
 * Runs a bundle, sends `signal` once it has had `afterMs` to start checking, and SIGKILL 2 s
 * later, as GitHub's cancel would if the run did not end in time.
 */
function interruptBundle(
  args: string[],
  env: Record<string, string>,
  signal: NodeJS.Signals,
  afterMs: number,
): Promise<Ended> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: env.GITHUB_WORKSPACE, env });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    let kill: NodeJS.Timeout | undefined;
    const interrupt = setTimeout(() => {
      child.kill(signal);
      kill = setTimeout(() => child.kill('SIGKILL'), 2_000);
    }, afterMs);
    child.on('close', (code, ended) => {
      clearTimeout(interrupt);
      clearTimeout(kill);
      resolve({ code, signal: ended, stdout });
    });
  });
}

describe('the bundles, sent a real signal while checking slow hostile files', () => {
  let workspace: string;
  const files = 20;
  beforeAll(() => {
    workspace = mkdtempSync(path.join(temporary, 'slow-'));
    const text = slowManifest();
    for (let index = 0; index < files; index++) {
      mkdirSync(path.join(workspace, `p${index}`));
      writeFileSync(path.join(workspace, `p${index}`, 'vcpkg.json'), text);
    }
  });

  it('the Action, cancelled with SIGINT, ends before the kill with whole reports', async () => {
    const runner = mkdtempSync(path.join(temporary, 'runner-'));
    const output = path.join(runner, 'output');
    writeFileSync(output, '');
    const ended = await interruptBundle(
      [path.resolve('dist/index.js')],
      {
        PATH: process.env.PATH ?? '',
        GITHUB_WORKSPACE: workspace,
        GITHUB_OUTPUT: output,
        RUNNER_TEMP: runner,
        'INPUT_SARIF-FILE': 'manifest-check.sarif',
      },
      'SIGINT',
      1_500,
    );
    expect(ended.signal).toBeNull();
    expect(ended.stdout).toMatch(/^::error::interrupted by SIGINT after \d+ of 20 files; /m);
    const sarifPath = path.join(workspace, 'manifest-check.sarif');
    expect(existsSync(sarifPath)).toBe(true);
    const sarif = JSON.parse(readFileSync(sarifPath, 'utf8')) as { runs: { results: unknown[] }[] };
    const checked = Number(/after (\d+) of/.exec(ended.stdout)?.[1]);
    expect(checked).toBeLessThan(files);
    expect(sarif.runs[0]?.results.length).toBe(checked * 1_001);
    const reportPath = /^report<<(\S+)\n(.*)\n\1$/m.exec(readFileSync(output, 'utf8'))?.[2];
    const report = JSON.parse(readFileSync(reportPath as string, 'utf8')) as { files: unknown[] };
    expect(report.files).toHaveLength(checked);
  }, 60_000);

  it('the CLI, sent SIGTERM, ends before the kill with a whole SARIF log and status 143', async () => {
    const ended = await interruptBundle(
      [path.resolve('bin/manifest-check.js'), '--format', 'sarif', '.'],
      { PATH: process.env.PATH ?? '', GITHUB_WORKSPACE: workspace },
      'SIGTERM',
      1_500,
    );
    expect(ended).toMatchObject({ code: 143, signal: null });
    const sarif = JSON.parse(ended.stdout) as { runs: { results: unknown[] }[] };
    expect(sarif.runs[0]?.results.length).toBeGreaterThan(0);
    expect(sarif.runs[0]?.results.length).toBeLessThan(files * 1_001);
  }, 60_000);
});
