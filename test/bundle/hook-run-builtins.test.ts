/**
 * A one-file pre-commit run loads none of node:stream and what it brings: it writes its output
 * without Node's stream objects (process.stdout loads node:stream, and node:net for a pipe or
 * node:tty for a terminal) and leaves V8 untuned (node:v8 loads node:stream), modules each
 * compiled anew in every run. The builtins a run loaded are recorded at its exit by a preload
 * that writes them to a file with writeFileSync, so the recording touches no stream.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir.js';

const bin = path.resolve('bin/manifest-check.js');
const TEMP = makeTempDir('output-builtins');
const RECORDER = path.join(TEMP, 'record-builtins.cjs');
const BUILTINS = path.join(TEMP, 'builtins.txt');
const OUTPUT = path.join(TEMP, 'output.txt');
const MANIFEST = path.join(TEMP, 'vcpkg.json');

beforeAll(() => {
  writeFileSync(
    RECORDER,
    `process.on('exit', () => {
  const builtins = process.moduleLoadList.filter((entry) => entry.startsWith('NativeModule '));
  require('node:fs').writeFileSync(${JSON.stringify(BUILTINS)}, builtins.map((entry) => entry.slice(13)).join('\\n'));
});
`,
  );
  writeFileSync(MANIFEST, '{\n  "name": "one",\n  "version": "1.0"\n}\n');
});

/**
 * Node's modules a `--hook` run of one valid manifest loaded, with its output `to` as given, and
 * node's `flags` before the preload.
 */
function hookRunBuiltins(to: 'file' | 'pipe', flags = '') {
  // bash puts the output in a file or a pipe, as pre-commit's capture does.
  const redirect = to === 'file' ? `> "${OUTPUT}"` : '| cat';
  const run = spawnSync(
    'bash',
    [
      '--norc',
      '--noprofile',
      '-c',
      `set -o pipefail; node ${flags} -r "$REC" "$CLI" --hook "$MANIFEST" ${redirect}`,
    ],
    { env: { PATH: process.env.PATH, REC: RECORDER, CLI: bin, MANIFEST }, encoding: 'utf8' },
  );
  return {
    status: run.status,
    stderr: run.stderr,
    output: to === 'file' ? readFileSync(OUTPUT, 'utf8') : run.stdout,
    builtins: readFileSync(BUILTINS, 'utf8').split('\n'),
  };
}

describe('a one-file hook run', () => {
  it.each(['file', 'pipe'] as const)(
    "writing to a %s loads none of node:stream, node:net, node:tty and Node's parseArgs",
    (to) => {
      const run = hookRunBuiltins(to);
      expect(run.status).toBe(0);
      expect(run.output).toBe('1 file checked: 1 valid, 0 invalid; 0 errors, 0 warnings\n');
      expect(run.builtins).toContain('fs');
      expect(run.builtins.filter((name) => ['stream', 'net', 'tty'].includes(name))).toEqual([]);
      // Its command line is read by src/cli/parse-args.ts, not by Node's parseArgs.
      expect(run.builtins.filter((name) => name.includes('parse_args'))).toEqual([]);
    },
  );
});
