import { parse as parseYaml, YAMLParseError } from 'yaml';
import {
  baseUrlProblem,
  refusedParameter,
  type EndpointOptions,
  type RequestHeaders,
  type RequestOptions,
} from '../endpoint/index.js';
import { replaceControlCharacters } from '../util/control-characters.js';
import { isCredentialHeader } from '../endpoint/check-options.js';
import { isPlainObject } from '../endpoint/util/is-plain-object.js';
import {
  routeProblem,
  unfilledPlaceholderProblem,
  withLeadingSlash,
} from '../endpoint/util/route.js';
import { userRequestOptions } from '../endpoint/user-options.js';
import { neutraliseCommands } from '../report/workflow-commands.js';
import { ActionInputError, readChoice, type InputReader } from './inputs.js';
import type { RequestTarget, RouteProblem } from '../endpoint/routes/index.js';

/**
 * What `command: request` builds: each field is the input of its name in action.yml, when given.
 * `api` is unchecked until the catalogue is loaded.
 */
export interface RequestSettings {
  /** The `route` input (a relative path has its leading `/`), or the `operation` input. */
  target: RequestTarget;
  /** Not `route-check: off`. */
  routeCheck: boolean;
  api?: string;
  parameters: Record<string, unknown>;
  headers: Record<string, unknown>;
  data?: string;
  mediaType: Record<string, unknown>;
  baseUrl?: string;
  token?: string;
}

/** The repository the workflow runs for, which `{owner}` and `{repo}` default to. */
export interface Repository {
  owner: string;
  repo: string;
}

const ROUTE_EXAMPLE = "'GET /repos/{owner}/{repo}'";
const OPERATION_EXAMPLE = 'issues/create';

/** Reads the inputs of `command: request`; throws ActionInputError for one that is wrong. */
export function readRequestSettings(read: InputReader): RequestSettings {
  const api = read('api');
  return {
    target: readTarget(read),
    routeCheck: readChoice(read, 'route-check', ['on', 'off'], 'on') === 'on',
    ...(api === '' ? {} : { api }),
    parameters: readParameters(read),
    headers: readMapping(read, 'headers'),
    data: read('data', { raw: true }) || undefined,
    mediaType: readMapping(read, 'media-type'),
    baseUrl: checkedBaseUrl(read('base-url') || undefined),
    token: read('token') || undefined,
  };
}

/** The `route` input, or the `operation` input: one of them, not both. */
function readTarget(read: InputReader): RequestTarget {
  const route = read('route');
  const operation = read('operation');
  if (route !== '' && operation !== '')
    throw new ActionInputError(
      'operation',
      'gives the method and the path, as the route input does: give one of them',
    );
  if (operation !== '') return { operation };
  if (route === '')
    throw new ActionInputError(
      'route',
      `required with command: request, such as ${ROUTE_EXAMPLE}; or give the operation input, such as ${OPERATION_EXAMPLE}`,
    );
  const problem = routeProblem(route);
  if (problem !== undefined)
    throw new ActionInputError('route', `${problem}; give one such as ${ROUTE_EXAMPLE}`);
  return { route: withLeadingSlash(route) };
}

/**
 * The builder's options for `route`: `{owner}`/`{repo}` from the repository when the route names
 * them, and the base URL `defaultBaseUrl` (GITHUB_API_URL) when the `base-url` input is not given.
 */
export function requestOptions(
  route: string,
  settings: RequestSettings,
  repository: Repository | undefined,
  defaultBaseUrl: string | undefined,
): EndpointOptions {
  const fromRepository: Record<string, string> = {};
  for (const name of ['owner', 'repo'] as const)
    if (repository && namesVariable(route, name)) fromRepository[name] = repository[name];
  return userRequestOptions({
    // Spread, not Object.assign: a `__proto__` parameter stays a parameter, not a prototype.
    parameters: { ...fromRepository, ...settings.parameters },
    headers: settings.headers as RequestHeaders,
    token: settings.token,
    mediaType: settings.mediaType,
    baseUrl:
      settings.baseUrl ??
      checkedBaseUrl(defaultBaseUrl, 'not given, and its default GITHUB_API_URL '),
    data: settings.data,
  });
}

