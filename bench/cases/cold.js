// Case cold: whole-process start-up of the CLI and of the Action on one valid manifest.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatMs, formatRss } from '../format.js';
import { runInterleaved } from '../run-measured.js';
import { makeTarget, verdict } from '../targets.js';
import { checkOutputContains } from './output-checks.js';
import { summarizeTools } from '../tool-results.js';

const LIMIT_MS = 150;
const HEADER = ['tool', 'median', 'peak RSS', 'over floor', 'target'];
const FLOOR = 'node -e 0 (floor)';
const CLI = 'CLI, one manifest';
const ACTION = 'Action, one manifest';
const MANIFEST = {
  name: 'zlib',
  version: '1.3.1',
  description: 'A compression library',
  homepage: 'https://www.zlib.net/',
  license: 'Zlib',
  supports: '!uwp',
};

/** Runs the case; returns {header, rows, notes, targets, data}. */
export function runColdCase({ quick, tempDir }) {
  const workspace = join(tempDir, 'cold');
  mkdirSync(workspace, { recursive: true });
  writeFileSync(join(workspace, 'vcpkg.json'), `${JSON.stringify(MANIFEST, null, 2)}\n`);
  const action = actionFiles(workspace);
  // Every tool gets the same clean environment (PATH only), as the Action has on a runner.
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
  const node = process.execPath;
  const tools = [
    { name: FLOOR, command: node, args: ['-e', '0'], env, okStatuses: [0] },
    {
      name: CLI,
      command: node,
      args: ['bin/manifest-check.js', join(workspace, 'vcpkg.json')],
      env,
      okStatuses: [0],
      ours: true,
      checkFile: join(tempDir, 'cold-cli.out'),
      checkOutput: checkOutputContains('1 valid'),
    },
    {
      name: ACTION,
      command: node,
      args: ['dist/index.js'],
      env: { ...env, ...action.env },
      okStatuses: [0],
      ours: true,
      beforeRun: action.reset,
      checkFile: join(tempDir, 'cold-action.out'),
      checkOutput: () => (action.describeOutputs().includes('files=1') ? null : 'set no files=1'),
    },
  ];
  const plan = quick ? { warmups: 1, runs: 5 } : { warmups: 2, runs: 10 };
  const results = runInterleaved(tools, plan);
  const summaries = summarizeTools(tools, results, null);
  const floorMs = summaries[0].medianMs;
  const targets = [CLI, ACTION].map((name) =>
    makeTarget({
      caseName: 'cold',
      text: `${name} ≤ ${LIMIT_MS} ms`,
      measured: summaries.find((summary) => summary.tool === name).medianMs,
      limit: LIMIT_MS,
      comparison: 'atMost',
      format: formatMs,
    }),
  );
  const rows = summaries.map((summary, index) => [
    summary.tool,
    formatMs(summary.medianMs),
    formatRss(summary.peakRssKb),
    index === 0 ? '' : `+${formatMs(summary.medianMs - floorMs)}`,
    index === 0 ? '' : verdict(targets[index - 1]),
  ]);
  const notes = [`the Action's outputs on its last run: ${action.describeOutputs()}`];
  const title = `whole process, PATH-only env: median of ${plan.runs} interleaved runs after ${plan.warmups} warm-up(s)`;
  return { title, header: HEADER, rows, notes, targets, data: { tools: summaries } };
}

/** The Action's runner files, emptied before each run so every run does the same writes. */
function actionFiles(workspace) {
  const runnerTemp = join(workspace, 'runner-temp');
  const output = join(workspace, 'github-output');
  const summary = join(workspace, 'step-summary');
  return {
    env: {
      GITHUB_WORKSPACE: workspace,
      INPUT_FILES: 'vcpkg.json',
      RUNNER_TEMP: runnerTemp,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
    },
    reset() {
      rmSync(runnerTemp, { recursive: true, force: true });
      mkdirSync(runnerTemp);
      writeFileSync(output, '');
      writeFileSync(summary, '');
    },
    describeOutputs() {
      const text = readFileSync(output, 'utf8');
      const values = [...text.matchAll(/^(\w[\w-]*)<<(\S+)\n([^\n]*)\n\2$/gm)];
      const shown = values.filter(([, name]) => name !== 'report');
      return shown.map(([, name, , value]) => `${name}=${value}`).join(' ') || '(none)';
    },
  };
}
