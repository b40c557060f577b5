import { closestWord } from '../../util/closest-word.js';
import { jsonQuoted } from '../../util/control-characters.js';
import { cutShort } from '../../util/cut-short.js';
import { listWords } from '../../util/list-words.js';
import { withArticle } from '../../manifest/json/describe.js';
import { BODY_METHODS, OPTION_NAMES } from '../option-names.js';
import { isPlainObject } from '../util/is-plain-object.js';
import type { RouteMatch } from './match-route.js';
import type { JsonType, RouteParameter } from './route-parameter.js';
import type { ParameterPlace, RouteProblem } from './route-problem.js';
import type { Operation } from './table.js';
import type { WrittenRoute } from './written-route.js';

/** The most names an unexpected parameter's message lists as the ones expected. */
const LISTED_NAMES = 6;

/**
 * The problems of a known operation's parameters, each where the builder puts it: the route's
 * variables in the url, the rest in the query, or in the body (`data` if given) of a POST, ….
 */
export function checkParameters(
  match: RouteMatch,
  route: WrittenRoute,
  parameters: Record<string, unknown>,
): RouteProblem[] {
  const { operation } = match;
  const problems: RouteProblem[] = [];
  const say = (problem: RouteProblem) => problems.push(problem);
  checkPath(match, parameters, say);

  const remaining = Object.keys(parameters).filter((key) => !route.variables.includes(key));
  const toBody = BODY_METHODS.has(route.method);
  const query = new Map<string, unknown>();
  for (const name of route.queryVariables) give(query, name, parameters);
  if (!toBody) for (const key of remaining) give(query, key, parameters);
  const body = new Map<string, unknown>();
  // The builder drops an undefined option, `data` too.
  const data = toBody && Object.hasOwn(parameters, 'data') && parameters.data !== undefined;
  const bodyObject = data ? parameters.data : parameters;
  if (isPlainObject(bodyObject))
    for (const key of data ? Object.keys(bodyObject) : toBody ? remaining : [])
      give(body, key, bodyObject);

  for (const parameter of operation.queryParameters) {
    const value = query.get(parameter.name);
    if (value !== undefined) checkGiven(operation, parameter, 'query', value, say);
    else if (parameter.required && !route.queryTexts.includes(parameter.name)) {
      // POST and the like send every parameter the route does not name in the body.
      const inBody = body.has(parameter.name) && !takes(operation.bodyParameters, parameter.name);
      if (inBody) body.delete(parameter.name);
      const hint = inBody
        ? `: ${operation.method} sends it in the body unless the route names it: add {?${parameter.name}}`
        : '';
      say(missing(operation, parameter.name, 'query', hint));
    }
  }
  for (const name of [...query.keys(), ...route.queryTexts])
    if (!takes(operation.queryParameters, name)) say(unexpected(operation, name, 'query'));

  const bodyExpected =
    isPlainObject(bodyObject) && (operation.bodyRequired || body.size > 0 || data);
  for (const parameter of operation.bodyParameters) {
    const value = body.get(parameter.name);
    if (value !== undefined) checkGiven(operation, parameter, 'body', value, say);
    else if (parameter.required && bodyExpected) {
      // The builder reads `url` and its other options as options: only `data` can send them.
      const hint = OPTION_NAMES.has(parameter.name)
        ? `: ${jsonQuoted(parameter.name)} is an option of the request builder, so give the body as data`
        : '';
      say(missing(operation, parameter.name, 'body', hint));
    }
  }
  if (!operation.openBody)
    for (const name of body.keys())
      if (!takes(operation.bodyParameters, name)) say(unexpected(operation, name, 'body'));
  return problems;
}

/** Each path parameter that a placeholder of the route stands for needs a value. */
function checkPath(
  { operation, pathValues }: RouteMatch,
  parameters: Record<string, unknown>,
  say: (problem: RouteProblem) => void,
): void {
  for (const parameter of operation.pathParameters) {
    const filled = pathValues.get(parameter.name);
    if (filled === undefined || !('placeholder' in filled)) continue;
    const name = filled.placeholder;
    const value = Object.hasOwn(parameters, name) ? parameters[name] : undefined;
    if (value === undefined || value === null || value === '') {
      const hint =
        name === parameter.name ? '' : ` (its path parameter ${jsonQuoted(parameter.name)})`;
      say(missing(operation, name, 'path', hint));
    } else checkGiven(operation, { ...parameter, name }, 'path', value, say);
  }
}

