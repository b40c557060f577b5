import { fileProblem } from '../manifest/problems/file-problem.js';
import type { FileProblemReason, Problem } from '../manifest/problems/problem.js';

/** The outcome for one file, as every reporter receives it. */
export interface FileReport {
  /** The path as given, or as found below a directory that was given. */
  file: string;
  valid: boolean;
  problems: Problem[];
}

/** The report for a path that could not be read or checked at all. */
export function unreadableReport(
  file: string,
  reason: FileProblemReason,
  message: string,
): FileReport {
  return { file, valid: false, problems: [fileProblem(reason, message)] };
}
