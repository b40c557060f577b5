// Case corpus: the CLI on the 2,977 real manifests of ../shared/corpus against the Node floor and
// two other validators, by wall time and by CPU time.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatCount, formatRatio } from '../format.js';
import { findPythonJsonschema, findSourcemeta } from '../peers.js';
import { REPO_ROOT, runInterleaved } from '../run-measured.js';
import { makeTarget } from '../targets.js';
import { PROCESS_HEADER, processRows, runnable, summarizeTools } from '../tool-results.js';
import {
  checkFloorOutput,
  checkOursJson,
  checkPythonOutput,
  checkSourcemetaOutput,
  describeFloorOutput,
  describeOursJson,
  describePythonOutput,
  describeSourcemetaOutput,
} from './output-checks.js';

const CORPUS = '../shared/corpus';
const CORPUS_FILES = 2977;
const SCHEMA = 'schema/manifest.schema.json';
const OURS = 'manifest-check';
const FLOOR = 'node floor';
const FLOOR_SCRIPT = 'bench/peers/node-floor.js';
const FLOOR_CPU_LIMIT = 2;
/** Peak RSS of our run, at most: the speed round's target. */
const PEAK_RSS_LIMIT_MB = 60;
/** Our wall time over sourcemeta's, at most: 1.5 times as fast (the speed round's target). */
const SOURCEMETA_WALL_LIMIT = 2 / 3;
const PYTHON_PEER = 'python-jsonschema';
const SOURCEMETA = 'sourcemeta -c';
const SOURCEMETA_FAST = 'sourcemeta -c --fast';

/** Runs the case; returns {header, rows, notes, targets, data} or {skipped}. */
export function runCorpusCase({ quick, tempDir }) {
  if (!existsSync(join(REPO_ROOT, CORPUS))) return { skipped: `no ${CORPUS}` };
  const tools = corpusTools(tempDir);
  const plan = quick ? { warmups: 1, runs: 3 } : { warmups: 1, runs: 7 };
  const results = runInterleaved(runnable(tools), plan);
  const summaries = summarizeTools(tools, results, OURS);
  const targets = [
    ratioTarget(summaries, FLOOR, {
      limit: FLOOR_CPU_LIMIT,
      text: `ours CPU ≤ ${FLOOR_CPU_LIMIT}× the node floor's CPU (ours/floor, median CPU ms)`,
      cpu: true,
    }),
    ratioTarget(summaries, PYTHON_PEER, {
      limit: 1 / 3,
      text: 'ours ≤ 1/3 of python-jsonschema time (ours/theirs)',
    }),
    ratioTarget(summaries, SOURCEMETA, {
      limit: SOURCEMETA_WALL_LIMIT,
      text: 'ours ≤ 2/3 of sourcemeta -c time, 1.5 times as fast (ours/theirs)',
    }),
    ratioTarget(summaries, SOURCEMETA, {
      limit: 1 / 5,
      text: 'ours ≤ 1/5 of sourcemeta -c time, the older target (ours/theirs)',
    }),
    peakRssTarget(summaries),
  ];
  const targetsByTool = {
    [OURS]: targets[4],
    [FLOOR]: targets[0],
    [PYTHON_PEER]: targets[1],
    [SOURCEMETA]: [targets[2], targets[3]],
  };
  const notes = runnable(tools).map(
    (tool) =>
      `${tool.name}: ${results.get(tool.name).failed ? '-' : tool.describeOutput(tool.checkFile)}`,
  );
  return {
    title: `validate ${CORPUS} (${formatCount(CORPUS_FILES)} files): median of ${plan.runs} interleaved runs after ${plan.warmups} warm-up`,
    header: PROCESS_HEADER,
    rows: processRows(summaries, targetsByTool),
    notes: [
      'ours/theirs: median wall ms; CPU ours/theirs: median user+system CPU ms (all threads)',
      `${FLOOR}: node ${FLOOR_SCRIPT}: list, read, JSON.parse and the same ajv validator, no report`,
      'what each printed on its first warm-up:',
      ...notes,
    ],
    targets,
    data: { corpus: CORPUS, tools: summaries, outputs: notes },
  };
}

const OURS_OUTPUT = { checkOutput: checkOursJson, describeOutput: describeOursJson };
const PYTHON_OUTPUT = { checkOutput: checkPythonOutput, describeOutput: describePythonOutput };
const FLOOR_OUTPUT = {
  checkOutput: checkFloorOutput(CORPUS_FILES),
  describeOutput: describeFloorOutput,
};
const SOURCEMETA_OUTPUT = {
  checkOutput: checkSourcemetaOutput,
  describeOutput: describeSourcemetaOutput,
};

function corpusTools(tempDir) {
  const python = findPythonJsonschema();
  const sourcemeta = findSourcemeta();
  const tool = (name, found, args, okStatuses, output) =>
    found.skipped
      ? { name, skipped: found.skipped }
      : {
          name,
          command: found.command,
          args: [...found.args, ...args],
          okStatuses,
          ...output,
          checkFile: join(tempDir, `corpus-${name.replace(/\W+/g, '-')}.out`),
        };
  const node = { command: process.execPath, args: ['bin/manifest-check.js'] };
  const floor = { command: process.execPath, args: [FLOOR_SCRIPT] };
  return [
    { ...tool(OURS, node, ['--format', 'json', CORPUS], [0, 1], OURS_OUTPUT), ours: true },
    // The floor exits 1 when a manifest has errors, as ours does.
    tool(FLOOR, floor, [CORPUS], [0, 1], FLOOR_OUTPUT),
    tool(PYTHON_PEER, python, [SCHEMA, CORPUS], [0, 1], PYTHON_OUTPUT),
    // sourcemeta exits 2 when an instance fails validation.
    tool(SOURCEMETA, sourcemeta, ['validate', '-c', SCHEMA, CORPUS], [0, 2], SOURCEMETA_OUTPUT),
    tool(
      SOURCEMETA_FAST,
      sourcemeta,
      ['validate', '-c', '--fast', SCHEMA, CORPUS],
      [0, 2],
      SOURCEMETA_OUTPUT,
    ),
  ];
}

/** A target on our median over the peer's: wall time, or CPU time when `cpu` is set. */
function ratioTarget(summaries, peer, { limit, text, cpu = false }) {
  const summary = summaries.find((entry) => entry.tool === peer);
  return makeTarget({
    caseName: 'corpus',
    text,
    measured: (cpu ? summary?.cpuRatio : summary?.ratio) ?? null,
    limit,
    comparison: 'atMost',
    format: formatRatio,
    skipped: summary?.note ?? null,
  });
}

/** A target on our peak RSS, the largest of the runs. */
function peakRssTarget(summaries) {
  const summary = summaries.find((entry) => entry.tool === OURS);
  return makeTarget({
    caseName: 'corpus',
    text: `ours peak RSS ≤ ${PEAK_RSS_LIMIT_MB} MB (the largest of the runs)`,
    measured: Number.isFinite(summary?.peakRssKb) ? summary.peakRssKb / 1024 : null,
    limit: PEAK_RSS_LIMIT_MB,
    comparison: 'atMost',
    format: (mb) => `${mb.toFixed(1)} MB`,
    skipped: summary?.note ?? null,
  });
}
