import { describeFsError } from '../files/fs-errors.js';
import type { ReportSink } from '../report/report-sink.js';
import { streamToFile, type StreamedFile } from '../files/streamed-file.js';
import { REPORTERS, type Reporter } from '../report/reporters.js';
import type { OpenedSinks } from '../run/run-validation.js';
import { ActionInputError } from './inputs.js';

/**
 * Opens the JSON report and, when asked for, the SARIF log, written file by file: `end` puts each
 * in place whole, `abandon` drops what was written when the run fails before it ends them.
 */
export function openReportFiles(
  { reportPath, sarifPath }: { reportPath: string; sarifPath?: string },
  toolVersion: string,
): Required<OpenedSinks> {
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
