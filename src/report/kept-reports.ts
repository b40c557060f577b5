import { extended } from '../util/extended.js';
import type { FileReport } from './file-report.js';

/**
 * Most problems a run keeps for the log, the annotations and the job summary; past it files are
 * only counted, so a million invalid files hold no million reports (the JSON report has them all).
 */
export const PROBLEMS_KEPT_PER_RUN = 10_000;

/**
 * Most UTF-8 bytes of texts (both sides) a run keeps for diffs to the canonical form; past it a
 * report keeps its problems but not its texts: 80 unformatted manifests of 3.9 MB once made a log
 * of more than the 512 MB a string may hold, and the step lost its whole report.
 */
export const DIFF_BYTES_KEPT_PER_RUN = 2_000_000;

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
  /** Kept reports whose diff to the canonical form was left out, as its texts passed the budget. */
  diffsLeftOut: number;
}

/** Keeps the reports of files with problems until the run holds {@link PROBLEMS_KEPT_PER_RUN}. */
export interface ReportKeeper {
  /** Whether the report was kept; a file without problems is never kept, and never left out. */
  add(report: FileReport): boolean;
  readonly kept: KeptReports;
}

/**
 * A keeper that holds at most `problems` problems (whole files: the last may pass it) and
 * `diffBytes` UTF-8 bytes of diff texts.
 */
export function reportKeeper({
  problems: mostProblems = PROBLEMS_KEPT_PER_RUN,
  diffBytes: mostDiffBytes = DIFF_BYTES_KEPT_PER_RUN,
}: { problems?: number; diffBytes?: number } = {}): ReportKeeper {
  const kept: KeptReports = {
    reports: [],
    leftOut: { files: 0, errors: 0, warnings: 0 },
    diffsLeftOut: 0,
  };
  let problems = 0;
  let diffBytes = 0;
  const withinDiffBudget = (report: FileReport): FileReport => {
    if (report.canonical === undefined) return report;
    const { before, after } = report.canonical;
    // Measured only up to the budget: a text longer in characters cannot fit in bytes.
    const left = mostDiffBytes - diffBytes;
    const bytes =
      before.length + after.length > left
        ? Infinity
        : Buffer.byteLength(before) + Buffer.byteLength(after);
    if (bytes <= left) {
      diffBytes += bytes;
      return report;
    }
    kept.diffsLeftOut++;
    return extended(report, { canonical: undefined });
  };
  return {
    kept,
    add(report) {
      if (report.problems.length === 0) return false;
      if (problems < mostProblems) {
        kept.reports.push(withinDiffBudget(report));
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
