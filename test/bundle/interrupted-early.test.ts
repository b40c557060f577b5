/**
 * A signal before the run watches signals ends the process by it, as any program: while Node
 * starts and while the bundle loads (tens of milliseconds, no file read yet). Once the run watches
 * them, from its first step, a signal leaves whole documents that say they are partial: here while
 * standard input is read.
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
    ['SIGTERM', ['--format', 'json']],
    ['SIGINT', ['--format', 'sarif']],
    ['SIGTERM', ['--version']],
  ] as const)(
    "%s, %j: ends the process by it, as during Node's own start",
    async (signal, args) => {
      const ended = await run([signalWhileLoading(signal), ...args, tree()]);
      expect({ signal: ended.signal, stdout: ended.stdout }).toEqual({ signal, stdout: '' });
    },
  );
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
