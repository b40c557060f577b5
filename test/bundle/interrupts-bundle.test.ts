/**
 * A signal during one long file ends the run once that file is checked, with whole reports of the
 * files checked up to it and none after. GitHub cancels a step with SIGINT, then SIGTERM 7.5 s
 * later and SIGKILL 2.5 s after that. The bundles are sent real signals in the middle of a file
 * that takes long to check; how soon they end is compared with how long the run takes, measured
 * by the same test. Every wait is a share of that uninterrupted run, never a fixed time: on a busy
 * machine the run is slower, and so are the waits. (The largest file a run reads, 4 MB, took at
 * most 1.2 s from SIGTERM to the end under any built-in profile on 2 busy cores.)
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir.js';

const temporary = makeTempDir('interrupts');

/** A 3.5 MB manifest with 300,000 keys a dependency may not have: one of the slowest to check. */
function slowManifest(): string {
  const keys = Array.from({ length: 300_000 }, (_, index) => `"k${index}":0`).join(',');
  return `{"name":"x","version":"1","dependencies":[{"name":"y",${keys}}]}`;
}

/** Checked in this order: two quick files, the long one, two more quick ones. */
const QUICK_BEFORE = ['a0/vcpkg.json', 'a1/vcpkg.json'];
const LONG = 'b/vcpkg.json';
const QUICK_AFTER = ['c0/vcpkg.json', 'c1/vcpkg.json'];
const FILES = [...QUICK_BEFORE, LONG, ...QUICK_AFTER].length;

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** From the start to the end. */
  ms: number;
  /** From the first signal to the end. */
  afterSignalMs: number;
}

/** Signals for a run, each at its time after the start, and when to kill it if it goes on. */
interface Signals {
  signals: { atMs: number; signal: NodeJS.Signals }[];
  /** SIGKILL this long after the last signal, as GitHub's cancel would if the run did not end. */
  killAfterMs: number;
}

