import type { FileReport } from './file-report.js';

/**
 * Most problems a run keeps in memory for the log, the annotations and the job summary. Past
 * it, files with problems are only counted: a million invalid files must not hold a million
 * reports. (The JSON report is written file by file and has every problem.)
 */
export const PROBLEMS_KEPT_PER_RUN = 10_000;

/** Problems of files that were counted but not kept. */
export interface LeftOut {
  files: number;
  errors: number;
  warnings: number;
}

/** The reports with problems that were kept, in the order checked, and what was left out. */
export interface KeptReports {
  reports: FileReport[];
  leftOut: LeftOut;
}

/** Keeps the reports of files with problems until the run holds {@link PROBLEMS_KEPT_PER_RUN}. */
export interface ReportKeeper {
  /** Whether the report was kept; a file without problems is never kept, and never left out. */
  add(report: FileReport): boolean;
  readonly kept: KeptReports;
}

/** A keeper that holds at most `limit` problems (whole files: the last may pass it). */
export function reportKeeper(limit = PROBLEMS_KEPT_PER_RUN): ReportKeeper {
  const kept: KeptReports = { reports: [], leftOut: { files: 0, errors: 0, warnings: 0 } };
  let problems = 0;
  return {
    kept,
    add(report) {
      if (report.problems.length === 0) return false;
      if (problems < limit) {
        kept.reports.push(report);
        problems += report.problems.length;
        return true;
      }
      const errors = report.problems.filter((problem) => problem.severity === 'error').length;
      kept.leftOut.files++;
      kept.leftOut.errors += errors;
      kept.leftOut.warnings += report.problems.length - errors;
      return false;
    },
  };
}
