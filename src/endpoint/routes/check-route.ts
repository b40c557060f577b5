import { escapeHiddenOrReordering } from '../../util/control-characters.js';
import { cutShort } from '../../util/cut-short.js';
import { listWords } from '../../util/list-words.js';
import { isPlainObject } from '../util/is-plain-object.js';
import { OPTION_NAMES } from '../option-names.js';
import { setOwnProperty } from '../util/own-property.js';
import type { EndpointOptions } from '../types.js';
import { chooseApi, unknownApiProblem } from './api.js';
import { checkParameters, described } from './check-parameters.js';
import { matchRoute } from './match-route.js';
import { nearestRoutes } from './nearest-routes.js';
import { apiRoutes } from './route-index.js';
import type { RouteProblem } from './route-problem.js';
import { readRoute } from './written-route.js';

/** Which API a request is checked against. */
export interface RouteCheckSettings {
  /**
   * `api.github.com`, `ghec` or `ghes-3.19` (see `apiNames()`); when not given, the one the
   * base URL of the options makes certain, else api.github.com.
   */
  api?: string;
}

/**
 * The problems of `endpoint(route, options)` against GitHub's REST description, as the CLI and
 * the Action check a request before building it: an error means the request would fail (an
 * unknown route, a missing required parameter), a warning that it may not do what was meant.
 * Pure: nothing is built or sent, and `endpoint` itself checks nothing of this.
 */
export function checkRequest(
  route: string,
  options: EndpointOptions = {},
  settings: RouteCheckSettings = {},
): RouteProblem[] {
  const baseUrl = typeof options.baseUrl === 'string' ? options.baseUrl : undefined;
  const { api, assumed } = chooseApi(settings.api, baseUrl);
  const problems = checkRoute(api, route, options);
  return assumed === undefined ? problems : [assumed, ...problems];
}

/** checkRequest on `api`: none when it describes the call and it gets every required parameter. */
export function checkRoute(
  api: string,
  route: string,
  options: Record<string, unknown> = {},
): RouteProblem[] {
  const routes = apiRoutes(api);
  if (routes === undefined) return [unknownApiProblem(api)];
  const written = readRoute(route);
  const match = matchRoute(routes, written);
  if (match === undefined) {
    const shown = `${written.method} ${written.path}`;
    const suggestions = nearestRoutes(routes, written);
    const hint =
      suggestions.length === 0
        ? ', nor near one'
        : `: did you mean ${listWords(suggestions, 'or')}?`;
    return [
      {
        rule: 'unknown-route',
        severity: 'error',
        message: `${escapeHiddenOrReordering(cutShort(shown, 200))} is not a route of ${api}${hint}`,
        route: shown,
        suggestions,
      },
    ];
  }
  const parameters: Record<string, unknown> = {};
  for (const key of Object.keys(options))
    if (!OPTION_NAMES.has(key)) setOwnProperty(parameters, key, parameterOf(key, options[key]));
  const problems = checkParameters(match, written, parameters);
  const { operation } = match;
  if (operation.deprecated)
    problems.unshift({
      rule: 'deprecated-operation',
      severity: 'warning',
      message: `${described(operation)} is deprecated`,
      operation: operation.id,
    });
  return withWarningsCapped(problems);
}

/** The most warnings one call lists: a thousand unexpected parameters are one line more. */
export const WARNINGS_LISTED = 20;

/** Every error, and the first WARNINGS_LISTED warnings with a line that counts the rest. */
function withWarningsCapped(problems: RouteProblem[]): RouteProblem[] {
  let warnings = 0;
  const kept = problems.filter(
    (problem) => problem.severity === 'error' || ++warnings <= WARNINGS_LISTED,
  );
  const count = problems.length - kept.length;
  if (count === 0) return problems;
  kept.push({
    rule: 'warnings-left-out',
    severity: 'warning',
    message: `${count} more warning${count === 1 ? ' is' : 's are'} not listed: the call has ${warnings}`,
    count,
  });
  return kept;
}

/** A body given as text (`--data`, `--input`, the `data` input) is checked when a JSON object. */
function parameterOf(key: string, value: unknown): unknown {
  if (key !== 'data' || typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return isPlainObject(parsed) ? parsed : value;
  } catch {
    return value;
  }
}
