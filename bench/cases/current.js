// Case current: `--profile current` on today's ports (../shared/corpus/vcpkg-ports-2026-08),
// against the default profile on the same files and python-jsonschema with vcpkg's published
// schema, by CPU time and wall time.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatCount, formatRatio } from '../format.js';
import { findPythonJsonschema } from '../peers.js';
import { REPO_ROOT, runInterleaved } from '../run-measured.js';
import { makeTarget } from '../targets.js';
import { PROCESS_HEADER, processRows, runnable, summarizeTools } from '../tool-results.js';
import {
  checkOursJson,
  checkPythonOutput,
  describeOursJson,
  describePythonOutput,
} from './output-checks.js';

const PORTS = '../shared/corpus/vcpkg-ports-2026-08';
const PORT_FILES = 2867;
const VCPKG_SCHEMAS = '../shared/schemas/vcpkg-tool-2026-08';
const OURS = 'manifest-check --profile current';
const DEFAULT = 'manifest-check (spec profile)';
const PYTHON_PEER = 'python-jsonschema, vcpkg schema';
const DEFAULT_CPU_LIMIT = 1.2;

/** Runs the case; returns {header, rows, notes, targets, data} or {skipped}. */
export function runCurrentCase({ quick, tempDir }) {
  if (!existsSync(join(REPO_ROOT, PORTS))) return { skipped: `no ${PORTS}` };
  const tools = currentTools(tempDir);
  const plan = quick ? { warmups: 1, runs: 3 } : { warmups: 1, runs: 7 };
  const results = runInterleaved(runnable(tools), plan);
  const summaries = summarizeTools(tools, results, OURS);
  const targets = [
    ratioTarget(summaries, DEFAULT, {
      limit: DEFAULT_CPU_LIMIT,
      text: `--profile current CPU ≤ ${DEFAULT_CPU_LIMIT}× the default profile's on the same files`,
      cpu: true,
    }),
    ratioTarget(summaries, PYTHON_PEER, {
      limit: 1 / 3,
      text: '--profile current ≤ 1/3 of python-jsonschema time with vcpkg’s schema (ours/theirs)',
    }),
  ];
  const notes = runnable(tools).map(
    (tool) =>
      `${tool.name}: ${results.get(tool.name).failed ? '-' : tool.describeOutput(tool.checkFile)}`,
  );
  return {
    title: `validate ${PORTS} (${formatCount(PORT_FILES)} files): median of ${plan.runs} interleaved runs after ${plan.warmups} warm-up`,
    header: PROCESS_HEADER,
    rows: processRows(summaries, { [DEFAULT]: targets[0], [PYTHON_PEER]: targets[1] }),
    notes: [
      'ours/theirs: median wall ms; CPU ours/theirs: median user+system CPU ms (all threads)',
      'what each printed on its first warm-up:',
      ...notes,
    ],
    targets,
    data: { ports: PORTS, tools: summaries, outputs: notes },
  };
}

const OURS_OUTPUT = { checkOutput: checkOursJson, describeOutput: describeOursJson };
const PYTHON_OUTPUT = { checkOutput: checkPythonOutput, describeOutput: describePythonOutput };

function currentTools(tempDir) {
  const python = findPythonJsonschema();
  const node = { command: process.execPath, args: ['bin/manifest-check.js'] };
  const tool = (name, found, args, okStatuses, output) =>
    found.skipped
      ? { name, skipped: found.skipped }
      : {
          name,
          command: found.command,
          args: [...found.args, ...args],
          okStatuses,
          ...output,
          checkFile: join(tempDir, `current-${name.replace(/\W+/g, '-')}.out`),
        };
  const schemas = [
    'vcpkg.schema.json',
    'vcpkg-schema-definitions.schema.json',
    'vcpkg-configuration.schema.json',
  ].map((file) => join(VCPKG_SCHEMAS, file));
  return [
    {
      ...tool(OURS, node, ['--profile', 'current', '--format', 'json', PORTS], [0, 1], OURS_OUTPUT),
      ours: true,
    },
    tool(DEFAULT, node, ['--format', 'json', PORTS], [0, 1], OURS_OUTPUT),
    tool(PYTHON_PEER, python, [schemas[0], PORTS, ...schemas.slice(1)], [0, 1], PYTHON_OUTPUT),
  ];
}

/** A target on our median over the peer's: wall time, or CPU time when `cpu` is set. */
function ratioTarget(summaries, peer, { limit, text, cpu = false }) {
  const summary = summaries.find((entry) => entry.tool === peer);
  return makeTarget({
    caseName: 'current',
    text,
    measured: (cpu ? summary?.cpuRatio : summary?.ratio) ?? null,
    limit,
    comparison: 'atMost',
    format: formatRatio,
    skipped: summary?.note ?? null,
  });
}
