import type { FileReport } from '../files/check-files.js';
import { describeFsError } from '../files/fs-errors.js';
import type { ReportSink } from '../files/run-checks.js';
import { streamToFile, type StreamedFile } from '../files/streamed-file.js';
import { jsonReportWriter } from '../report/json-stream.js';
import { sarifLogWriter } from '../report/sarif.js';
import type { Summary } from '../report/summary.js';
import { ActionInputError } from './input-error.js';

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
  const jsonWriter = jsonReportWriter((text) => json.write(text));
  const sinks: ReportSink[] = [
    {
      file: (report: FileReport) => jsonWriter.file(report),
      end: (summary: Summary) => {
        jsonWriter.end(summary);
        json.commit();
      },
    },
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
    const sarifWriter = sarifLogWriter((text) => sarif.write(text), { toolVersion });
    sinks.push({
      file: (report) => sarifWriter.file(report),
      end: () => {
        sarifWriter.end();
        sarif.commit();
      },
    });
  }
  return { sinks, abandon: () => files.forEach((file) => file.abandon()) };
}
