import { fileProblem } from '../manifest/problems/file-problem.js';
import type { FileProblemReason, LaterForm, Problem } from '../manifest/problems/problem.js';

/** The outcome for one file, as every reporter receives it. */
export interface FileReport {
  /** The path as given, or as found below a directory that was given. */
  file: string;
  valid: boolean;
  problems: Problem[];
  /** A manifest written for today's vcpkg, checked by the spec profile: for the run's note only. */
  laterForm?: LaterForm;
  /** `format` rewrote the file in vcpkg's canonical form. */
  formatted?: true;
  /** The file's text and its canonical form, when they differ and a diff is wanted. */
  canonical?: { before: string; after: string };
}

/** The report for a path that could not be read or checked at all. */
export function unreadableReport(
  file: string,
  reason: FileProblemReason,
  message: string,
): FileReport {
  return { file, valid: false, problems: [fileProblem(reason, message)] };
}
