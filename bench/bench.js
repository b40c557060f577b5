// npm run bench: times manifest-check against its peers and prints whether each target is met.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { runBuilderCase } from './cases/builder.js';
import { runColdCase } from './cases/cold.js';
import { runCorpusCase } from './cases/corpus.js';
import { runCurrentCase } from './cases/current.js';
import { runFormatCase } from './cases/format.js';
import { runFormatLargeCase } from './cases/format-large.js';
import { runGrowthCase } from './cases/growth.js';
import { runRequestCase } from './cases/request.js';
import { runVersionsCase } from './cases/versions.js';
import { against, prepareAgainst, RefError, renderComparisons } from './against.js';
import { fingerprintBuild } from './build-guard.js';
import { formatRss, renderTable } from './format.js';
import { parseOptions, USAGE, UsageError } from './options.js';
import { HarnessError, measureRssFloorKb, PYTHON, REPO_ROOT, runMeasured } from './run-measured.js';
import { median } from './stats.js';
import { isMet, verdict } from './targets.js';

const CASES = {
  corpus: runCorpusCase,
  current: runCurrentCase,
  format: runFormatCase,
  'format-large': runFormatLargeCase,
  builder: runBuilderCase,
  cold: runColdCase,
  growth: runGrowthCase,
  request: runRequestCase,
  versions: runVersionsCase,
};

async function main(argv) {
  const options = parseOptions(argv);
  if (options.help) return void console.log(USAGE);
  if (options.against) {
    // Not under node_modules/: the bundler takes any file on such a path for a package.
    const cache = join(tmpdir(), 'manifest-check-bench');
    const log = (line) => console.error(`  … ${line}`);
    console.log(prepareAgainst(REPO_ROOT, options.against, cache, log));
  }
  const tempDir = mkdtempSync(join(tmpdir(), 'manifest-check-bench-'));
  // Ctrl-C must not leave 100,000 (or with --huge 1,000,000) synthetic manifests behind. The
  // handler runs when the event loop turns: between cases and between batches of --huge files.
  process.once('SIGINT', () => {
    console.error('\ninterrupted: removing the temporary files…');
    rmSync(tempDir, { recursive: true, force: true });
    process.exit(130);
  });
  const rssFloorKb = measureRssFloorKb();
  printMachine(options, rssFloorKb);
  const context = {
    quick: options.quick,
    huge: options.huge,
    tempDir,
    log: (line) => console.error(`  … ${line}`),
  };
  const outcomes = [];
  try {
    for (const name of options.cases) {
      outcomes.push(await runCase(name, context));
      await nextTurn(); // lets a pending Ctrl-C stop the run here
    }
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
  printSummary(outcomes);
  if (against.build) printComparisons();
  if (options.jsonFile) writeJson(options, rssFloorKb, outcomes);
  return outcomes.some((outcome) => outcome.error) ? 1 : 0;
}

/** Runs one case and prints its table: {name, result} or {name, skipped} or {name, error}. */
async function runCase(name, context) {
  console.log(`\n== ${name}`);
  try {
    const buildBefore = fingerprintBuild();
    const compared = against.comparisons.length;
    const result = await CASES[name](context);
    for (const comparison of against.comparisons.slice(compared)) comparison.caseName = name;
    if (fingerprintBuild() !== buildBefore) {
      throw new HarnessError(
        'dist/, bin/ or schema/ changed during this case (a rebuild?); run it again',
      );
    }
    if (result.skipped) {
      console.log(`skipped: ${result.skipped}`);
      return { name, skipped: result.skipped };
    }
    console.log(result.title);
    console.log(renderTable(result.header, result.rows));
    for (const note of result.notes) console.log(`  ${note}`);
    return { name, result };
  } catch (error) {
    console.log(`error: ${error.message}`);
    return { name, error: error.message };
  }
}

function printComparisons() {
  console.log(`\n== against ${against.build.ref} (${against.build.commit.slice(0, 12)})`);
  console.log(renderComparisons());
  console.log(
    '  medians of the same interleaved rounds; ratio: this tree over REF (above 1: slower); ' +
      'CPU: user+system',
  );
}

function printMachine(options, rssFloorKb) {
  const cpu = cpus()[0]?.model ?? 'unknown cpu';
  console.log(
    `node ${process.version} on ${process.platform}-${process.arch}, ${cpus().length} × ${cpu}`,
  );
  const mode = `${options.quick ? 'quick' : 'full'}${options.huge ? ' + huge' : ''}`;
  console.log(`mode: ${mode}; cases: ${options.cases.join(', ')}`);
  // Linux carries the parent's peak over exec, so no child can read lower than the wrapper itself.
  console.log(
    `peak RSS is read by ${PYTHON} bench/rusage.py; no reading can be below the wrapper's own ` +
      `${formatRss(rssFloorKb)} (what 'true' reads)`,
  );
  printExtraCaCerts();
}

/**
 * Node 20 reads the file NODE_EXTRA_CA_CERTS names whenever it starts, TLS or not: where it is
 * set, every Node process would start that much later, and each ratio of a Node process to a
 * native peer would read higher, and to `node -e 0` lower, than on a runner, which does not set
 * it. So every command measured runs without it (runMeasured); this says what it would add.
 */
function printExtraCaCerts() {
  const file = process.env.NODE_EXTRA_CA_CERTS;
  if (file === undefined || file === '') return;
  const cpuOf = (args) =>
    median(Array.from({ length: 7 }, () => runMeasured('env', args).cpuMs)).toFixed(1);
  const withIt = cpuOf([`NODE_EXTRA_CA_CERTS=${file}`, process.execPath, '-e', '0']);
  const withoutIt = cpuOf([process.execPath, '-e', '0']);
  console.log(
    `NODE_EXTRA_CA_CERTS=${file} is set here; every command measured runs without it, as on a ` +
      `runner. Node reads it at each start: 'node -e 0' takes ${withIt} ms CPU with it, ` +
      `${withoutIt} ms without (medians of 7).`,
  );
}

function printSummary(outcomes) {
  console.log('\n== summary');
  for (const outcome of outcomes) {
    if (outcome.skipped) console.log(`${outcome.name}: not measured (skipped: ${outcome.skipped})`);
    if (outcome.error) console.log(`${outcome.name}: HARNESS ERROR (${outcome.error})`);
    for (const target of outcome.result?.targets ?? []) {
      console.log(`${outcome.name}: ${target.text}: ${verdict(target)}`);
    }
  }
}

function writeJson(options, rssFloorKb, outcomes) {
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    quick: options.quick,
    huge: options.huge,
    rssFloorKb,
    cases: Object.fromEntries(outcomes.map((outcome) => [outcome.name, caseJson(outcome)])),
    against: against.build && { ...against.build, comparisons: against.comparisons },
  };
  writeFileSync(options.jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwrote ${options.jsonFile}`);
}

function caseJson({ skipped, error, result }) {
  if (!result) return { skipped: skipped ?? null, error: error ?? null };
  const targets = result.targets.map((target) => ({
    text: target.text,
    measured: target.measured,
    limit: target.limit,
    comparison: target.comparison,
    met: isMet(target),
    verdict: verdict(target),
  }));
  return { ...result.data, targets };
}

main(process.argv.slice(2)).then(
  (status) => (process.exitCode = status),
  (error) => {
    if (!(error instanceof UsageError || error instanceof RefError)) throw error;
    // A bad REF is one line: the usage would not help.
    console.error(`bench: ${error.message}${error instanceof UsageError ? `\n\n${USAGE}` : ''}`);
    process.exitCode = 2;
  },
);
