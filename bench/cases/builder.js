// Case builder: in-process throughput of our endpoint() against @octokit/endpoint, shape by shape and on the mix.
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { against, twinName } from '../against.js';
import { bindCalls, CALLS, comparableRequest } from '../builder-calls.js';
import { formatCount, formatRatio } from '../format.js';
import { HarnessError, REPO_ROOT } from '../run-measured.js';
import { median } from '../stats.js';
import { makeTarget, verdict } from '../targets.js';

/** Another build of the library to time (`npx ncc build src/lib.ts -o DIR`), else dist/lib. */
const LIBRARY_VARIABLE = 'MANIFEST_CHECK_BENCH_LIB';
const OURS = 'manifest-check endpoint';
const HEADER = ['call shape', 'ours calls/s', 'theirs calls/s', 'ours/theirs', 'target'];
/** Every shape alone must be at least this many times as fast, and the mix at least `MIX_LIMIT`. */
const SHAPE_LIMIT = 2;
const MIX_LIMIT = 2.4;

/** Runs the case; returns {header, rows, notes, targets, data}. */
export async function runBuilderCase({ quick }) {
  const { library, builders } = await loadBuilders();
  const notes = [
    `library: ${library}`,
    `mix: the ${CALLS.length} shapes in turn; ours = ${builders[0].name}, theirs = ${builders[1].name}`,
    ...differences(builders),
  ];
  const plan = quick
    ? { warmupMs: 150, rounds: 5, roundMs: 100, shapeMs: 40 }
    : { warmupMs: 500, rounds: 10, roundMs: 300, shapeMs: 100 };
  let sink = 0;
  for (const builder of builders) sink += timeRound(builder.calls, plan.warmupMs).sink;
  // Row 0 is the mix; row i + 1 is shape i alone. Rounds alternate builders so drift hits both.
  const workloads = [
    { name: 'mix', ms: plan.roundMs, calls: (builder) => builder.calls },
    ...CALLS.map(({ name }, index) => ({
      name,
      ms: plan.shapeMs,
      calls: (builder) => [builder.calls[index]],
    })),
  ];
  const rates = workloads.map(() => builders.map(() => []));
  for (let round = 0; round < plan.rounds; round++) {
    workloads.forEach((workload, row) => {
      builders.forEach((builder, index) => {
        const result = timeRound(workload.calls(builder), workload.ms);
        rates[row][index].push(result.callsPerSecond);
        sink += result.sink;
      });
    });
  }
  compareWithRef(builders, workloads, rates);
  // Using the sink keeps the calls' results observable, so none can be optimised away.
  if (sink === 0) throw new HarnessError('builder case: every call returned an empty url');
  const measured = workloads.map((workload, row) => {
    const [ours, theirs] = rates[row].map(median);
    const mix = row === 0;
    const target = makeTarget({
      caseName: 'builder',
      text: mix
        ? `mix: ours ≥ ${MIX_LIMIT}× @octokit/endpoint calls/s (ours/theirs)`
        : `${workload.name}: ours ≥ ${SHAPE_LIMIT}× @octokit/endpoint calls/s (ours/theirs)`,
      measured: ours / theirs,
      limit: mix ? MIX_LIMIT : SHAPE_LIMIT,
      comparison: 'atLeast',
      format: formatRatio,
    });
    return { workload, ours, theirs, target };
  });
  const rows = measured.map(({ workload, ours, theirs, target }) => [
    workload.name,
    formatCount(ours),
    formatCount(theirs),
    formatRatio(ours / theirs),
    verdict(target),
  ]);
  const data = {
    plan,
    library,
    callsPerPass: CALLS.length,
    workloads: measured.map(({ workload }, row) => ({
      name: workload.name,
      tools: builders.map((builder, index) => ({
        tool: builder.name,
        callsPerSecond: rates[row][index],
        medianCallsPerSecond: median(rates[row][index]),
      })),
    })),
  };
  const title =
    `in-process endpoint() calls/s, medians of ${plan.rounds} alternating rounds: ` +
    `the mix ${plan.roundMs} ms a round, each shape alone ${plan.shapeMs} ms`;
  return { title, header: HEADER, rows, notes, targets: measured.map((row) => row.target), data };
}

async function loadBuilders() {
  const given = process.env[LIBRARY_VARIABLE];
  const library = given
    ? join(isAbsolute(given) ? given : resolve(given), 'index.js')
    : join(REPO_ROOT, 'dist/lib/index.js');
  if (!existsSync(library)) {
    const how = given ? `check ${LIBRARY_VARIABLE}` : 'build it with npm run build';
    throw new HarnessError(`builder case: ${library} is missing; ${how}`);
  }
  const ours = await import(pathToFileURL(library).href);
  const theirs = await import('@octokit/endpoint');
  const builders = [
    { name: OURS, calls: bindCalls(ours.endpoint) },
    { name: '@octokit/endpoint 7.0.6', calls: bindCalls(theirs.endpoint) },
  ];
  // --against REF: the REF's library is a third builder in the same alternating rounds.
  const refLibrary = against.build && join(against.build.dir, 'dist/lib/index.js');
  if (refLibrary && existsSync(refLibrary)) {
    const ref = await import(pathToFileURL(refLibrary).href);
    builders.push({ name: twinName(OURS), calls: bindCalls(ref.endpoint) });
  }
  return { library, builders };
}

/** With --against, each workload's time per call, ours against the REF's (the third builder). */
function compareWithRef(builders, workloads, rates) {
  if (!against.build) return;
  const perCall = (row, index) =>
    builders[index] ? { wall: 1e9 / median(rates[row][index]) } : { failed: 'no dist/lib' };
  workloads.forEach((workload, row) =>
    against.comparisons.push({
      what: `endpoint() ${workload.name}`,
      unit: 'ns/call',
      ours: perCall(row, 0),
      ref: perCall(row, 2),
    }),
  );
}

/** One note per call shape whose result differs, so a ratio never hides different work. */
function differences([ours, theirs]) {
  return ours.calls.flatMap((call, index) => {
    const [mine, other] = [comparableRequest(call()), comparableRequest(theirs.calls[index]())];
    return mine === other ? [] : [`${CALLS[index].name} differs: ours ${mine} theirs ${other}`];
  });
}

/** Calls the calls over and over for about `durationMs`: {callsPerSecond, sink}. */
function timeRound(calls, durationMs) {
  let count = 0;
  let sink = 0;
  const start = performance.now();
  let now = start;
  // Enough calls between clock reads that reading the clock costs next to nothing.
  const passes = Math.ceil(32 / calls.length);
  do {
    for (let pass = 0; pass < passes; pass++) for (const call of calls) sink += call().url.length;
    count += passes * calls.length;
    now = performance.now();
  } while (now - start < durationMs);
  return { callsPerSecond: count / ((now - start) / 1000), sink };
}
