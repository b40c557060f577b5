// Case growth: the CLI on 1k, 10k and 100k synthetic manifests; time per file and memory stay flat.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { formatCount, formatMs, formatRatio, formatRss } from '../format.js';
import { HarnessError, runInterleaved } from '../run-measured.js';
import { summarizeRuns } from '../stats.js';
import { writeSyntheticManifests } from '../synthetic-manifests.js';
import { makeTarget, verdict } from '../targets.js';
import { checkOursJson, readOursSummary } from './output-checks.js';

const GROWTH_LIMIT = 1.5;
/**
 * The old-space heap every size must fit in. V8 grows its heap lazily, so peak RSS rises with
 * the number of files even when nothing is kept; a run in a small fixed heap shows what is.
 * What does grow is the sorted list of paths (about 100 bytes a file) and, while a directory of
 * 100,000 entries is listed, its listing: 100,000 files need about 60 MB, 10,000 less than 48.
 */
const HEAP_CAP_MB = 64;
const HEADER = [
  'files',
  'generated in',
  'median',
  'µs/file',
  'peak RSS',
  `in ${HEAP_CAP_MB} MB heap`,
  'target',
];

/** Runs the case; returns {header, rows, notes, targets, data}. */
export function runGrowthCase({ quick, tempDir, log }) {
  const plans = quick
    ? [
        { files: 1_000, warmups: 1, runs: 3 },
        { files: 10_000, warmups: 1, runs: 2 },
      ]
    : [
        { files: 1_000, warmups: 1, runs: 7 },
        { files: 10_000, warmups: 1, runs: 5 },
        { files: 100_000, warmups: 1, runs: 3 },
      ];
  const sizes = plans.map((plan) => measureSize(plan, tempDir, log));
  const [smaller, larger] = sizes.slice(-2);
  const compared = `${formatCount(larger.files)} vs ${formatCount(smaller.files)} files`;
  const targets = [
    growthTarget(
      `time per file grows ≤ ${GROWTH_LIMIT}× (${compared})`,
      larger.usPerFile / smaller.usPerFile,
    ),
    growthTarget(
      `peak RSS grows ≤ ${GROWTH_LIMIT}× (${compared})`,
      larger.peakRssKb / smaller.peakRssKb,
    ),
    makeTarget({
      caseName: 'growth',
      text: `every size is checked in a ${HEAP_CAP_MB} MB old-space heap (nothing kept per file)`,
      measured: sizes.filter((size) => size.fitsHeapCap).length,
      limit: sizes.length,
      comparison: 'atLeast',
      format: (count) => `${count} sizes`,
    }),
  ];
  const rows = sizes.map((size, index) => [
    formatCount(size.files),
    formatMs(size.generationMs),
    formatMs(size.medianMs),
    size.usPerFile.toFixed(1),
    formatRss(size.peakRssKb),
    size.fitsHeapCap ? 'yes' : 'NO',
    index === sizes.length - 1 ? targets.map(verdict).join('; ') : '',
  ]);
  const notes = sizes.map((size) => `${formatCount(size.files)} files: ${size.check}`);
  if (quick) notes.push('--quick compares 10k with 1k files, where start-up weighs on the 1k time');
  const title =
    'manifest-check --format json on synthetic dirs, median per size (runs after 1 warm-up)';
  return { title, header: HEADER, rows, notes, targets, data: { sizes } };
}

/** Generates one size, measures the CLI on it, and deletes it again. */
function measureSize({ files, warmups, runs }, tempDir, log) {
  const dir = join(tempDir, `growth-${files}`);
  log(`growth: writing ${formatCount(files)} manifests…`);
  const generated = writeSyntheticManifests(dir, files);
  log(`growth: written in ${formatMs(generated.generationMs)}; measuring…`);
  const checkFile = join(tempDir, `growth-${files}.json`);
  const tool = {
    name: 'manifest-check',
    command: process.execPath,
    args: ['bin/manifest-check.js', '--format', 'json', dir],
    okStatuses: [0, 1],
    ours: true,
    checkFile,
    checkOutput: checkOursJson,
  };
  const result = runInterleaved([tool], { warmups, runs }).get(tool.name);
  const { medianMs, peakRssKb } = summarizeRuns(result.runs);
  const check = describeCheck(readOursSummary(checkFile), generated);
  const capped = {
    ...tool,
    name: 'manifest-check, capped heap',
    args: [`--max-old-space-size=${HEAP_CAP_MB}`, ...tool.args],
  };
  const fitsHeapCap = completesIn(capped, checkFile, generated);
  rmSync(dir, { recursive: true, force: true });
  rmSync(checkFile, { force: true });
  return {
    files,
    generationMs: generated.generationMs,
    averageBytes: generated.averageBytes,
    medianMs,
    usPerFile: (medianMs * 1000) / files,
    peakRssKb,
    fitsHeapCap,
    runs: result.runs,
    check,
  };
}

/** Whether a run of `tool` ends normally with the right counts (running out of heap does not). */
function completesIn(tool, checkFile, generated) {
  try {
    const run = runInterleaved([tool], { warmups: 0, runs: 1 }).get(tool.name);
    const summary = readOursSummary(checkFile);
    return !run.failed && summary?.files === generated.count && summary.valid === generated.valid;
  } catch (error) {
    if (error instanceof HarnessError) return false;
    throw error;
  }
}

/** What the CLI reported against what was generated, so a miscount shows. */
function describeCheck(summary, generated) {
  const made = `made ${generated.valid} valid, avg ${Math.round(generated.averageBytes)} bytes`;
  if (!summary) return `${made}; output is not manifest-check JSON`;
  const agrees = summary.files === generated.count && summary.valid === generated.valid;
  return `${made}; reported ${summary.files} files, ${summary.valid} valid, ${summary.errors} errors${agrees ? '' : ' (MISMATCH)'}`;
}

function growthTarget(text, measured) {
  return makeTarget({
    caseName: 'growth',
    text,
    measured,
    limit: GROWTH_LIMIT,
    comparison: 'atMost',
    format: (ratio) => `${formatRatio(ratio)}×`,
  });
}