function checkGiven(
  operation: Operation,
  parameter: RouteParameter,
  place: ParameterPlace,
  value: unknown,
  say: (problem: RouteProblem) => void,
): void {
  const of = `the ${place} parameter ${jsonQuoted(parameter.name)} of ${described(operation)}`;
  if (parameter.deprecated)
    say({
      rule: 'deprecated-parameter',
      severity: 'warning',
      message: `${of} is deprecated`,
      parameter: parameter.name,
      place,
    });
  if (!fitsTypes(value, parameter.types, place !== 'body')) {
    const found = jsonTypeOf(value);
    say({
      rule: 'parameter-type',
      severity: 'warning',
      message: `${of} takes ${typesInWords(parameter.types)}, not ${typesInWords([found])}`,
      parameter: parameter.name,
      place,
      expected: parameter.types,
      found,
    });
  }
}

function missing(
  operation: Operation,
  name: string,
  place: ParameterPlace,
  hint: string,
): RouteProblem {
  return {
    rule: 'missing-parameter',
    severity: 'error',
    message: `${described(operation)} requires the ${place} parameter ${jsonQuoted(name)}${hint}`,
    parameter: name,
    place,
  };
}

/** A parameter the operation does not take in `place`; one in the body may belong in the query. */
function unexpected(operation: Operation, name: string, place: 'query' | 'body'): RouteProblem {
  return {
    rule: 'unexpected-parameter',
    severity: 'warning',
    message:
      place === 'body' && takes(operation.queryParameters, name)
        ? `${jsonQuoted(name)} is a query parameter of ${described(operation)}, but ${operation.method} sends it in the body: add {?${name}} to the route`
        : `${jsonQuoted(cutShort(name, 60))} is not a ${place} parameter of ${described(operation)}: ${expectedInstead(operation, name, place)}`,
    parameter: name,
    place,
  };
}

/** What an unexpected parameter's message offers instead: the name meant, or those taken. */
function expectedInstead(operation: Operation, name: string, place: 'query' | 'body'): string {
  const taken = place === 'query' ? operation.queryParameters : operation.bodyParameters;
  const names = taken.map((parameter) => parameter.name);
  const closest = closestWord(name, names);
  if (names.length === 0) return `it takes none`;
  if (closest && closest.distance <= Math.max(1, Math.floor(name.length / 3)))
    return `did you mean ${jsonQuoted(closest.word)}?`;
  const listed = names.slice(0, LISTED_NAMES).map(jsonQuoted);
  if (names.length > LISTED_NAMES) listed.push(`${names.length - LISTED_NAMES} more`);
  return `it takes ${listWords(listed)}`;
}

/** The value of `from[name]` given in `place`; the builder drops an `undefined` one. */
function give(place: Map<string, unknown>, name: string, from: Record<string, unknown>): void {
  const value = Object.hasOwn(from, name) ? from[name] : undefined;
  if (value !== undefined) place.set(name, value);
}

function takes(parameters: readonly RouteParameter[], name: string): boolean {
  return parameters.some((parameter) => parameter.name === name);
}

/** `POST /repos/{owner}/{repo}/issues (issues/create)`. */
export function described(operation: Operation): string {
  return `${operation.method} ${operation.path} (${operation.id})`;
}

const INTEGER_TEXT = /^-?\d+$/;
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$/;

/** The JSON type of a value; a number without a fraction is an integer. */
function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'string';
  return 'object';
}

/**
 * Whether a value has one of `types` (none means any value). A value sent as text, in the path or
 * the query, fits by its text too: `"5"` is an integer there, `5` a string, `"true"` a boolean,
 * and a list of such values a string, as the builder sends it `a,b` (`labels: [bug, ui]`).
 */
function fitsTypes(value: unknown, types: readonly JsonType[], asText: boolean): boolean {
  if (types.length === 0) return true;
  const found = jsonTypeOf(value);
  if (types.includes(found) || (found === 'integer' && types.includes('number'))) return true;
  if (!asText) return false;
  if (found === 'integer' || found === 'number' || found === 'boolean')
    return types.includes('string');
  if (found === 'array')
    return types.includes('string') && (value as unknown[]).every(isScalarText);
  if (found !== 'string') return false;
  const text = value as string;
  return (
    (types.includes('integer') && INTEGER_TEXT.test(text)) ||
    (types.includes('number') && NUMBER_TEXT.test(text)) ||
    (types.includes('boolean') && (text === 'true' || text === 'false'))
  );
}

/** A string, a number or a boolean: what a list sent as text joins with commas. */
function isScalarText(value: unknown): boolean {
  return ['string', 'number', 'boolean'].includes(typeof value);
}

/** `a string`, `an integer or null`: the types as a message lists them. */
function typesInWords(types: readonly JsonType[]): string {
  return listWords(
    types.map((type) => (type === 'null' ? type : withArticle(type))),
    'or',
  );
}
