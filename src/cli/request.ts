import { readFile } from 'node:fs/promises';
import { endpoint, RequestOptionsError } from '../endpoint/index.js';
import { unfilledPlaceholderProblem } from '../endpoint/util/route.js';
import { userRequestOptions } from '../endpoint/user-options.js';
import { describeFsError } from '../files/fs-errors.js';
import { curlCannotPrint, formatCurl } from '../report/curl.js';
import { UsageError } from './args.js';
import { type FileField, withFileTexts } from './fields.js';
import { STDIN_PATH } from './stdin-path.js';
import { EXIT } from './exit.js';
import { parseRequestLine, REQUEST_USAGE, type RequestCommand } from './request-args.js';
import type { CliIo } from './io.js';
import type { RouteProblem } from '../endpoint/routes/index.js';
import { unknownChoice } from './suggest.js';

/**
 * Runs `manifest-check request ARGS`: prints the help or the request options. Throws UsageError
 * for a wrong command line; options the builder refuses are reported here, without usage help.
 */
export async function runRequestLine(args: string[], io: CliIo): Promise<number> {
  const command = parseRequestLine(args);
  if (command.command === 'help') {
    io.stdout(REQUEST_USAGE);
    return EXIT.ok;
  }
  return await runRequest(command, io).catch((error: unknown) => {
    if (!(error instanceof RequestOptionsError)) throw error;
    io.stderr(`manifest-check: request: ${error.message}\n`);
    return EXIT.usage;
  });
}

/**
 * Builds the request options of a `request` command line, checks its route against GitHub's
 * REST description (unless --no-route-check) and prints them; returns the exit status: problems,
 * with nothing printed, when the check found an error. Throws UsageError for what the command
 * line cannot give, and the builder's RequestOptionsError for options that make no request.
 */
async function runRequest(command: RequestCommand, io: CliIo): Promise<number> {
  const { target, headers, baseUrl, mediaType, body } = command;
  // Loaded only to check or to find an operation: --no-route-check starts as before it existed.
  const loadRoutes = () => import('../endpoint/routes/index.js');
  const routes = command.routeCheck || 'operation' in target ? await loadRoutes() : undefined;
  if (routes !== undefined && command.api !== undefined && !routes.apiNames().includes(command.api))
    throw unknownChoice('--api', command.api, routes.apiNames());
  const found =
    'route' in target
      ? target
      : (await loadRoutes()).operationRoute(target.operation, { api: command.api, baseUrl });
  if ('problem' in found) {
    printProblems([found.problem], io);
    return EXIT.problems;
  }
  const { route } = found;
  const data =
    body === undefined || body.from === 'data'
      ? body?.text
      : await readInput(body.path, 'cannot read the input', io);
  const parameters = await readFileFields(command, io);
  const given = userRequestOptions({ parameters, headers, baseUrl, mediaType, data });
  // Built first, so options that cannot make a request are a usage error before any check.
  const options = endpoint(route, given);
  // Without a body the builder would put `data` in the query string.
  if (body !== undefined && options.body === undefined)
    throw new UsageError(
      `${body.from === 'data' ? '--data' : '--input'} gives a body, but a ${options.method.toUpperCase()} request has none; use a method such as POST`,
    );
  const unprintable = command.format === 'curl' ? curlCannotPrint(options) : undefined;
  if (unprintable !== undefined)
    throw new UsageError(`--format curl ${unprintable}; use --format json`);
  if (command.routeCheck && routes !== undefined) {
    const problems = routes.checkRequest(route, given, { api: command.api });
    printProblems(problems, io);
    if (problems.some((problem) => problem.severity === 'error')) {
      if (problems.some((problem) => problem.rule === 'unknown-route'))
        io.stderr(
          `manifest-check: request: --no-route-check builds a route the description lacks\n`,
        );
      return EXIT.problems;
    }
  }
  // The builder expands a placeholder without a value to nothing, as the spec says: /repos///x.
  const unfilled = unfilledPlaceholderProblem(route, parameters);
  if (unfilled !== undefined)
    throw new UsageError(`ROUTE ${unfilled}; give each with -f NAME=VALUE`);
  io.stdout(
    command.format === 'json' ? `${JSON.stringify(options, null, 2)}\n` : formatCurl(options),
  );
  return EXIT.ok;
}

/** The route check's problems on standard error, one line each: `error: …`, `warning: …`. */
function printProblems(problems: readonly RouteProblem[], io: CliIo): void {
  for (const problem of problems)
    io.stderr(`manifest-check: request: ${problem.severity}: ${problem.message}\n`);
}

/** The parameters with each `-F key=@FILE` value read: FILE's text, or standard input's. */
async function readFileFields(
  { parameters, files }: RequestCommand,
  io: CliIo,
): Promise<Record<string, unknown>> {
  if (files.length === 0) return parameters;
  const texts = new Map<FileField, string>();
  for (const file of files)
    texts.set(file, await readInput(file.path, `${file.at}: cannot read the file`, io));
  return withFileTexts(parameters, texts) as Record<string, unknown>;
}

/** A file's text, or standard input's for `-`; else a UsageError `${cannot} FILE: why`. */
async function readInput(file: string, cannot: string, io: CliIo): Promise<string> {
  if (file === STDIN_PATH) return io.readStdin();
  return readFile(file, 'utf8').catch((error: unknown) => {
    throw new UsageError(`${cannot} ${file}: ${describeFsError(error)}`);
  });
}
