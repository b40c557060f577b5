import { checkFiles, internalErrorReport, type CheckOptions } from './check-files.js';
import type { FileToCheck } from '../files/file-to-check.js';
import type { UnreadableDirectory } from '../files/walk-directories.js';
import { problemAtStart } from '../manifest/problems/draft.js';
import type { RunInterrupts } from './interrupts.js';
import { unreadableReport, type FileReport } from '../report/file-report.js';
import type { ReportSink } from '../report/report-sink.js';
import { addToSummary, EMPTY_SUMMARY, type Summary } from '../report/totals.js';
import type { LaterFormsSeen } from './later-forms-note.js';
import type { RunRules } from './load-rules.js';

export interface RunOutcome {
  summary: Summary;
  /** Reports handed to the sinks. */
  reported: number;
  /** The manifests written for today's vcpkg that the spec profile checked, if any. */
  laterForms?: LaterFormsSeen;
}

/**
 * Hands each report to every sink as soon as it is made, holding none; the caller ends the sinks.
 * Between reports, signal handlers get a turn now and then. After a signal (one that came before
 * the first file too) no more files are checked.
 */
export async function runChecks(
  reports: Iterable<FileReport>,
  sinks: readonly ReportSink[],
  interrupts?: RunInterrupts,
): Promise<RunOutcome> {
  let summary = EMPTY_SUMMARY;
  let reported = 0;
  let laterForms: LaterFormsSeen | undefined;
  // The generator checks a file as it yields it: the signal is looked at before each is taken.
  const toCome = reports[Symbol.iterator]();
  while (interrupts?.signal === undefined) {
    const taken = toCome.next();
    if (taken.done === true) break;
    const report = taken.value;
    summary = addToSummary(summary, report);
    reported++;
    if (report.laterForm !== undefined)
      laterForms = laterForms
        ? { ...laterForms, files: laterForms.files + 1 }
        : { files: 1, first: { file: report.file, form: report.laterForm } };
    for (const sink of sinks) hand(sink, report);
    await interrupts?.pause();
  }
  // Unchecked files are not checked: a generator left before its end is closed.
  toCome.return?.();
  return { summary, reported, ...(laterForms === undefined ? {} : { laterForms }) };
}

/** The reports of a search: each path it did not go through, then each file as it is checked. */
export function* searchReports(
  unreadable: readonly UnreadableDirectory[],
  files: readonly FileToCheck[],
  options: CheckOptions,
  rules: RunRules,
): Generator<FileReport> {
  for (const directory of unreadable) yield notSearchedReport(directory, options.errorsOnly);
  yield* checkFiles(files, options, rules);
}

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

/**
 * Gives a sink one report; if writing it fails (a bug of ours, or a report too big for a
 * string), the sink gets that file's error instead, so the document goes on with every file.
 */
function hand(sink: ReportSink, report: FileReport): void {
  try {
    sink.file(report);
  } catch (error) {
    sink.file(internalErrorReport(report.file, 'reporting', error));
  }
}
