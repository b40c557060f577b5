import packageJson from '../../package.json' with { type: 'json' };
import { checkFiles, unreadableReport, type FileReport } from '../files/check-files.js';
import { findManifests, MissingPathError } from '../files/find-manifests.js';
import { loadSchemaFile } from '../files/load-schema.js';
import { RequestOptionsError } from '../endpoint/index.js';
import type { ManifestSchema } from '../manifest/compile.js';
import { toJsonReport } from '../report/json.js';
import { toSarif } from '../report/sarif.js';
import { addToSummary, EMPTY_SUMMARY } from '../report/summary.js';
import { formatFileText, formatSummaryText, painter } from '../report/text.js';
import { parseCommandLine, UsageError, USAGE, type CliRequest } from './args.js';
import { runRequest } from './request.js';
import { parseRequestLine, REQUEST_USAGE, requestArguments } from './request-args.js';

/** Where the command line writes, and whether its output may be coloured. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** All of standard input, as UTF-8; read only for `request --input -`. */
  readStdin(): Promise<string>;
  color: boolean;
}

/** Exit statuses of the command line. */
export const EXIT = { ok: 0, problems: 1, usage: 2 } as const;

/** Runs a command line; returns the exit status. Never throws for anything a user can cause. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const requestArgs = requestArguments(argv);
  const helpCommand =
    requestArgs === undefined ? 'manifest-check --help' : 'manifest-check request --help';
  try {
    if (requestArgs !== undefined) return await runRequestLine(requestArgs, io);
    const request = parseCommandLine(argv);
    if (request.command === 'validate') return await validate(request, io);
    io.stdout(request.command === 'help' ? USAGE : `${packageJson.version}\n`);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof RequestOptionsError) {
      io.stderr(`manifest-check: request: ${error.message}\n`);
      return EXIT.usage;
    }
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`manifest-check: ${error.message}\nRun '${helpCommand}' for usage.\n`);
    return EXIT.usage;
  }
}

async function runRequestLine(args: string[], io: CliIo): Promise<number> {
  const command = parseRequestLine(args);
  if (command.command === 'help') io.stdout(REQUEST_USAGE);
  else await runRequest(command, io);
  return EXIT.ok;
}

async function validate(
  request: Extract<CliRequest, { command: 'validate' }>,
  io: CliIo,
): Promise<number> {
  const schema =
    request.schemaFile === undefined ? undefined : await loadSchema(request.schemaFile);
  const found = await findManifests(request.paths).catch((error: unknown) => {
    throw error instanceof MissingPathError ? new UsageError(error.message) : error;
  });
  if (found.files.length === 0 && found.unreadable.length === 0)
    throw new UsageError(`no vcpkg.json found in ${request.paths.join(', ')}`);
  const options = { strict: request.strict, schema, errorsOnly: request.quiet };
  const paint = painter(io.color && request.format === 'text');
  const reports: FileReport[] = [];
  let summary = EMPTY_SUMMARY;
  const take = (report: FileReport) => {
    summary = addToSummary(summary, report);
    // Text streams file by file; json and sarif are one document, written at the end.
    if (request.format === 'text') io.stdout(formatFileText(report, paint));
    else reports.push(report);
  };
  for (const { path, reason } of found.unreadable)
    take(unreadableReport(path, `cannot read the directory: ${reason}`));
  for await (const report of checkFiles(found.files, options)) take(report);
  if (request.format === 'json') io.stdout(prettyJson(toJsonReport(reports, summary)));
  else if (request.format === 'sarif')
    io.stdout(prettyJson(toSarif(reports, { toolVersion: packageJson.version })));
  else if (!request.quiet || summary.errors > 0) io.stdout(formatSummaryText(summary, paint));
  return summary.errors > 0 ? EXIT.problems : EXIT.ok;
}

function prettyJson(document: object): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

async function loadSchema(file: string): Promise<ManifestSchema> {
  const loaded = await loadSchemaFile(file);
  if (!loaded.ok) throw new UsageError(loaded.message);
  return loaded.schema;
}
