// Case format-large: `manifest-check format --check` on the largest manifest the CLI reads by
// default (4 MB) of short strings, against its validation (`--profile current`, the checks the
// format makes first), by wall time. Formatting must be linear: it once searched the rest of the
// text for a backslash at every string, and took a minute here.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatRatio } from '../format.js';
import { runInterleaved } from '../run-measured.js';
import { makeTarget } from '../targets.js';
import { PROCESS_HEADER, processRows, runnable, summarizeTools } from '../tool-results.js';
import { checkOutputContains } from './output-checks.js';

/** The CLI's default --max-file-size. */
const SIZE = 4 * 1024 * 1024;
const OURS = 'manifest-check format --check';
const VALIDATION = 'manifest-check --profile current';
const WALL_LIMIT = 2;

/** Runs the case; returns {header, rows, notes, targets, data}. */
export function runFormatLargeCase({ quick, tempDir }) {
  const file = writeManifest(tempDir);
  const tools = [
    {
      name: OURS,
      command: process.execPath,
      args: ['bin/manifest-check.js', 'format', '--check', file],
      okStatuses: [1],
      ours: true,
      checkFile: join(tempDir, 'format-large-ours.out'),
      checkOutput: checkOutputContains('1 file checked: 0 valid, 1 invalid; 1 error'),
    },
    {
      name: VALIDATION,
      command: process.execPath,
      args: ['bin/manifest-check.js', '--profile', 'current', file],
      okStatuses: [0],
      checkFile: join(tempDir, 'format-large-validation.out'),
      checkOutput: checkOutputContains('1 file checked: 1 valid'),
    },
  ];
  const plan = quick ? { warmups: 1, runs: 3 } : { warmups: 1, runs: 7 };
  const results = runInterleaved(runnable(tools), plan);
  const summaries = summarizeTools(tools, results, OURS);
  const validation = summaries.find((entry) => entry.tool === VALIDATION);
  const target = makeTarget({
    caseName: 'format-large',
    text: `format --check of 4 MB of short strings ≤ ${WALL_LIMIT}× the wall time of its validation`,
    measured: validation?.ratio ?? null,
    limit: WALL_LIMIT,
    comparison: 'atMost',
    format: formatRatio,
    skipped: validation?.note ?? null,
  });
  return {
    title: `format a 4 MB manifest of short strings (${file}): median of ${plan.runs} interleaved runs after ${plan.warmups} warm-up`,
    header: PROCESS_HEADER,
    rows: processRows(summaries, { [VALIDATION]: target }),
    notes: ['ours/theirs: median wall ms; CPU ours/theirs: median user+system CPU ms'],
    targets: [target],
    data: { bytes: SIZE, tools: summaries },
  };
}

/**
 * A manifest of exactly SIZE bytes, on one line (so not in canonical form): `name`, `version`,
 * then `"$kN": "v"` members, the last of them filled up to the size.
 */
function writeManifest(tempDir) {
  const members = [];
  let size = '{"name":"x","version":"1"}'.length;
  for (let i = 0; size + 16 < SIZE; i++) {
    const member = `"$k${i}":"v"`;
    members.push(member);
    size += member.length + 1;
  }
  const text = `{"name":"x","version":"1",${members.join(',')}}`;
  const filled = text.replace(/"v"}$/, `"${'v'.repeat(SIZE - text.length + 1)}"}`);
  const folder = join(tempDir, 'format-large');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'vcpkg.json');
  writeFileSync(file, filled);
  return file;
}
