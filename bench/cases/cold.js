// Case cold: whole-process start-up of the CLI and of the Action on one valid manifest.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatMs, formatRss } from '../format.js';
import { runInterleaved } from '../run-measured.js';
import { makeTarget, verdict } from '../targets.js';
import { checkFloorOutput, checkOutputContains } from './output-checks.js';
import { summarizeTools } from '../tool-results.js';

const LIMIT_MS = 150;
/** The CLI may take this much of node's own start-up, plus what the floor needs for the work. */
const STARTUP_FACTOR = 1.25;
/** The pre-commit run's CPU over `node -e 0`'s, at most: the speed round's target. */
const HOOK_CPU_LIMIT = 1.3;
const HEADER = ['tool', 'median', 'CPU', 'peak RSS', 'over node -e 0', 'target'];
const NODE = 'node -e 0';
const FLOOR = 'node floor, one manifest';
const CLI = 'CLI, one manifest';
const HOOK = 'CLI --hook, one manifest';
const HOOK_UNCACHED = 'CLI --hook, no code cache';
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
  // The workspace holds only vcpkg.json, so the floor (which lists a directory) finds just it;
  // the Action's runner files go beside it.
  const workspace = join(tempDir, 'cold', 'workspace');
  mkdirSync(workspace, { recursive: true });
  writeFileSync(join(workspace, 'vcpkg.json'), `${JSON.stringify(MANIFEST, null, 2)}\n`);
  const action = actionFiles(workspace, join(tempDir, 'cold', 'runner'));
  // Every tool gets the same clean environment (PATH only), as the Action has on a runner.
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
  const node = process.execPath;
  const tools = [
    { name: NODE, command: node, args: ['-e', '0'], env, okStatuses: [0] },
    {
      name: FLOOR,
      command: node,
      args: ['bench/peers/node-floor.js', workspace],
      env,
      okStatuses: [0],
      // A floor that fails makes the CLI's second target unmeasurable, so it is a harness error.
      ours: true,
      checkFile: join(tempDir, 'cold-floor.out'),
      checkOutput: checkFloorOutput(1),
    },
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
      // As pre-commit runs the hook: `entry: bin/manifest-check.js --hook`, then the file name.
      name: HOOK,
      command: node,
      args: ['bin/manifest-check.js', '--hook', join(workspace, 'vcpkg.json')],
      env,
      okStatuses: [0],
      ours: true,
      checkFile: join(tempDir, 'cold-hook.out'),
      checkOutput: checkOutputContains('1 valid'),
    },
    {
      // The same run as the first one on a machine: V8 parses the whole bundle.
      name: HOOK_UNCACHED,
      command: node,
      args: ['bin/manifest-check.js', '--hook', join(workspace, 'vcpkg.json')],
      env: { ...env, NODE_DISABLE_COMPILE_CACHE: '1' },
      okStatuses: [0],
      ours: true,
      checkFile: join(tempDir, 'cold-hook-uncached.out'),
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
  const medianOf = (name) => summaries.find((summary) => summary.tool === name).medianMs;
  const medianCpuOf = (name) => summaries.find((summary) => summary.tool === name).medianCpuMs;
  const nodeMs = medianOf(NODE);
  const floorMs = medianOf(FLOOR);
  const floorLimitMs = STARTUP_FACTOR * nodeMs + (floorMs - nodeMs);
  const absolute = (name) =>
    makeTarget({
      caseName: 'cold',
      text: `${name} ≤ ${LIMIT_MS} ms`,
      measured: medianOf(name),
      limit: LIMIT_MS,
      comparison: 'atMost',
      format: formatMs,
    });
  const targetsByTool = {
    [CLI]: [
      absolute(CLI),
      makeTarget({
        caseName: 'cold',
        text: `CLI one manifest ≤ ${STARTUP_FACTOR} × (node -e 0) + (floor one manifest − node -e 0)`,
        measured: medianOf(CLI),
        limit: floorLimitMs,
        comparison: 'atMost',
        format: formatMs,
      }),
    ],
    [HOOK]: [
      makeTarget({
        caseName: 'cold',
        text: `CLI --hook one manifest CPU ≤ ${HOOK_CPU_LIMIT} × (node -e 0)'s CPU`,
        measured: medianCpuOf(HOOK) / medianCpuOf(NODE),
        limit: HOOK_CPU_LIMIT,
        comparison: 'atMost',
        format: (ratio) => `${ratio.toFixed(2)}×`,
      }),
    ],
    [ACTION]: [absolute(ACTION)],
  };
  const rows = summaries.map((summary) => [
    summary.tool,
    formatMs(summary.medianMs),
    formatMs(summary.medianCpuMs),
    formatRss(summary.peakRssKb),
    summary.tool === NODE ? '' : `+${formatMs(summary.medianMs - nodeMs)}`,
    (targetsByTool[summary.tool] ?? []).map(verdict).join('; '),
  ]);
  const notes = [
    `${FLOOR}: node bench/peers/node-floor.js on the workspace, which holds only vcpkg.json`,
    `CLI limit from the same runs: ${STARTUP_FACTOR} × ${formatMs(nodeMs)} + ` +
      `(${formatMs(floorMs)} − ${formatMs(nodeMs)}) = ${formatMs(floorLimitMs)}`,
    `the CLI runs read V8's code cache that the warm-up wrote (src/cli/code-cache.ts); ${HOOK_UNCACHED}: NODE_DISABLE_COMPILE_CACHE=1`,
    `the Action's outputs on its last run: ${action.describeOutputs()}`,
  ];
  const title = `whole process, PATH-only env: median of ${plan.runs} interleaved runs after ${plan.warmups} warm-up(s)`;
  const targets = [...targetsByTool[CLI], ...targetsByTool[HOOK], ...targetsByTool[ACTION]];
  const data = { tools: summaries, cliLimitMs: floorLimitMs, startupFactor: STARTUP_FACTOR };
  return { title, header: HEADER, rows, notes, targets, data };
}

/** The Action's runner files (outside the workspace), emptied before each run. */
function actionFiles(workspace, runnerDir) {
  const runnerTemp = join(runnerDir, 'runner-temp');
  const output = join(runnerDir, 'github-output');
  const summary = join(runnerDir, 'step-summary');
  mkdirSync(runnerDir, { recursive: true });
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
