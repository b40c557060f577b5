import type { ReportSink } from './report-sink.js';
import { jsonReportWriter } from './json-stream.js';
import { sarifLogWriter } from './sarif.js';
import { annotationCommands } from './github-commands.js';
import { formatFileText, painter, type Paint } from './text.js';
import { describeSummary } from './totals.js';

/** What a reporter may need besides where it writes. */
export interface ReporterOptions {
  /** The version of manifest-check, which SARIF names. */
  toolVersion: string;
  /** How text is coloured; not at all when not given. */
  paint?: Paint;
  /** Text and github: no summary line unless there is an error. */
  quiet?: boolean;
  /**
   * Where the github format writes its workflow commands, as they are: it neutralises every value
   * in them itself. `write` when not given, which then must not neutralise them.
   */
  writeCommands?: (text: string) => void;
}

/** Writes a report document as the file reports come, holding none of them. */
export type Reporter = (write: (text: string) => void, options: ReporterOptions) => ReportSink;

/** The text and github reporters' end: the summary, unless `quiet` and no error or signal came. */
function summaryLine(
  write: (text: string) => void,
  paint: Paint,
  quiet: boolean,
): ReportSink['end'] {
  return (summary, interrupted) => {
    // A partial run says so, even when quiet: its silence would read as a clean run.
    if (!quiet || summary.errors > 0 || interrupted !== undefined)
      write(`${paint('summary', describeSummary(summary, interrupted))}\n`);
  };
}

const reporters = {
  text: (write, { paint = painter(false), quiet = false }) => ({
    file: (report) => {
      // Most files have nothing to say; a write of nothing still costs a system call.
      const text = formatFileText(report, paint);
      if (text !== '') write(text);
    },
    end: summaryLine(write, paint, quiet),
  }),
  json: (write) => jsonReportWriter(write),
  sarif: (write, { toolVersion }) => sarifLogWriter(write, { toolVersion }),
  github: (write, { quiet = false, writeCommands = write }) => ({
    file: annotationCommands(writeCommands),
    end: summaryLine(write, painter(false), quiet),
  }),
} satisfies Record<string, Reporter>;

/** The name of an output format. */
export type Format = keyof typeof reporters;

/** Every output format, by name: the CLI's `--format`, and the Action's report files. */
export const REPORTERS: Readonly<Record<Format, Reporter>> = reporters;

/** The formats, in the order help lists them. */
export const FORMATS = Object.keys(REPORTERS) as Format[];
