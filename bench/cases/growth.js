// Case growth: the CLI on 1k, 10k and 100k synthetic manifests; CPU per file and memory stay flat.
// With --huge also once on 1,000,000 tiny manifests.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatCount, formatMs, formatRatio, formatRss } from '../format.js';
import { HarnessError, runInterleaved, runMeasured } from '../run-measured.js';
import { summarizeRuns } from '../stats.js';
import { writeSyntheticManifests, writeTinyManifests } from '../synthetic-manifests.js';
import { makeTarget, verdict } from '../targets.js';
import { checkOursJson, readOursSummary, readOursSummaryTail } from './output-checks.js';

const GROWTH_LIMIT = 1.5;
const PEAK_RSS_LIMIT_MB = 150;
const HUGE_FILES = 1_000_000;
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
  'CPU',
  'µs/file',
  'CPU µs/file',
  'peak RSS',
  `in ${HEAP_CAP_MB} MB heap`,
  'target',
];

/** Runs the case; returns {header, rows, notes, targets, data}. */
export async function runGrowthCase({ quick, huge, tempDir, log }) {
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
  const hugeSize = huge ? await measureHuge(tempDir, log) : null;
  const [smaller, larger] = sizes.slice(-2);
  const targets = [
    makeTarget({
      caseName: 'growth',
      text:
        `CPU per file at ${formatCount(larger.files)} files ≤ ${GROWTH_LIMIT}× that at ` +
        `${formatCount(smaller.files)}${smaller.files === 10_000 ? ' (flat from 10,000 on)' : ''}`,
      measured: larger.cpuUsPerFile / smaller.cpuUsPerFile,
      limit: GROWTH_LIMIT,
      comparison: 'atMost',
      format: (ratio) => `${formatRatio(ratio)}×`,
    }),
    makeTarget({
      caseName: 'growth',
      text: `peak RSS at ${formatCount(larger.files)} files ≤ ${PEAK_RSS_LIMIT_MB} MB`,
      measured: larger.peakRssKb,
      limit: PEAK_RSS_LIMIT_MB * 1024,
      comparison: 'atMost',
      format: formatRss,
    }),
    makeTarget({
      caseName: 'growth',
      text: `every size is checked in a ${HEAP_CAP_MB} MB old-space heap (nothing kept per file)`,
      measured: sizes.filter((size) => size.fitsHeapCap).length,
      limit: sizes.length,
      comparison: 'atLeast',
      format: (count) => `${count} sizes`,
    }),
    makeTarget({
      caseName: 'growth',
      text: `${formatCount(HUGE_FILES)} tiny manifests finish with the right counts`,
      measured: hugeSize ? Number(hugeSize.finished) : null,
      limit: 1,
      comparison: 'atLeast',
      format: (count) => `${count} of 1`,
      skipped: 'only with --huge',
    }),
  ];
  const rows = sizes.map((size, index) => [
    formatCount(size.files),
    formatMs(size.generationMs),
    formatMs(size.medianMs),
    formatMs(size.medianCpuMs),
    size.usPerFile.toFixed(1),
    size.cpuUsPerFile.toFixed(1),
    formatRss(size.peakRssKb),
    size.fitsHeapCap ? 'yes' : 'NO',
    index === sizes.length - 1 ? targets.slice(0, 3).map(verdict).join('; ') : '',
  ]);
  if (hugeSize) {
    rows.push([
      `${formatCount(hugeSize.files)} tiny`,
      formatMs(hugeSize.generationMs),
      formatMs(hugeSize.medianMs),
      formatMs(hugeSize.medianCpuMs),
      hugeSize.usPerFile.toFixed(1),
      hugeSize.cpuUsPerFile.toFixed(1),
      formatRss(hugeSize.peakRssKb),
      'not run',
      verdict(targets[3]),
    ]);
  }
  const notes = [...sizes, ...(hugeSize ? [hugeSize] : [])].map(
    (size) => `${formatCount(size.files)} files: ${size.check}`,
  );
  if (quick) notes.push('--quick compares 10k with 1k files, where start-up weighs on the 1k time');
  if (hugeSize) {
    notes.push(
      `${formatCount(HUGE_FILES)} tiny: {"name":"p<i>","version":"1.0.0"} as g<NNN>/p<NNNNNNN>/vcpkg.json, ` +
        `10,000 to a group directory; one run, no warm-up, no capped-heap run; ` +
        `deleted in ${formatMs(hugeSize.deletionMs)}`,
    );
  } else {
    notes.push(`--huge adds one run on ${formatCount(HUGE_FILES)} tiny manifests`);
  }
  const title =
    'manifest-check --format json on synthetic dirs, median per size (runs after 1 warm-up)';
  return { title, header: HEADER, rows, notes, targets, data: { sizes, huge: hugeSize } };
}

