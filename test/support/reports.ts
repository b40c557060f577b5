/** Hand-made reports for the reporter tests. */
import type { FileReport } from '../../src/report/file-report.js';
import type { Problem, Severity } from '../../src/manifest/problems/problem.js';

/** A one-line `spdx` problem on `line`, columns 3 to 9. */
export function spdxProblem(severity: Severity, line: number, message: string): Problem {
  return {
    rule: 'spdx',
    severity,
    message,
    pointer: '',
    line,
    column: 3,
    endLine: line,
    endColumn: 9,
  };
}

/** A file's report, valid when it has no error. */
export function fileReport(file: string, problems: Problem[]): FileReport {
  return { file, valid: !problems.some((p) => p.severity === 'error'), problems };
}
