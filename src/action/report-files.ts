import { describeFsError } from '../files/fs-errors.js';
import type { ReportSink } from '../report/report-sink.js';
import { streamToFile, type StreamedFile } from '../files/streamed-file.js';
import { REPORTERS, type Reporter } from '../report/reporters.js';
import { ActionInputError } from './inputs.js';

/** The step's documents, written file by file; each appears whole when the run ends, or not at all. */
export interface ReportFileSinks {
  sinks: ReportSink[];
  /** Drops what was written: the run failed before it could end the documents. */
  abandon(): void;
}

/** Opens the JSON report and, when asked for, the SARIF log; `end` puts each in place. */
export function openReportFiles(
  { reportPath, sarifPath }: { reportPath: string; sarifPath?: string },
  toolVersion: string,
): ReportFileSinks {
  const json = streamToFile(reportPath);
  const files = [json];
  if (sarifPath !== undefined) {
    try {
      files.push(streamToFile(sarifPath));
    } catch (error) {
      json.abandon();
      throw new ActionInputError(
        'sarif-file',
        `cannot write the SARIF file ${sarifPath}: ${describeFsError(error)}`,
      );
    }
  }
  const sinks = files.map((file, index) =>
    committed(REPORTERS[index === 0 ? 'json' : 'sarif'], file, toolVersion),
  );
  return { sinks, abandon: () => files.forEach((file) => file.abandon()) };
}

/** A document's sink that puts its file in place once the document is ended. */
function committed(reporter: Reporter, file: StreamedFile, toolVersion: string): ReportSink {
  const sink = reporter((text) => file.write(text), { toolVersion });
  return {
    file: (report) => sink.file(report),
    end: (summary, interrupted) => {
      sink.end(summary, interrupted);
      file.commit();
    },
  };
}