/** Throws ActionInputError for a placeholder `options` leave empty, as it expands to nothing. */
export function checkPlaceholdersFilled(route: string, options: EndpointOptions): void {
  const unfilled = unfilledPlaceholderProblem(route, options);
  if (unfilled !== undefined)
    throw new ActionInputError('route', `${unfilled}; give each in the parameters input`);
}

/** The input a problem of the route check comes from, for the message that names it. */
export function inputOfProblem(problem: RouteProblem, settings: RequestSettings): string {
  switch (problem.rule) {
    case 'unknown-api':
    case 'api-release-assumed':
      return 'api';
    case 'unknown-route':
      return 'route';
    case 'unknown-operation':
      return 'operation';
    case 'deprecated-operation':
      return 'operation' in settings.target ? 'operation' : 'route';
    case 'warnings-left-out':
      return 'parameters';
    default:
      return problem.place === 'body' && settings.data !== undefined ? 'data' : 'parameters';
  }
}

/**
 * The `base-url` input, or its default GITHUB_API_URL (then `which` says so), when given: an http
 * or https address without a user name or password.
 */
function checkedBaseUrl(url: string | undefined, which = ''): string | undefined {
  const problem = url === undefined ? undefined : baseUrlProblem(url);
  if (problem !== undefined) throw new ActionInputError('base-url', `${which}${problem}`);
  return url;
}

/**
 * The step outputs of built request options. `options-public` and `headers-public` leave out
 * every credential header, as GitHub does not pass an output holding a secret to another job.
 */
export function requestOutputs(options: RequestOptions): Record<string, string> {
  const { body } = options;
  const publicHeaders = Object.fromEntries(
    Object.entries(options.headers).filter(([name]) => !isCredentialHeader(name)),
  );
  return {
    options: JSON.stringify(options),
    'options-public': JSON.stringify({ ...options, headers: publicHeaders }),
    method: options.method,
    url: options.url,
    headers: JSON.stringify(options.headers),
    'headers-public': JSON.stringify(publicHeaders),
    body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/**
 * The `METHOD url` line the step logs: one line, percent-encoding any control character (a url
 * has none, but the log must not trust that), with no workflow command in it.
 */
export function requestLogLine(options: RequestOptions): string {
  const line = `${options.method.toUpperCase()} ${options.url}`;
  return neutraliseCommands(replaceControlCharacters(line, encodeURIComponent));
}

function namesVariable(route: string, name: string): boolean {
  return new RegExp(`\\{[^}]*\\b${name}\\b[^}]*\\}|:${name}\\b`).test(route);
}

/** The `parameters` input: a mapping without a key the builder reads as its own option. */
function readParameters(read: InputReader): Record<string, unknown> {
  const parameters = readMapping(read, 'parameters');
  for (const name of Object.keys(parameters)) {
    const refused = refusedParameter(name);
    if (refused !== undefined) throw new ActionInputError('parameters', refused);
  }
  return parameters;
}

/** A YAML (or JSON) mapping input; `{}` when not given. */
function readMapping(read: InputReader, name: string): Record<string, unknown> {
  const text = read(name);
  if (text === '') return {};
  let value: unknown;
  try {
    value = parseYaml(text, { uniqueKeys: true, maxAliasCount: 100 });
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const reason = error.message.split('\n')[0]?.replace(/:$/, '');
    throw new ActionInputError(name, `expected YAML or JSON: ${reason}`);
  }
  if (!isPlainObject(value))
    throw new ActionInputError(
      name,
      `expected a mapping such as 'key: value' or {"key": "value"}, got ${describe(value)}`,
    );
  try {
    JSON.stringify(value);
  } catch {
    // `a: &x [*x]`: an alias inside what it names makes a value with no end.
    throw new ActionInputError(name, 'a YAML alias refers to a value that holds it');
  }
  return value;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  return value === null ? 'nothing' : `a ${typeof value}`;
}
