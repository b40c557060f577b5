import { problemAtStart } from '../manifest/problems/draft.js';
import { unreadableReport, type FileReport } from '../report/file-report.js';
import type { UnreadableDirectory } from '../files/walk-directories.js';

/**
 * The report of a path the search did not go through: an error, or a warning for a folder it
 * skipped on purpose or a file named a checked name but for case (without its problem when only
 * errors are reported).
 */
export function notSearchedReport(directory: UnreadableDirectory, errorsOnly: boolean): FileReport {
  const { path: file, message, skippedMatches, caseOf } = directory;
  const problem =
    caseOf !== undefined
      ? problemAtStart('case-variant', { message, pointer: '', checkedName: caseOf })
      : skippedMatches !== undefined
        ? problemAtStart('skipped-directory', { message, pointer: '', matches: skippedMatches })
        : undefined;
  if (problem === undefined) return unreadableReport(file, 'directory-not-searched', message);
  return { file, valid: true, problems: errorsOnly ? [] : [problem] };
}
