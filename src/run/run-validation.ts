import type { ReportSink } from '../report/report-sink.js';
import type { Summary } from '../report/totals.js';
import type { CheckOptions } from './check-files.js';
import type { FileToCheck } from '../files/file-to-check.js';
import type { RunInterrupts } from './interrupts.js';
import { runChecks, searchReports } from './hand-reports.js';
import type { UnreadableDirectory } from '../files/walk-directories.js';

/** One validation run: what to check, how, and where the reports go. */
export interface ValidationRun {
  files: readonly FileToCheck[];
  /** What the search could not go through: reported first, each as an error of its path. */
  unreadable: readonly UnreadableDirectory[];
  options: CheckOptions;
  sinks: readonly ReportSink[];
  interrupts?: RunInterrupts;
}

/** How a signal stopped a run: the reports hold the `checked` files of `total` checked before it. */
export interface Interruption {
  signal: NodeJS.Signals;
  checked: number;
  total: number;
  /** The file being checked when the signal came, which no report holds. */
  cutShort?: string;
}

/** How a run ended: its totals, and the signal that stopped it early, if one did. */
export interface ValidationOutcome {
  summary: Summary;
  interrupted?: Interruption;
}

/** Checks every file and hands each report to the sinks as it is made. */
export async function checkAndReport(run: ValidationRun): Promise<ValidationOutcome> {
  const reports = searchReports(run.unreadable, run.files, run.options, run.interrupts?.thread);
  const outcome = await runChecks(reports, run.sinks, run.interrupts);
  if (outcome.signal === undefined) return { summary: outcome.summary };
  // Files, as a person counts them: what the search could not go through is no file.
  const checked = Math.max(0, outcome.reported - run.unreadable.length);
  const { signal, cutShort } = outcome;
  return {
    summary: outcome.summary,
    interrupted: {
      signal,
      checked,
      total: run.files.length,
      ...(cutShort === undefined ? {} : { cutShort }),
    },
  };
}
