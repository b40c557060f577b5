import type { Interruption } from '../report/interruption.js';
import type { ReportSink } from '../report/report-sink.js';
import type { Summary } from '../report/totals.js';
import type { CheckOptions } from './check-files.js';
import type { FileToCheck } from '../files/file-to-check.js';
import { watchInterrupts, type RunInterrupts, type WhenWritten } from './interrupts.js';
import { runChecks, searchReports } from './hand-reports.js';
import type { UnreadableDirectory } from '../files/walk-directories.js';
import { loadSchemas, type SchemaSettings } from './schemas/load-schemas.js';
import type { LaterFormsSeen } from './later-forms-note.js';
import { loadRules } from './load-rules.js';

/** The files a run checks, as an adapter's search found them. */
export interface FilesToCheck {
  files: readonly FileToCheck[];
  /** What the search could not go through: reported first, each as an error of its path. */
  unreadable: readonly UnreadableDirectory[];
}

/** Where a run's reports go, opened once the files are known. */
export interface OpenedSinks {
  sinks: readonly ReportSink[];
  /** Called when the run fails instead of ending: removes what the sinks began to write. */
  abandon?: () => void;
}

export interface ValidationRequest {
  /** The schemas to check against: loaded first, so a wrong one stops the run before any file. */
  schemas: SchemaSettings;
  /**
   * Finds the files, once the schemas are loaded; the adapter's own errors pass through. What it
   * waits for (standard input) it waits for through `interrupts`, so that a signal ends the wait.
   */
  files: (interrupts?: RunInterrupts) => FilesToCheck | Promise<FilesToCheck>;
  check: Omit<CheckOptions, 'schema' | 'declared'>;
  /** Opens where the reports go, once the files are found. */
  sinks: () => OpenedSinks | Promise<OpenedSinks>;
  /** Signals as somebody else notes them; by default the run watches SIGINT and SIGTERM itself. */
  interrupts?: RunInterrupts;
  /**
   * How the run, watching signals itself, knows that what the adapter wrote is out before a second
   * signal ends the process; by default Node's process.stdout and process.stderr flushing.
   */
  whenWritten?: WhenWritten;
}

/** How a run ended: its totals, and the signal that stopped it early, if one did. */
export interface ValidationOutcome {
  summary: Summary;
  interrupted?: Interruption;
  /**
   * The manifests written for today's vcpkg that the spec profile checked: the adapter says once
   * per run (laterFormsNote) that `--profile current` checks them.
   */
  laterForms?: LaterFormsSeen;
}

/**
 * The one validation run of the CLI and the Action: loads the schemas, finds the files, then
 * checks each and hands its report to the sinks as it is made, while a signal stops it with every
 * document whole. Throws SchemaSettingError for a schema setting that cannot be used, the one
 * error of its own that an adapter maps to its own; anything `files` throws passes through.
 */
export async function runValidation(request: ValidationRequest): Promise<ValidationOutcome> {
  const watched =
    request.interrupts === undefined ? watchInterrupts(request.whenWritten) : undefined;
  const interrupts = request.interrupts ?? watched;
  try {
    const { schema, declared } = await loadSchemas(request.schemas);
    const { files, unreadable } = await request.files(interrupts);
    const { sinks, abandon } = await request.sinks();
    const options: CheckOptions = { ...request.check, schema, declared };
    try {
      // Loaded before the first file: what this run's profile, files and options need, no more.
      const rules = await loadRules(files, options);
      const reports = searchReports(unreadable, files, options, rules);
      const { summary, reported, laterForms } = await runChecks(reports, sinks, interrupts);
      // A signal Node caught while the files were checked, between two turns, still counts.
      await interrupts?.settle();
      const signal = interrupts?.signal;
      const interrupted: Interruption | undefined =
        signal === undefined
          ? undefined
          : {
              signal,
              // Files, as a person counts them: what the search could not go through is no file.
              checked: Math.max(0, reported - unreadable.length),
              total: files.length,
            };
      // Every document is ended, whole, and a partial one says so.
      for (const sink of sinks) sink.end(summary, interrupted);
      return {
        summary,
        ...(laterForms === undefined ? {} : { laterForms }),
        ...(interrupted === undefined ? {} : { interrupted }),
      };
    } catch (error) {
      abandon?.();
      throw error;
    }
  } finally {
    watched?.stop();
  }
}
