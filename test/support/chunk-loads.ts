/**
 * Which chunk files of the command line's bundle (`dist/cli/NNN.index.js`) a run loads, recorded
 * by a preload script that wraps CommonJS's Module._load, and which of Node's own modules it had
 * loaded when it exited.
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
process.on('exit', () => {
  const builtins = process.moduleLoadList.filter((entry) => entry.startsWith('NativeModule '));
  process.stderr.write('builtins ' + builtins.map((entry) => entry.slice(13)).join(' ') + '\\n');
});
`,
  );
  return recorder;
}

/**
 * The chunk files a run of `bin/manifest-check.js` with `args` loads, Node's modules it loaded
 * (`fs`, `internal/perf/performance`…), and its exit status.
 */
export function cliChunkLoads(
  args: string[],
  cwd?: string,
): { status: number | null; loaded: string[]; builtins: string[] } {
  const bin = path.resolve('bin/manifest-check.js');
  const run = spawnSync(process.execPath, ['-r', recorderScript(), bin, ...args], {
    encoding: 'utf8',
    cwd,
  });
  const loaded = [...run.stderr.matchAll(/^loaded (\S+)$/gm)].map((match) => match[1] as string);
  const builtins = /^builtins (.*)$/m.exec(run.stderr)?.[1]?.split(' ') ?? [];
  return { status: run.status, loaded, builtins };
}
