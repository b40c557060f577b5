// Case builder: in-process throughput of our endpoint() against @octokit/endpoint on one mix.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { bindCalls, CALLS, comparableRequest } from '../builder-calls.js';
import { formatCount, formatRatio } from '../format.js';
import { HarnessError, REPO_ROOT } from '../run-measured.js';
import { median } from '../stats.js';
import { makeTarget, verdict } from '../targets.js';

const OUR_LIBRARY = join(REPO_ROOT, 'dist/lib/index.js');
const HEADER = ['tool', 'calls/s (median)', 'rounds', 'ours/theirs', 'target'];

/** Runs the case; returns {header, rows, notes, targets, data}. */
export async function runBuilderCase({ quick }) {
  const builders = await loadBuilders();
  const notes = [`mix: ${CALLS.length} calls per pass`, ...differences(builders)];
  const plan = quick
    ? { warmupMs: 150, rounds: 5, roundMs: 100 }
    : { warmupMs: 500, rounds: 10, roundMs: 300 };
  let sink = 0;
  for (const builder of builders) sink += timeRound(builder.calls, plan.warmupMs).sink;
  const rates = builders.map(() => []);
  for (let round = 0; round < plan.rounds; round++) {
    builders.forEach((builder, index) => {
      const result = timeRound(builder.calls, plan.roundMs);
      rates[index].push(result.callsPerSecond);
      sink += result.sink;
    });
  }
  // Using the sink keeps the calls' results observable, so none can be optimised away.
  if (sink === 0) throw new HarnessError('builder case: every call returned an empty url');
  const [ours, theirs] = rates.map(median);
  const target = makeTarget({
    caseName: 'builder',
    text: 'ours ≥ 2× @octokit/endpoint calls/s (ours/theirs)',
    measured: ours / theirs,
    limit: 2,
    comparison: 'atLeast',
    format: formatRatio,
  });
  const rows = [
    [builders[0].name, formatCount(ours), String(plan.rounds), '', ''],
    [
      builders[1].name,
      formatCount(theirs),
      String(plan.rounds),
      formatRatio(ours / theirs),
      verdict(target),
    ],
  ];
  const tools = builders.map((builder, index) => ({
    tool: builder.name,
    callsPerSecond: rates[index],
    medianCallsPerSecond: median(rates[index]),
  }));
  const data = { plan, callsPerPass: CALLS.length, tools };
  const title = `in-process endpoint() calls/s: ${plan.rounds} alternating rounds of ${plan.roundMs} ms each`;
  return { title, header: HEADER, rows, notes, targets: [target], data };
}

async function loadBuilders() {
  if (!existsSync(OUR_LIBRARY)) {
    throw new HarnessError(`builder case: ${OUR_LIBRARY} is missing; build it with npm run build`);
  }
  const ours = await import(pathToFileURL(OUR_LIBRARY).href);
  const theirs = await import('@octokit/endpoint');
  return [
    { name: 'manifest-check endpoint', calls: bindCalls(ours.endpoint) },
    { name: '@octokit/endpoint 7.0.6', calls: bindCalls(theirs.endpoint) },
  ];
}

/** One note per call of the mix whose result differs, so a ratio never hides different work. */
function differences([ours, theirs]) {
  return ours.calls.flatMap((call, index) => {
    const [mine, other] = [comparableRequest(call()), comparableRequest(theirs.calls[index]())];
    return mine === other ? [] : [`call ${index + 1} differs: ours ${mine} theirs ${other}`];
  });
}

/** Calls the mix over and over for about `durationMs`: {callsPerSecond, sink}. */
function timeRound(calls, durationMs) {
  let count = 0;
  let sink = 0;
  const start = performance.now();
  let now = start;
  do {
    for (const call of calls) sink += call().url.length;
    count += calls.length;
    now = performance.now();
  } while (now - start < durationMs);
  return { callsPerSecond: count / ((now - start) / 1000), sink };
}