/** Runs a bundle, sending it the signals given, if any. */
function runBundle(args: string[], env: Record<string, string>, sending?: Signals): Promise<Ended> {
  return new Promise((resolve) => {
    const started = performance.now();
    let signalled = Number.NaN;
    const child = spawn(process.execPath, args, { cwd: env.GITHUB_WORKSPACE, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const signals = sending?.signals ?? [];
    const timers = signals.map(({ atMs, signal }) =>
      setTimeout(() => {
        if (Number.isNaN(signalled)) signalled = performance.now();
        child.kill(signal);
      }, atMs),
    );
    const last = Math.max(0, ...signals.map(({ atMs }) => atMs));
    if (sending) timers.push(setTimeout(() => child.kill('SIGKILL'), last + sending.killAfterMs));
    child.on('close', (code, signal) => {
      const ended = performance.now();
      for (const timer of timers) clearTimeout(timer);
      resolve({
        code,
        signal,
        stdout,
        stderr,
        ms: ended - started,
        afterSignalMs: ended - signalled,
      });
    });
  });
}

// Each test's time limit, 120 s, is a net for a run that hangs, not a budget: a test took up to
// 10.5 s on 2 cores with a busy loop beside it.
describe('the bundles, sent a real signal during one long file', () => {
  let workspace: string;
  beforeAll(() => {
    workspace = makeTempDir('long-file', temporary);
    for (const file of [...QUICK_BEFORE, ...QUICK_AFTER, LONG]) {
      mkdirSync(path.join(workspace, path.dirname(file)));
      const text = file === LONG ? slowManifest() : '{"name": "x", "version": "1", "bogus": 1}';
      writeFileSync(path.join(workspace, file), text);
    }
  });
  const env = () => ({ PATH: process.env.PATH ?? '', GITHUB_WORKSPACE: workspace });
  const cli = (...args: string[]) => [path.resolve('bin/manifest-check.js'), ...args];
  /** The Action's environment on a runner, with a new output file for each run. */
  let output: string;
  const runnerEnv = () => {
    const runner = makeTempDir('runner', temporary);
    output = path.join(runner, 'output');
    writeFileSync(output, '');
    return { ...env(), GITHUB_OUTPUT: output, RUNNER_TEMP: runner };
  };
  /** The files in the JSON report of the Action's last run. */
  const reportedFiles = () => {
    const reportPath = /^report<<(\S+)\n(.*)\n\1$/m.exec(readFileSync(output, 'utf8'))?.[2];
    const report = JSON.parse(readFileSync(reportPath as string, 'utf8')) as {
      files: { file: string }[];
    };
    return report.files.map(({ file }) => file);
  };
  /**
   * `signal` halfway through an uninterrupted run, which the long file takes most of (nine tenths
   * of it: the start and the quick files take the first tenth), and `then` an eighth of the run
   * later, while the long file is still being checked. A run that has not ended twice its
   * uninterrupted length after the last signal never will: it is killed.
   */
  const duringTheLongFile = (baseline: Ended, signal: NodeJS.Signals, then?: NodeJS.Signals) => ({
    signals: [
      { atMs: baseline.ms / 2, signal },
      ...(then ? [{ atMs: baseline.ms / 2 + baseline.ms / 8, signal: then }] : []),
    ],
    killAfterMs: 2 * baseline.ms,
  });

  it.each([
    ['SIGTERM', 143, 'json'],
    ['SIGINT', 130, 'sarif'],
  ] as const)(
    'the CLI, sent %s, ends after that file with status %i and a whole %s document of the files up to it',
    async (signal, status, format) => {
      const baseline = await runBundle(cli('--format', format, '.'), env());
      expect(baseline.code).toBe(1);
      const ended = await runBundle(
        cli('--format', format, '.'),
        env(),
        duringTheLongFile(baseline, signal),
      );
      expect({ code: ended.code, signal: ended.signal, stderr: ended.stderr }).toEqual({
        code: status,
        signal: null,
        stderr: `manifest-check: interrupted by ${signal} after 3 of ${FILES} files\n`,
      });
      if (format === 'json') {
        const report = JSON.parse(ended.stdout) as { files: { file: string }[] };
        expect(report.files.map(({ file }) => file)).toEqual([...QUICK_BEFORE, LONG]);
      } else {
        const sarif = JSON.parse(ended.stdout) as { runs: { results: unknown[] }[] };
        // Each quick file has one error; the long one a problem for each key, up to the cap.
        expect(sarif.runs[0]?.results.length).toBeGreaterThan(QUICK_BEFORE.length);
      }
      // The rest of the long file: less than the whole run, which checks the files after it too.
      expect(ended.afterSignalMs).toBeLessThan(baseline.ms);
    },
    120_000,
  );

  it('the Action, cancelled with SIGINT, ends after that file with a whole JSON report and SARIF log', async () => {
    const actionEnv = () => ({ ...runnerEnv(), 'INPUT_SARIF-FILE': 'manifest-check.sarif' });
    const action = [path.resolve('dist/index.js')];
    const baseline = await runBundle(action, actionEnv());
    expect(/^::error::\d+ files checked/m.exec(baseline.stdout)?.[0]).toBe(
      `::error::${FILES} files checked`,
    );
    const ended = await runBundle(action, actionEnv(), duringTheLongFile(baseline, 'SIGINT'));
    // Failed by the run, not killed.
    expect({ code: ended.code, signal: ended.signal }).toEqual({ code: 1, signal: null });
    expect(/^::error::interrupted by .*$/m.exec(ended.stdout)?.[0]).toBe(
      `::error::interrupted by SIGINT after 3 of ${FILES} files; the reports hold the files checked before it, and say they are partial`,
    );
    const sarifPath = path.join(workspace, 'manifest-check.sarif');
    const sarif = JSON.parse(readFileSync(sarifPath, 'utf8')) as {
      runs: { results: unknown[]; invocations?: { executionSuccessful: boolean }[] }[];
    };
    expect(sarif.runs[0]?.results.length).toBeGreaterThan(QUICK_BEFORE.length);
    // Both documents say they are partial.
    expect(sarif.runs[0]?.invocations?.[0]?.executionSuccessful).toBe(false);
    expect(reportedFiles()).toEqual([...QUICK_BEFORE, LONG]);
    expect(ended.afterSignalMs).toBeLessThan(baseline.ms);
  }, 120_000);

  it('a second signal ends the CLI by that signal, once the document of the files before is whole', async () => {
    // Under a user's schema too, no handler runs until the long file is checked: both signals
    // come during it.
    const args = cli(
      '--schema',
      path.resolve('schema/manifest.schema.json'),
      '--format',
      'json',
      '.',
    );
    const baseline = await runBundle(args, env());
    expect(baseline.code).toBe(1);
    const ended = await runBundle(args, env(), duringTheLongFile(baseline, 'SIGINT', 'SIGTERM'));
    expect({ code: ended.code, signal: ended.signal, stderr: ended.stderr }).toEqual({
      code: null,
      signal: 'SIGTERM',
      stderr: `manifest-check: interrupted by SIGINT after 3 of ${FILES} files\n`,
    });
    const report = JSON.parse(ended.stdout) as { files: { file: string }[] };
    expect(report.files.map(({ file }) => file)).toEqual([...QUICK_BEFORE, LONG]);
  }, 120_000);
});
