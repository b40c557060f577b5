import type { FileReport } from './file-report.js';
import { quantity } from '../util/quantity.js';

/** Totals over all files checked. */
export interface Summary {
  files: number;
  valid: number;
  invalid: number;
  errors: number;
  warnings: number;
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
  };
}

/** Totals of nothing, to add reports to. */
export const EMPTY_SUMMARY: Summary = { files: 0, valid: 0, invalid: 0, errors: 0, warnings: 0 };

/** `3 files checked: 2 valid, 1 invalid; 4 errors, 1 warning` */
export function describeSummary(summary: Summary): string {
  return `${quantity(summary.files, 'file')} checked: ${summary.valid} valid, ${summary.invalid} invalid; ${quantity(summary.errors, 'error')}, ${quantity(summary.warnings, 'warning')}`;
}
