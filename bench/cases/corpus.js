// Case corpus: the CLI on the 2,977 real manifests of ../shared/corpus against two peers.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatRatio } from '../format.js';
import { findPythonJsonschema, findSourcemeta } from '../peers.js';
import { REPO_ROOT, runInterleaved } from '../run-measured.js';
import { makeTarget } from '../targets.js';
import { PROCESS_HEADER, processRows, runnable, summarizeTools } from '../tool-results.js';
import {
  checkOursJson,
  checkPythonOutput,
  checkSourcemetaOutput,
  describeOursJson,
  describePythonOutput,
  describeSourcemetaOutput,
} from './output-checks.js';

const CORPUS = '../shared/corpus';
const SCHEMA = 'schema/manifest.schema.json';
const OURS = 'manifest-check';
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
    ratioTarget(
      summaries,
      PYTHON_PEER,
      1 / 6,
      'ours ≤ 1/6 of python-jsonschema time (ours/theirs)',
    ),
    ratioTarget(summaries, SOURCEMETA, 1 / 5, 'ours ≤ 1/5 of sourcemeta -c time (ours/theirs)'),
  ];
  const targetsByTool = { [PYTHON_PEER]: targets[0], [SOURCEMETA]: targets[1] };
  const notes = runnable(tools).map(
    (tool) =>
      `${tool.name}: ${results.get(tool.name).failed ? '-' : tool.describeOutput(tool.checkFile)}`,
  );
  return {
    title: `validate ${CORPUS} (2,977 files): median of ${plan.runs} interleaved runs after ${plan.warmups} warm-up`,
    header: PROCESS_HEADER,
    rows: processRows(summaries, targetsByTool),
    notes: ['what each printed on its first warm-up:', ...notes],
    targets,
    data: { corpus: CORPUS, tools: summaries, outputs: notes },
  };
}

const OURS_OUTPUT = { checkOutput: checkOursJson, describeOutput: describeOursJson };
const PYTHON_OUTPUT = { checkOutput: checkPythonOutput, describeOutput: describePythonOutput };
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
  return [
    { ...tool(OURS, node, ['--format', 'json', CORPUS], [0, 1], OURS_OUTPUT), ours: true },
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

function ratioTarget(summaries, peer, limit, text) {
  const summary = summaries.find((entry) => entry.tool === peer);
  return makeTarget({
    caseName: 'corpus',
    text,
    measured: summary?.ratio ?? null,
    limit,
    comparison: 'atMost',
    format: formatRatio,
    skipped: summary?.note ?? null,
  });
}
