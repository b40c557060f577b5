import type { FileReport } from '../report/file-report.js';
import { describeFsError } from '../files/fs-errors.js';
import type { ReportSink } from '../report/report-sink.js';
import { streamToFile, type StreamedFile } from '../files/streamed-file.js';
import { REPORTERS } from '../report/reporters.js';
import type { Interruption } from '../report/interruption.js';
import type { Summary } from '../report/totals.js';
import { ActionInputError } from './inputs.js';

/** Where the step's documents go. */
export interface ReportFiles {
  /** The JSON report, always written. */
  reportPath: string;
  /** The SARIF log, when asked for. */
  sarifPath?: string;
  toolVersion: string;
}

/** The step's documents, written file by file; each appears whole when the run ends, or not at all. */
export interface ReportFileSinks {
  sinks: ReportSink[];
  /** Drops what was written: the run failed before it could end the documents. */
  abandon(): void;
}

/** Opens the JSON report and, when asked for, the SARIF log; `end` puts each in place. */
export function openReportFiles({
  reportPath,
  sarifPath,
  toolVersion,
}: ReportFiles): ReportFileSinks {
  const files: StreamedFile[] = [];
  const open = (file: string) => {
    const streamed = streamToFile(file);
    files.push(streamed);
    return streamed;
  };
  const json = open(reportPath);
  const sinks = [
    committed(
      REPORTERS.json((text) => json.write(text), { toolVersion }),
      json,
    ),
  ];
  if (sarifPath !== undefined) {
    let sarif: StreamedFile;
    try {
      sarif = open(sarifPath);
    } catch (error) {
      json.abandon();
      throw new ActionInputError(
        'sarif-file',
        `cannot write the SARIF file ${sarifPath}: ${describeFsError(error)}`,
      );
    }
    sinks.push(
      committed(
        REPORTERS.sarif((text) => sarif.write(text), { toolVersion }),
        sarif,
      ),
    );
  }
  return { sinks, abandon: () => files.forEach((file) => file.abandon()) };
}

/** A document's sink that puts its file in place once the document is ended. */
function committed(sink: ReportSink, file: StreamedFile): ReportSink {
  return {
    file: (report: FileReport) => sink.file(report),
    end: (summary: Summary, interrupted?: Interruption) => {
      sink.end(summary, interrupted);
      file.commit();
    },
  };
}
