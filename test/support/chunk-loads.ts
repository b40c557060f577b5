/**
 * Which chunk files of the command line's bundle (`dist/cli/NNN.index.js`) a run loads, recorded
 * by a preload script that wraps CommonJS's Module._load.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from './temp-dir.js';

let recorder: string | undefined;

/** The preload script, written once per test file. */
function recorderScript(): string {
  if (recorder !== undefined) return recorder;
  recorder = path.join(makeTempDir('record-loads'), 'record-loads.cjs');
  writeFileSync(
    recorder,
    `const Module = require('node:module');
const load = Module._load;
Module._load = function (request, parent, ...rest) {
  if (/\\.index\\.js$/.test(request)) process.stderr.write('loaded ' + require('node:path').basename(request) + '\\n');
  return load.call(this, request, parent, ...rest);
};
`,
  );
  return recorder;
}

/** The chunk files a run of `bin/manifest-check.js` with `args` loads, and its exit status. */
export function cliChunkLoads(
  args: string[],
  cwd?: string,
): { status: number | null; loaded: string[] } {
  const bin = path.resolve('bin/manifest-check.js');
  const run = spawnSync(process.execPath, ['-r', recorderScript(), bin, ...args], {
    encoding: 'utf8',
    cwd,
  });
  const loaded = [...run.stderr.matchAll(/^loaded (\S+)$/gm)].map((match) => match[1] as string);
  return { status: run.status, loaded };
}