/** Generates one size, measures the CLI on it, and deletes it again. */
function measureSize({ files, warmups, runs }, tempDir, log) {
  const dir = join(tempDir, `growth-${files}`);
  log(`growth: writing ${formatCount(files)} manifests…`);
  const generated = writeSyntheticManifests(dir, files);
  log(`growth: written in ${formatMs(generated.generationMs)}; measuring…`);
  const checkFile = join(tempDir, `growth-${files}.json`);
  const tool = { ...ourTool(dir, checkFile), name: `manifest-check, ${formatCount(files)} files` };
  const result = runInterleaved([tool], { warmups, runs }).get(tool.name);
  const { medianMs, medianCpuMs, peakRssKb } = summarizeRuns(result.runs);
  const check = describeCheck(readOursSummary(checkFile), generated);
  const capped = {
    ...tool,
    name: 'manifest-check, capped heap',
    against: false, // a pass or fail, not a time: --against runs no twin of it
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
    medianCpuMs,
    usPerFile: (medianMs * 1000) / files,
    cpuUsPerFile: (medianCpuMs * 1000) / files,
    peakRssKb,
    fitsHeapCap,
    runs: result.runs,
    check,
  };
}

/**
 * --huge: writes a million tiny manifests, runs the CLI on them once, and deletes them again.
 * A crash or a wrong count is a missed target, not a harness error.
 */
async function measureHuge(tempDir, log) {
  const dir = join(tempDir, `growth-huge-${HUGE_FILES}`);
  const checkFile = join(tempDir, `growth-huge-${HUGE_FILES}.json`);
  try {
    log(`growth --huge: writing ${formatCount(HUGE_FILES)} tiny manifests…`);
    const generated = await writeTinyManifests(dir, HUGE_FILES, (line) =>
      log(`growth --huge: ${line}`),
    );
    log(`growth --huge: written in ${formatMs(generated.generationMs)}; one run…`);
    const { args, command } = ourTool(dir, checkFile);
    const run = runMeasured(command, args, { outputFile: checkFile });
    const summary = readOursSummaryTail(checkFile);
    const counted = describeCheck(summary, generated);
    const finished =
      [0, 1].includes(run.status) &&
      summary?.files === generated.count &&
      summary.valid === generated.valid;
    log(`growth --huge: ran in ${formatMs(run.wallMs)}; deleting the manifests…`);
    const deletion = performance.now();
    rmSync(dir, { recursive: true, force: true });
    return {
      files: HUGE_FILES,
      generationMs: generated.generationMs,
      averageBytes: generated.averageBytes,
      medianMs: run.wallMs,
      medianCpuMs: run.cpuMs,
      usPerFile: (run.wallMs * 1000) / HUGE_FILES,
      cpuUsPerFile: (run.cpuMs * 1000) / HUGE_FILES,
      peakRssKb: run.maxRssKb,
      status: run.status,
      finished,
      deletionMs: performance.now() - deletion,
      runs: [run],
      check: `exit status ${run.status}; ${counted}`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(checkFile, { force: true });
  }
}

function ourTool(dir, checkFile) {
  return {
    name: 'manifest-check',
    command: process.execPath,
    args: ['bin/manifest-check.js', '--format', 'json', dir],
    okStatuses: [0, 1],
    ours: true,
    checkFile,
    checkOutput: checkOursJson,
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
