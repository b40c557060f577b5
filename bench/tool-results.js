// Turns interleaved whole-process runs into per-tool numbers and table rows.
import { formatMs, formatRatio, formatRss } from './format.js';
import { summarizeRuns } from './stats.js';
import { verdict } from './targets.js';

export const PROCESS_HEADER = ['tool', 'median', 'peak RSS', 'ours/theirs', 'target'];

/**
 * One entry per tool, runnable or skipped: {tool, medianMs, peakRssKb, ratio, runs, note}.
 * `ratio` is our median over the tool's median, both from the same interleaved rounds; it is
 * null for ours and for every tool when `oursName` is null.
 */
export function summarizeTools(tools, results, oursName) {
  const ours = oursName === null ? null : summarizeRuns(results.get(oursName).runs);
  return tools.map((tool) => {
    const result = tool.skipped ? null : results.get(tool.name);
    if (!result || result.failed) {
      return { tool: tool.name, runs: [], note: tool.skipped ?? `failed: ${result.failed}` };
    }
    const { medianMs, peakRssKb } = summarizeRuns(result.runs);
    const ratio = ours === null || tool.name === oursName ? null : ours.medianMs / medianMs;
    return { tool: tool.name, medianMs, peakRssKb, ratio, runs: result.runs, note: null };
  });
}

/** Table rows; `targetsByTool` maps a tool name to the target its row reports. */
export function processRows(summaries, targetsByTool = {}) {
  return summaries.map((summary) => {
    const target = targetsByTool[summary.tool];
    if (summary.note) {
      return [
        summary.tool,
        summary.note.startsWith('failed') ? summary.note : `skipped: ${summary.note}`,
      ];
    }
    return [
      summary.tool,
      formatMs(summary.medianMs),
      formatRss(summary.peakRssKb),
      summary.ratio === null ? '' : formatRatio(summary.ratio),
      target ? verdict(target) : '',
    ];
  });
}

/** The runnable tools among `tools` (skipped ones carry only {name, skipped}). */
export function runnable(tools) {
  return tools.filter((tool) => !tool.skipped);
}
