// Small statistics over repeated measurements.

/** The middle value (mean of the two middle values for an even count). */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median wall time, median CPU time and the highest peak RSS over a list of wrapped runs. */
export function summarizeRuns(runs) {
  return {
    medianMs: median(runs.map((run) => run.wallMs)),
    medianCpuMs: median(runs.map((run) => run.cpuMs)),
    peakRssKb: Math.max(...runs.map((run) => run.maxRssKb)),
  };
}
