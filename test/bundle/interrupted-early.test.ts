/**
 * A signal at any moment once our code runs leaves whole documents that say they are partial:
 * while the bundle loads (bin/manifest-check.js notes it, the run takes it over), and while
 * standard input is read. A command with no document (--version) ends by the signal as any
 * program would.
 */
import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir, makeTempTree } from '../support/temp-dir.js';

const BIN = path.resolve('bin/manifest-check.js');

/**
 * A script that runs bin/manifest-check.js with `args`, sending the process `signal` the moment
 * bin/ asks for the bundle: after bin/'s first lines, before the bundle has loaded.
 */
function signalWhileLoading(signal: NodeJS.Signals): string {
  const script = path.join(makeTempDir('early-signal'), 'run.cjs');
  writeFileSync(
    script,
    `const Module = require('node:module');
const load = Module.prototype.require;
Module.prototype.require = function (id) {
  if (id.endsWith('dist/cli/index.js')) process.kill(process.pid, ${JSON.stringify(signal)});
  return load.apply(this, arguments);
};
process.argv.splice(1, 1, ${JSON.stringify(BIN)});
require(${JSON.stringify(BIN)});
`,
  );
  return script;
}

interface Ended {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function run(
  args: string[],
  {
    closeStdin = true,
    then,
  }: { closeStdin?: boolean; then?: (child: ReturnType<typeof spawn>) => void } = {},
): Promise<Ended> {
  const child = spawn(process.execPath, args, { stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (closeStdin) child.stdin.end();
  then?.(child);
  return new Promise((resolve) =>
    child.on('close', (status, signal) => resolve({ status, signal, stdout, stderr })),
  );
}

const tree = () =>
  makeTempTree('early-signal-tree', {
    'a/vcpkg.json': '{"name": "a", "version": "1"}',
    'b/vcpkg.json': '{"name": "b", "version": "1", "x": 1}',
    'c/vcpkg.json': '{"name": "c"}',
  });

describe('a signal while the bundle loads', () => {
  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)(
    '%s: the JSON document is whole and says it was interrupted, exit %i',
    async (signal, status) => {
      const ended = await run([signalWhileLoading(signal), '--format', 'json', tree()]);
      expect(ended.status).toBe(status);
      const report = JSON.parse(ended.stdout) as {
        files: unknown[];
        summary: { files: number };
        interrupted: { signal: string; checked: number; total: number };
      };
      expect(report.interrupted).toMatchObject({ signal, total: 3 });
      expect(report.files).toHaveLength(report.interrupted.checked);
      expect(report.summary.files).toBe(report.interrupted.checked);
      expect(ended.stderr).toMatch(
        new RegExp(`^manifest-check: interrupted by ${signal} after [0-3] of 3 files\\n$`),
      );
    },
  );

  it('SARIF: the log is whole, its invocation unsuccessful, with the signal', async () => {
    const ended = await run([signalWhileLoading('SIGTERM'), '--format', 'sarif', tree()]);
    expect(ended.status).toBe(143);
    const log = JSON.parse(ended.stdout) as {
      runs: {
        invocations: {
          executionSuccessful: boolean;
          exitSignalName: string;
          toolExecutionNotifications: { level: string; message: { text: string } }[];
        }[];
      }[];
    };
    const [invocation] = log.runs[0]?.invocations ?? [];
    expect(invocation).toMatchObject({ executionSuccessful: false, exitSignalName: 'SIGTERM' });
    expect(invocation?.toolExecutionNotifications[0]?.message.text).toMatch(
      /^interrupted by SIGTERM after [0-3] of 3 files$/,
    );
  });

  it('text: the summary line says the run was interrupted, even with --quiet', async () => {
    const ended = await run([signalWhileLoading('SIGTERM'), '--quiet', tree()]);
    expect(ended.status).toBe(143);
    expect(ended.stdout.split('\n').at(-2)).toMatch(
      /^\d files? checked: .*; interrupted by SIGTERM after [0-3] of 3 files$/,
    );
  });

  it('--version, which writes no document, ends by the signal', async () => {
    const ended = await run([signalWhileLoading('SIGTERM'), '--version']);
    expect(ended.signal).toBe('SIGTERM');
  });
});

describe('a signal while standard input is read', () => {
  it('stops the read: the JSON document is whole, with no file checked, exit 143', async () => {
    // Standard input stays open: without the signal the read would wait for ever.
    const ended = await run([BIN, '--format', 'json', '-'], {
      closeStdin: false,
      then: (child) => {
        child.stdin?.write('{"name": ');
        // Well after start-up: the read has begun.
        setTimeout(() => child.kill('SIGTERM'), 1500);
      },
    });
    expect(ended.status).toBe(143);
    expect(JSON.parse(ended.stdout)).toEqual({
      files: [],
      summary: { files: 0, valid: 0, invalid: 0, errors: 0, warnings: 0 },
      interrupted: { signal: 'SIGTERM', checked: 0, total: 1 },
    });
    expect(ended.stderr).toBe('manifest-check: interrupted by SIGTERM after 0 of 1 file\n');
  });
});
