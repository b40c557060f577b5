import type { FileReport } from './file-report.js';
import { quantity } from '../util/quantity.js';
import { describeInterruption, type Interruption } from './interruption.js';

/** Totals over all files checked. */
export interface Summary {
  files: number;
  valid: number;
  invalid: number;
  errors: number;
  warnings: number;
  /** Files `format` rewrote in canonical form; only in a run that formatted one. */
  formatted?: number;
}

/** Adds one file's report to running totals. */
export function addToSummary(summary: Summary, report: FileReport): Summary {
  const errors = report.problems.filter((problem) => problem.severity === 'error').length;
  return {
    files: summary.files + 1,
    valid: summary.valid + (report.valid ? 1 : 0),
    invalid: summary.invalid + (report.valid ? 0 : 1),
    errors: summary.errors + errors,
    warnings: summary.warnings + report.problems.length - errors,
    ...(report.formatted || summary.formatted !== undefined
      ? { formatted: (summary.formatted ?? 0) + (report.formatted ? 1 : 0) }
      : {}),
  };
}

/** Totals of nothing, to add reports to. */
export const EMPTY_SUMMARY: Summary = { files: 0, valid: 0, invalid: 0, errors: 0, warnings: 0 };

/**
 * `3 files checked: 2 valid, 1 invalid; 4 errors, 1 warning` (`; 1 formatted` when one was; and
 * `; interrupted by SIGTERM after 3 of 10 files` when a signal cut the run short).
 */
export function describeSummary(summary: Summary, interrupted?: Interruption): string {
  const formatted = summary.formatted === undefined ? '' : `; ${summary.formatted} formatted`;
  const cut = interrupted === undefined ? '' : `; ${describeInterruption(interrupted)}`;
  return `${quantity(summary.files, 'file')} checked: ${summary.valid} valid, ${summary.invalid} invalid; ${quantity(summary.errors, 'error')}, ${quantity(summary.warnings, 'warning')}${formatted}${cut}`;
}
