// Case request: whole-process start-up of `manifest-check request` for one call, with the route
// check (the route table loaded, the route found, its parameters checked) and without it
// (--no-route-check, which loads no table: what one call cost before the check existed).
import { formatMs, formatRss } from '../format.js';
import { runInterleaved } from '../run-measured.js';
import { makeTarget, verdict } from '../targets.js';
import { checkOutputContains } from './output-checks.js';
import { summarizeTools } from '../tool-results.js';

/** The checked call may take this much of the unchecked one's time. */
const CHECK_FACTOR = 1.2;
const HEADER = ['tool', 'median', 'CPU', 'peak RSS', 'over unchecked', 'target'];
const NODE = 'node -e 0';
const UNCHECKED = 'request, --no-route-check';
const CHECKED = 'request, route checked';
const OPERATION = 'request --operation, checked';
const UNKNOWN = 'request, unknown route (suggests 3)';
const CALL = ['GET /repos/{owner}/{repo}/issues', '-f', 'owner=octo-org', '-f', 'repo=hello'];
const URL_PRINTED = 'https://api.github.com/repos/octo-org/hello/issues';

/** Runs the case; returns {header, rows, notes, targets, data}. */
export function runRequestCase({ quick, tempDir }) {
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
  const node = process.execPath;
  const cli = (name, args, okStatuses, expected, slug = name.replace(/\W+/g, '-')) => ({
    name,
    command: node,
    args: ['bin/manifest-check.js', 'request', ...args],
    env,
    okStatuses,
    ours: true,
    checkFile: `${tempDir}/request${slug}.out`,
    checkOutput: checkOutputContains(expected),
  });
  const tools = [
    { name: NODE, command: node, args: ['-e', '0'], env, okStatuses: [0] },
    cli(UNCHECKED, [...CALL, '--no-route-check'], [0], URL_PRINTED),
    cli(CHECKED, CALL, [0], URL_PRINTED),
    cli(OPERATION, ['--operation', 'issues/list-for-repo', ...CALL.slice(1)], [0], URL_PRINTED),
    cli(
      UNKNOWN,
      ['GET /repos/{owner}/{repo}/isues', ...CALL.slice(1)],
      [1],
      'did you mean GET /repos/{owner}/{repo}/issues',
    ),
  ];
  const plan = quick ? { warmups: 1, runs: 5 } : { warmups: 2, runs: 15 };
  const results = runInterleaved(tools, plan);
  const summaries = summarizeTools(tools, results, null);
  const medianOf = (name) => summaries.find((summary) => summary.tool === name).medianMs;
  const uncheckedMs = medianOf(UNCHECKED);
  const within = (name) =>
    makeTarget({
      caseName: 'request',
      text: `${name} ≤ ${CHECK_FACTOR} × (${UNCHECKED})`,
      measured: medianOf(name),
      limit: CHECK_FACTOR * uncheckedMs,
      comparison: 'atMost',
      format: formatMs,
    });
  const targetsByTool = { [CHECKED]: [within(CHECKED)], [OPERATION]: [within(OPERATION)] };
  const rows = summaries.map((summary) => [
    summary.tool,
    formatMs(summary.medianMs),
    formatMs(summary.medianCpuMs),
    formatRss(summary.peakRssKb),
    summary.tool === NODE || summary.tool === UNCHECKED
      ? ''
      : `${(summary.medianMs / uncheckedMs).toFixed(2)}×`,
    (targetsByTool[summary.tool] ?? []).map(verdict).join('; '),
  ]);
  const notes = [
    `the call: request ${CALL.map((arg) => (arg.includes(' ') ? `'${arg}'` : arg)).join(' ')}`,
    `limit from the same runs: ${CHECK_FACTOR} × ${formatMs(uncheckedMs)} = ${formatMs(CHECK_FACTOR * uncheckedMs)}`,
  ];
  const title = `whole process, PATH-only env: median of ${plan.runs} interleaved runs after ${plan.warmups} warm-up(s)`;
  const targets = [...targetsByTool[CHECKED], ...targetsByTool[OPERATION]];
  const data = { tools: summaries, checkFactor: CHECK_FACTOR };
  return { title, header: HEADER, rows, notes, targets, data };
}
