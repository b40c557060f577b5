import { baseUrlProblem, endpoint } from '../endpoint/index.js';
import { routeProblem, splitRoute, withLeadingSlash } from '../endpoint/util/route.js';
import { HEADER_NAME_RULE, isHeaderName } from '../endpoint/check-options.js';
import { parseOptions, readChoice, UsageError } from './args.js';
import { type ParsedFields, parseFields } from './fields.js';
import { STDIN_PATH } from './stdin-path.js';
import { REQUEST_OPTIONS } from './request-command.js';
import type { RequestTarget } from '../endpoint/routes/index.js';
import { jsonQuoted } from '../util/control-characters.js';
import { cutShort } from '../util/cut-short.js';

const REQUEST_FORMATS = ['json', 'curl'] as const;

/** Where the body of a request comes from: `--data`, or `--input FILE` (`-` standard input). */
type BodySource = { from: 'data'; text: string } | { from: 'input'; path: string };

/**
 * What `manifest-check request` asks for: the options of REQUEST_USAGE, checked. `api` is
 * unchecked until the catalogue loads.
 */
export interface RequestCommand extends ParsedFields {
  command: 'request';
  /** ROUTE (a relative path has its `/`), or `--operation ID`. */
  target: RequestTarget;
  /** Not `--no-route-check`. */
  routeCheck: boolean;
  api?: string;
  /** `-H` headers by lowercase name; a name given twice has its values joined by `, `. */
  headers: Record<string, string>;
  body?: BodySource;
  baseUrl?: string;
  /** `--preview` names and `--media-format`. */
  mediaType: { previews: string[]; format?: string };
  format: (typeof REQUEST_FORMATS)[number];
}

const ROUTE_EXAMPLE = "'GET /orgs/{org}/repos'";
const OPERATION_EXAMPLE = 'issues/create';

/** The help of `manifest-check request`. */
export const REQUEST_USAGE = `Usage: manifest-check request ROUTE [options]
       manifest-check request --operation ID [options]

Prints the request options of a GitHub REST API route without sending it. ROUTE is a method
and a path, such as ${ROUTE_EXAMPLE}, or a lone path or URL, which means GET; the
method and the path may also be given as two arguments. A path without a leading / gets one.

Parameters fill the {placeholders} and :names of the path, each of which needs a value; the
others go in the query string, or for PATCH, POST, PUT and DELETE in a JSON body.
KEY[]=VALUE appends VALUE to the list KEY, and KEY[SUB]=VALUE sets the member SUB of the
object KEY.

The route is checked first against GitHub's REST description, offline: a route the API does
not have or a required parameter without a value is an error, and nothing is printed; a
parameter the operation does not take, a deprecated operation or a value of the wrong type is
a warning. Errors and warnings go to standard error, one line each.

Options:
  --operation ID              call an operation by its id in the description, such as
                              ${OPERATION_EXAMPLE} (octokit's issues.create): its method and path
  --api NAME                  the API to check against: api.github.com, ghec or ghes-RELEASE
                              such as ghes-3.19 (default: the one --base-url makes certain,
                              else api.github.com)
  --no-route-check            do not check the route: for one the description lacks
  -X, --method METHOD         the method, for a ROUTE that is a lone path
  -f, --raw-field KEY=VALUE   a string parameter
  -F, --field KEY=VALUE       a typed parameter: true, false, null and JSON numbers as such,
                              [...] and {...} as JSON, @FILE the text of FILE (@- standard
                              input), anything else as a string
  -H, --header 'NAME: VALUE'  a request header, over the default one of that name;
                              a name given twice gets both values, comma-separated
  --data TEXT                 the request body, as is
  --input FILE                the request body, read from FILE; - reads standard input
  --base-url URL              where paths are resolved (default: ${endpoint.DEFAULTS.baseUrl})
  --preview NAME              ask for a preview feature; repeatable
  --media-format FORMAT       ask for an alternate representation, such as raw or diff
  --format json|curl          print the request options as JSON, or as a curl command
                              (default: json)
  -h, --help                  show this help

Exit status: 0 printed, 1 the route check found an error, 2 usage error or options that cannot
make a request.
`;

