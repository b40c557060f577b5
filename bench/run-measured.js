// Runs whole processes under bench/rusage.py and collects wall time, CPU time and peak RSS.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordTwins, withTwins } from './against.js';

export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = dirname(BENCH_DIR);
const RUSAGE_SCRIPT = join(BENCH_DIR, 'rusage.py');

// The system Python starts with less memory than pyenv's, and its RSS is the floor of every reading.
export const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

/** A failure of the harness itself (not a missed target); bench.js exits non-zero on it. */
export class HarnessError extends Error {}

/**
 * Runs `command args` once through the wrapper: {wallMs, cpuMs, maxRssKb, status}. Always without
 * NODE_EXTRA_CA_CERTS, as on a runner: Node 20 reads the file it names at every start, TLS or not
 * (bench.js says what that costs where it is set), and no measured command makes a connection.
 * `cpuMs` is the child's user plus system CPU time over all its threads (and waited-for children).
 * Stdout and stderr go to /dev/null, or to `outputFile` when given (to check what the command did).
 */
export function runMeasured(
  command,
  args,
  { cwd = REPO_ROOT, env = process.env, outputFile } = {},
) {
  const wrapperArgs = [RUSAGE_SCRIPT];
  if (outputFile) wrapperArgs.push('--output', outputFile);
  wrapperArgs.push('--', command, ...args);
  const measured = { ...env };
  delete measured.NODE_EXTRA_CA_CERTS;
  const wrapper = spawnSync(PYTHON, wrapperArgs, { cwd, env: measured, encoding: 'utf8' });
  if (wrapper.error) throw new HarnessError(`cannot run ${PYTHON}: ${wrapper.error.message}`);
  if (wrapper.status !== 0) {
    throw new HarnessError(`rusage.py failed on ${command}: ${wrapper.stderr.trim()}`);
  }
  const reading = JSON.parse(wrapper.stdout);
  return {
    wallMs: reading.wall_ms,
    cpuMs: reading.cpu_ms,
    maxRssKb: reading.max_rss_kb,
    status: reading.status,
  };
}

/** The lowest peak RSS a run can read: Linux carries the wrapper's peak into its child. */
export function measureRssFloorKb() {
  return runMeasured('true', []).maxRssKb;
}

/**
 * Runs every tool `warmups + runs` times, interleaved round by round so drift hits all alike.
 * A tool is {name, command, args, okStatuses, ours?, env?, cwd?, beforeRun?, checkFile?,
 * checkOutput?}; its first warm-up keeps its output in `checkFile`, which `checkOutput(file)` may
 * reject with a reason. Returns name -> {runs, failed}: a peer with an unexpected exit status or
 * output is dropped with `failed` set; ours throws a HarnessError. With --against, each tool that
 * runs this tree's build is followed by a twin running the REF's (bench/against.js).
 */
export function runInterleaved(given, { warmups, runs }) {
  const tools = withTwins(given);
  const results = new Map(tools.map((tool) => [tool.name, { runs: [], failed: null }]));
  for (let round = 0; round < warmups + runs; round++) {
    for (const tool of tools) {
      const result = results.get(tool.name);
      if (result.failed) continue;
      tool.beforeRun?.();
      const outputFile = round === 0 ? tool.checkFile : undefined;
      const run = runMeasured(tool.command, tool.args, { ...tool, outputFile });
      result.failed = tool.okStatuses.includes(run.status)
        ? (outputFile && tool.checkOutput?.(outputFile)) || null
        : `exited with status ${run.status}, expected ${tool.okStatuses.join(' or ')}`;
      if (!result.failed) {
        if (round >= warmups) result.runs.push(run);
        continue;
      }
      if (tool.ours) throw new HarnessError(`${tool.name} ${result.failed}: ${describe(tool)}`);
    }
  }
  recordTwins(tools, results);
  return results;
}

function describe(tool) {
  return [tool.command, ...tool.args].join(' ');
}
