import type { FileReport } from './file-report.js';
import type { Interruption } from './interruption.js';
import type { Summary } from './totals.js';

/** The JSON report, in the shape other tools parse. */
export interface JsonReport {
  files: JsonFileReport[];
  summary: Summary;
  /** Only when a signal cut the run short: `files` holds the `checked` files of `total`. */
  interrupted?: Interruption;
}

/** One file's entry in the JSON report. */
export interface JsonFileReport {
  file: string;
  valid: boolean;
  problems: {
    severity: string;
    rule: string;
    message: string;
    pointer: string;
    line: number;
    column: number;
    endLine: number;
    endColumn: number;
  }[];
}

/** The whole report as one document; `jsonReportWriter` writes the same text file by file. */
export function toJsonReport(
  reports: FileReport[],
  summary: Summary,
  interrupted?: Interruption,
): JsonReport {
  return {
    files: reports.map(toJsonFileReport),
    summary,
    ...(interrupted === undefined ? {} : { interrupted }),
  };
}

/** Keeps exactly the fields of the JSON shape; rule-specific fields stay in the library's types. */
export function toJsonFileReport({ file, valid, problems }: FileReport): JsonFileReport {
  return {
    file,
    valid,
    problems: problems.map(
      ({ severity, rule, message, pointer, line, column, endLine, endColumn }) => ({
        severity,
        rule,
        message,
        pointer,
        line,
        column,
        endLine,
        endColumn,
      }),
    ),
  };
}