/** Reads the arguments of `request`; throws UsageError with a one-line reason when they are wrong. */
export function parseRequestLine(args: string[]): RequestCommand | { command: 'help' } {
  const { values, positionals, tokens } = parseOptions(args, REQUEST_OPTIONS);
  if (values.help) return { command: 'help' };
  const format = readChoice('--format', values.format, REQUEST_FORMATS) ?? 'json';
  // From the tokens, not the values, so that -f and -F keep their order between them.
  const fields = tokens.flatMap((token) =>
    token.kind === 'option' && (token.name === 'raw-field' || token.name === 'field')
      ? [{ flag: token.rawName, text: token.value ?? '', typed: token.name === 'field' }]
      : [],
  );
  const headers = tokens.flatMap((token) =>
    token.kind === 'option' && token.name === 'header'
      ? [{ flag: token.rawName, text: token.value ?? '' }]
      : [],
  );
  const target = targetOf(positionals, values.method, values.operation);
  const { parameters, files } = parseFields(fields);
  const body = bodyOf(values.data, values.input);
  const stdinField = files.find((file) => file.path === STDIN_PATH);
  if (body?.from === 'input' && body.path === STDIN_PATH && stdinField !== undefined)
    throw new UsageError(
      `--input ${STDIN_PATH} and ${stdinField.at}=@${STDIN_PATH} both read standard input; use one of them`,
    );
  return {
    command: 'request',
    target,
    routeCheck: values['no-route-check'] !== true,
    api: values.api,
    parameters,
    files,
    headers: parseHeaders(headers),
    body,
    baseUrl: values['base-url'] === undefined ? undefined : checkBaseUrl(values['base-url']),
    mediaType: { previews: values.preview ?? [], format: values['media-format'] },
    format,
  };
}

/** `--operation ID`, or the ROUTE of the positional arguments and `-X`. */
function targetOf(
  positionals: string[],
  method: string | undefined,
  operation: string | undefined,
): RequestTarget {
  if (operation === undefined) return { route: routeOf(positionals, method) };
  if (operation === '')
    throw new UsageError(`--operation needs an operation id, such as ${OPERATION_EXAMPLE}`);
  if (positionals.length === 0 && method === undefined) return { operation };
  throw new UsageError(
    `--operation ${jsonQuoted(cutShort(operation, 80))} gives the method and the path: give no ROUTE${method === undefined ? '' : ' and no -X/--method'} with it`,
  );
}

/**
 * One ROUTE argument, or a method and a path as two, or `-X METHOD` and a path; a relative
 * path gets its leading `/`.
 */
function routeOf(positionals: string[], method: string | undefined): string {
  const [first, second] = positionals;
  if (first === undefined || first === '')
    throw new UsageError(
      `request needs a ROUTE, such as ${ROUTE_EXAMPLE}, or --operation ID, such as ${OPERATION_EXAMPLE}`,
    );
  const routeArguments = /\s/.test(first) ? 1 : 2;
  const extra = positionals[routeArguments];
  if (extra !== undefined)
    throw new UsageError(
      `unexpected argument ${JSON.stringify(extra)}; request takes one ROUTE, such as ${ROUTE_EXAMPLE}`,
    );
  const route = second === undefined ? first : `${first} ${second}`;
  const problem = routeProblem(route);
  if (problem !== undefined)
    throw new UsageError(`ROUTE ${problem}; give one such as ${ROUTE_EXAMPLE}`);
  if (method === undefined) return withLeadingSlash(route);
  if (!/^\S+$/.test(method))
    throw new UsageError(
      `-X/--method needs a method such as GET or POST, got ${JSON.stringify(method)}`,
    );
  const given = splitRoute(route).method;
  if (given === undefined) return withLeadingSlash(`${method} ${route}`);
  throw new UsageError(
    `-X/--method ${method} and the route's method ${given} both give the method; use one`,
  );
}

/** Why a malformed -H argument is not quoted back: a header is where credentials go. */
const NOT_REPEATED = 'the argument is not repeated here, as it may hold a credential';

/** `Name: value` arguments by lowercase name. */
function parseHeaders(given: { flag: string; text: string }[]): Record<string, string> {
  const headers = new Map<string, string>();
  for (const { flag, text } of given) {
    const colon = text.indexOf(':');
    const name = text.slice(0, colon).trim().toLowerCase();
    if (colon < 0)
      throw new UsageError(`${flag} needs 'Name: value', got no colon; ${NOT_REPEATED}`);
    if (name === '')
      throw new UsageError(
        `${flag} needs 'Name: value', got no name before the colon; ${NOT_REPEATED}`,
      );
    if (!isHeaderName(name))
      throw new UsageError(`${flag} needs 'Name: value': ${HEADER_NAME_RULE}; ${NOT_REPEATED}`);
    const value = text.slice(colon + 1).trim();
    const before = headers.get(name);
    // Repeating a header means a list of values, which HTTP writes comma-separated.
    headers.set(name, before === undefined ? value : `${before}, ${value}`);
  }
  return Object.fromEntries(headers);
}

function bodyOf(data: string | undefined, input: string | undefined): BodySource | undefined {
  if (data !== undefined && input !== undefined)
    throw new UsageError('--data and --input both give the body; use one of them');
  if (data !== undefined) return { from: 'data', text: data };
  if (input === undefined) return undefined;
  if (input === '')
    throw new UsageError(`--input needs a file name, or ${STDIN_PATH} for standard input`);
  return { from: 'input', path: input };
}

function checkBaseUrl(text: string): string {
  const problem = baseUrlProblem(text);
  if (problem !== undefined) throw new UsageError(`--base-url ${problem}`);
  return text;
}
