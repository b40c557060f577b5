import {
  checkFiles,
  unreadableReport,
  type CheckOptions,
  type FileToCheck,
} from './check-files.js';
import type { UnreadableDirectory } from './walk-directories.js';
import type { Interrupts } from './interrupts.js';
import type { FileReport, ReportSink } from '../report/file-report.js';
import { addToSummary, EMPTY_SUMMARY, type Summary } from '../report/totals.js';

/** How a run of checks ended. */
export interface RunOutcome {
  summary: Summary;
  /** Reports handed to the sinks. */
  reported: number;
  /** The signal that stopped the run early, if one did. */
  signal?: NodeJS.Signals;
}

/**
 * Hands each report to every sink as soon as it is made, holding none, and ends every sink.
 * Between reports, signal handlers get a turn now and then; after a signal no more files are
 * checked, and the sinks are still ended, so every document is whole.
 */
export async function runChecks(
  reports: Iterable<FileReport>,
  sinks: readonly ReportSink[],
  interrupts?: Pick<Interrupts, 'signal' | 'pause'>,
): Promise<RunOutcome> {
  let summary = EMPTY_SUMMARY;
  let reported = 0;
  for (const report of reports) {
    summary = addToSummary(summary, report);
    reported++;
    for (const sink of sinks) hand(sink, report);
    await interrupts?.pause();
    if (interrupts?.signal !== undefined) break;
  }
  for (const sink of sinks) sink.end(summary);
  return { summary, reported, signal: interrupts?.signal };
}

/** The reports of a search: each directory it could not read, then each file as it is checked. */
export function* searchReports(
  unreadable: readonly UnreadableDirectory[],
  files: Iterable<FileToCheck>,
  options: CheckOptions,
): Generator<FileReport> {
  for (const { path, message } of unreadable)
    yield unreadableReport(path, 'directory-not-searched', message);
  yield* checkFiles(files, options);
}

/**
 * Gives a sink one report; if writing it fails (a bug of ours, or a report too big for a
 * string), the sink gets that file's error instead, so the document goes on with every file.
 */
function hand(sink: ReportSink, report: FileReport): void {
  try {
    sink.file(report);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const message = `internal error while reporting the file: ${reason}`;
    sink.file(unreadableReport(report.file, 'internal-error', message));
  }
}
