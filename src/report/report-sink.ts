import type { FileReport } from './file-report.js';
import type { Summary } from './totals.js';

/** Where reports go as they come: a document being written, a log, a keeper. */
export interface ReportSink {
  file(report: FileReport): void;
  /** The run is over (or was interrupted): close the document with these totals. */
  end(summary: Summary): void;
}
