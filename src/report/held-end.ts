import type { FileReport } from './file-report.js';
import type { Interruption } from './interruption.js';
import type { ReportSink } from './report-sink.js';
import { addToSummary, type Summary } from './totals.js';

/** Sinks whose end waits, so that a second check's reports join the same documents. */
export interface HeldEnd {
  /** The sinks to give the first check: their `end` is noted, not passed on. */
  sinks: ReportSink[];
  /**
   * Hands `reports` to the sinks, then ends them with the first check's totals and these; the
   * totals. Only once the first check has ended its sinks.
   */
  release(reports: Iterable<FileReport>): Summary;
}

export function holdEnd(sinks: readonly ReportSink[]): HeldEnd {
  let ended: { summary: Summary; interrupted?: Interruption } | undefined;
  return {
    sinks: sinks.map((sink) => ({
      file: (report) => sink.file(report),
      end: (summary, interrupted) => {
        ended = { summary, interrupted };
      },
    })),
    release(reports) {
      if (ended === undefined) throw new Error('released before the first check ended');
      let { summary } = ended;
      for (const report of reports) {
        summary = addToSummary(summary, report);
        for (const sink of sinks) sink.file(report);
      }
      for (const sink of sinks) sink.end(summary, ended.interrupted);
      return summary;
    },
  };
}
