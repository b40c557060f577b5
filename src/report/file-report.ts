import type { Problem } from '../manifest/problems/problem.js';
import type { Summary } from './totals.js';

/** The outcome for one file, as every reporter receives it. */
export interface FileReport {
  /** The path as given, or as found below a directory that was given. */
  file: string;
  valid: boolean;
  problems: Problem[];
}

/** Where reports go as they come: a document being written, a log, a keeper. */
export interface ReportSink {
  file(report: FileReport): void;
  /** The run is over (or was interrupted): close the document with these totals. */
  end(summary: Summary): void;
}
