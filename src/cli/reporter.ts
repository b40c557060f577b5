// The report printer every command of the command line uses.
import packageJson from '../../package.json' with { type: 'json' };
import { REPORTERS, type Format } from '../report/reporters.js';
import type { ReportSink } from '../report/report-sink.js';
import { painter } from '../report/text.js';
import { chooseColor, type ColorChoice } from './color.js';
import type { CliIo } from './io.js';

/** Prints reports in one format as they come, so no format holds every file's report. */
export function reporter(
  { format, quiet, color }: { format: Format; quiet: boolean; color: ColorChoice },
  io: CliIo,
  writeCommands?: (text: string) => void,
): ReportSink {
  return REPORTERS[format](io.stdout, {
    toolVersion: packageJson.version,
    paint: painter(chooseColor(color, io.color)),
    quiet,
    writeCommands,
  });
}
