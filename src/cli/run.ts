import packageJson from '../../package.json' with { type: 'json' };
import {
  declaredSchemaReports,
  declaredSchemaSet,
  loadRegisteredSchemas,
  type DeclaredSchemas,
} from '../files/declared-schemas.js';
import { findManifests, MissingPathError } from '../files/find-manifests.js';
import { watchInterrupts } from '../files/interrupts.js';
import { runChecks, searchReports, type ReportSink } from '../files/run-checks.js';
import { loadSchemaFile } from '../files/load-schema.js';
import { withVcpkgChecks, type ManifestSchema } from '../manifest/compile.js';
import { jsonReportWriter } from '../report/json-stream.js';
import { sarifLogWriter } from '../report/sarif.js';
import { formatFileText, formatSummaryText, painter } from '../report/text.js';
import { neutraliseCommands } from '../report/workflow-commands.js';
import { chooseColor, type ColorChoice } from './color.js';
import { parseCommandLine, UsageError, USAGE, type CliRequest, type Format } from './args.js';
import { EXIT } from './exit.js';
import { requestArguments } from './request-command.js';

/** Where the command line writes, and whether its output may be coloured. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** All of standard input, as UTF-8; read only for `request --input -`. */
  readStdin(): Promise<string>;
  /** Whether `--color auto` colours here: `autoColor` of the terminal and the environment. */
  color: boolean;
}

/**
 * Runs a command line; returns the exit status. Never throws for anything a user can cause.
 * Everything it prints may come from a file, so none of it can be a workflow command.
 */
export async function runCli(argv: string[], given: CliIo): Promise<number> {
  const io: CliIo = {
    ...given,
    stdout: (text) => given.stdout(neutraliseCommands(text)),
    stderr: (text) => given.stderr(neutraliseCommands(text)),
  };
  const requestArgs = requestArguments(argv);
  const helpCommand =
    requestArgs === undefined ? 'manifest-check --help' : 'manifest-check request --help';
  try {
    if (requestArgs !== undefined) {
      // Loaded only for this command: the builder is no part of a validation's start-up.
      const { runRequestLine } = await import('./request.js');
      return await runRequestLine(requestArgs, io);
    }
    const request = parseCommandLine(argv);
    if (request.command === 'validate') return await validate(request, io);
    io.stdout(request.command === 'help' ? USAGE : `${packageJson.version}\n`);
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`manifest-check: ${error.message}\nRun '${helpCommand}' for usage.\n`);
    return EXIT.usage;
  }
}

async function validate(
  request: Extract<CliRequest, { command: 'validate' }>,
  io: CliIo,
): Promise<number> {
  const main =
    request.schemaFile === undefined
      ? undefined
      : await loadSchema(request.schemaFile, request.schemaRefs, request.maxFileSize);
  const loaded = main?.schema;
  const schema = loaded && request.vcpkgChecks ? withVcpkgChecks(loaded) : loaded;
  const declared = request.schemaFromManifest
    ? await declaredSchemas(request, schema && { schema, uri: main?.uri })
    : undefined;
  const found = await findManifests(request.paths).catch((error: unknown) => {
    throw error instanceof MissingPathError ? new UsageError(error.message) : error;
  });
  if (found.files.length === 0 && found.unreadable.length === 0)
    throw new UsageError(`no vcpkg.json found in ${request.paths.join(', ')}`);
  const options = {
    strict: request.strict,
    schema,
    errorsOnly: request.quiet,
    maxFileSize: request.maxFileSize,
  };
  const reports =
    declared === undefined
      ? searchReports(found.unreadable, found.files, options)
      : declaredSchemaReports(found.unreadable, found.files, options, declared);
  const interrupts = watchInterrupts();
  let run;
  try {
    run = await runChecks(reports, [reporter(request, io)], interrupts);
  } finally {
    interrupts.stop();
  }
  if (run.signal !== undefined) {
    const checked = Math.max(0, run.reported - found.unreadable.length);
    io.stderr(
      `manifest-check: interrupted by ${run.signal} after ${checked} of ${found.files.length} files\n`,
    );
    return run.signal === 'SIGTERM' ? EXIT.terminated : EXIT.interrupted;
  }
  return run.summary.errors > 0 ? EXIT.problems : EXIT.ok;
}

/** Prints reports in one format as they come, so no format holds every file's report. */
function reporter(
  { format, quiet, color }: { format: Format; quiet: boolean; color: ColorChoice },
  io: CliIo,
): ReportSink {
  if (format === 'json') return jsonReportWriter(io.stdout);
  if (format === 'sarif') return sarifLogWriter(io.stdout, { toolVersion: packageJson.version });
  const paint = painter(chooseColor(color, io.color));
  return {
    file: (report) => io.stdout(formatFileText(report, paint)),
    end: (summary) => {
      if (!quiet || summary.errors > 0) io.stdout(formatSummaryText(summary, paint));
    },
  };
}

async function loadSchema(
  file: string,
  refs: readonly string[],
  maxFileSize: number,
): Promise<{ schema: ManifestSchema; uri?: string }> {
  const loaded = await loadSchemaFile(file, {
    maxFileSize,
    refs: refs.map((ref) => ({ path: ref })),
  });
  if (!loaded.ok) throw new UsageError(loaded.message);
  return loaded;
}

/** `--schema-from-manifest`: the `--schema-ref` files by `$id`, and the `--schema` file's. */
async function declaredSchemas(
  request: Extract<CliRequest, { command: 'validate' }>,
  main: { schema: ManifestSchema; uri?: string } | undefined,
): Promise<DeclaredSchemas> {
  const refs = request.schemaRefs.map((ref) => ({ path: ref }));
  const registered = await loadRegisteredSchemas(
    refs,
    { maxFileSize: request.maxFileSize },
    '--schema-ref',
  );
  if (!registered.ok) throw new UsageError(registered.message);
  return declaredSchemaSet(registered.byUri, main, {
    fallbackName:
      request.schemaFile === undefined
        ? 'the built-in schema'
        : `the --schema file ${request.schemaFile}`,
    refOption: '--schema-ref',
  });
}
