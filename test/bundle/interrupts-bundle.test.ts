/**
 * An interrupted run closes its documents. GitHub cancels a step with SIGINT, then SIGTERM 7.5 s
 * later and SIGKILL 2.5 s after that; the bundles, sent real signals while they check hostile
 * files that each take long, must have written whole reports before the kill.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir.js';

const temporary = makeTempDir('interrupts');

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
    workspace = makeTempDir('slow', temporary);
    const text = slowManifest();
    for (let index = 0; index < files; index++) {
      mkdirSync(path.join(workspace, `p${index}`));
      writeFileSync(path.join(workspace, `p${index}`, 'vcpkg.json'), text);
    }
  });

  it('the Action, cancelled with SIGINT, ends before the kill with whole reports', async () => {
    const runner = makeTempDir('runner', temporary);
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
