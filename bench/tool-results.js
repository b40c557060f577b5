// Turns interleaved whole-process runs into per-tool numbers and table rows.
import { formatMs, formatRatio, formatRss } from './format.js';
import { summarizeRuns } from './stats.js';
import { verdict } from './targets.js';

export const PROCESS_HEADER = [
  'tool',
  'median',
  'CPU',
  'peak RSS',
  'ours/theirs',
  'CPU ours/theirs',
  'target',
];

/**
 * One entry per tool, runnable or skipped:
 * {tool, medianMs, medianCpuMs, peakRssKb, ratio, cpuRatio, runs, note}.
 * `ratio` is our median wall time over the tool's, `cpuRatio` our median CPU time over the
 * tool's, both from the same interleaved rounds; they are null for ours and for every tool when
 * `oursName` is null.
 */
export function summarizeTools(tools, results, oursName) {
  const ours = oursName === null ? null : summarizeRuns(results.get(oursName).runs);
  return tools.map((tool) => {
    const result = tool.skipped ? null : results.get(tool.name);
    if (!result || result.failed) {
      return { tool: tool.name, runs: [], note: tool.skipped ?? `failed: ${result.failed}` };
    }
    const { medianMs, medianCpuMs, peakRssKb } = summarizeRuns(result.runs);
    const compared = ours !== null && tool.name !== oursName;
    return {
      tool: tool.name,
      medianMs,
      medianCpuMs,
      peakRssKb,
      ratio: compared ? ours.medianMs / medianMs : null,
      cpuRatio: compared ? ours.medianCpuMs / medianCpuMs : null,
      runs: result.runs,
      note: null,
    };
  });
}

/**
 * Rows under PROCESS_HEADER; `targetsByTool` maps a tool name to the target (or list of
 * targets) its row reports.
 */
export function processRows(summaries, targetsByTool = {}) {
  return summaries.map((summary) => {
    const targets = [targetsByTool[summary.tool] ?? []].flat();
    if (summary.note) {
      return [
        summary.tool,
        summary.note.startsWith('failed') ? summary.note : `skipped: ${summary.note}`,
      ];
    }
    return [
      summary.tool,
      formatMs(summary.medianMs),
      formatMs(summary.medianCpuMs),
      formatRss(summary.peakRssKb),
      summary.ratio === null ? '' : formatRatio(summary.ratio),
      summary.cpuRatio === null ? '' : formatRatio(summary.cpuRatio),
      targets.map(verdict).join('; '),
    ];
  });
}

/** The runnable tools among `tools` (skipped ones carry only {name, skipped}). */
export function runnable(tools) {
  return tools.filter((tool) => !tool.skipped);
}
