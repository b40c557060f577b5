import type { FileReport } from './file-report.js';
import type { Interruption } from './interruption.js';
import type { Summary } from './totals.js';

/** Where reports go as they come: a document being written, a log, a keeper. */
export interface ReportSink {
  file(report: FileReport): void;
  /**
   * The run is over: close the document with these totals, and, when a signal cut the run
   * short, say so (`interrupted`), so that a partial document never reads as a whole one.
   */
  end(summary: Summary, interrupted?: Interruption): void;
}
