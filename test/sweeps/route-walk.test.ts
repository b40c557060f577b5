/**
 * The route check against the whole catalogue: for every operation of every API, a complete call
 * (a value of the right type for each required parameter) has no error, and the same call
 * without one required parameter has exactly one error, the missing-parameter error naming it;
 * a typo in a fixed segment of any route (a letter changed, dropped, or swapped with the next)
 * is refused and suggests the real route.
 */
import { describe, expect, it } from '@jest/globals';
import { OPTION_NAMES } from '../../src/endpoint/option-names.js';
import { endpoint } from '../../src/endpoint/index.js';
import { routeTable } from '../../src/endpoint/routes/table.js';
import { apiNames } from '../../src/endpoint/routes/api.js';
import { checkRoute } from '../../src/endpoint/routes/check-route.js';
import { apiRoutes } from '../../src/endpoint/routes/route-index.js';
import type { RouteProblem } from '../../src/endpoint/routes/route-problem.js';
import type { JsonType, RouteParameter } from '../../src/endpoint/routes/route-parameter.js';
import type { Operation } from '../../src/endpoint/routes/table.js';

const SAMPLE: Record<JsonType, unknown> = {
  string: 'x',
  integer: 1,
  number: 1.5,
  boolean: true,
  array: [],
  object: {},
  null: null,
};

/** A value of the parameter's first type; a string when it takes any value. */
function sampleOf(parameter: RouteParameter): unknown {
  return SAMPLE[parameter.types[0] ?? 'string'];
}

/** A required parameter and where it goes. */
interface Required {
  name: string;
  place: 'path' | 'query' | 'body';
}

/** The route of an operation as octokit writes it: a body method names its query in the route. */
function routeOf(operation: Operation): string {
  const sendsBody = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(operation.method);
  const query = operation.queryParameters.map((parameter) => parameter.name);
  const expression = sendsBody && query.length > 0 ? `{?${query.join(',')}}` : '';
  return `${operation.method} ${operation.path}${expression}`;
}

/** A value for every required parameter of the operation, and which they are. */
function completeCall(operation: Operation): {
  parameters: Record<string, unknown>;
  required: Required[];
} {
  const parameters: Record<string, unknown> = {};
  const required: Required[] = [];
  const places = [
    ['path', operation.pathParameters],
    ['query', operation.queryParameters],
    ['body', operation.bodyParameters],
  ] as const;
  for (const [place, list] of places)
    for (const parameter of list)
      if (place === 'path' || parameter.required) {
        parameters[parameter.name] = sampleOf(parameter);
        required.push({ name: parameter.name, place });
      }
  return { parameters, required };
}

/**
 * The options of a call: a body parameter that the builder reads as its own option (`url`) can
 * only be sent in `data`, so then the whole body goes there.
 */
function optionsOf(
  operation: Operation,
  parameters: Record<string, unknown>,
): Record<string, unknown> {
  const inBody = (key: string) => operation.bodyParameters.some((p) => p.name === key);
  if (!Object.keys(parameters).some((key) => inBody(key) && OPTION_NAMES.has(key)))
    return parameters;
  const options: Record<string, unknown> = { data: {} };
  for (const [key, value] of Object.entries(parameters))
    if (inBody(key)) (options.data as Record<string, unknown>)[key] = value;
    else options[key] = value;
  return options;
}

const errors = (problems: RouteProblem[]) => problems.filter((p) => p.severity === 'error');
/** Warnings a complete call may have: it is deprecated, or a required parameter is. */
const notDeprecation = (problems: RouteProblem[]) =>
  problems.filter((p) => p.rule !== 'deprecated-operation' && p.rule !== 'deprecated-parameter');

describe.each(apiNames())('every operation of %s', (api) => {
  const operations = apiRoutes(api)?.operations ?? [];

  it('a complete call has no problem but deprecation; one without a required parameter, that error', () => {
    const wrong: string[] = [];
    let calls = 0;
    let rendered = 0;
    for (const operation of operations) {
      const route = routeOf(operation);
      const { parameters, required } = completeCall(operation);
      calls++;
      const options = optionsOf(operation, parameters);
      const complete = notDeprecation(checkRoute(api, route, options));
      try {
        endpoint(route, options);
        rendered++;
      } catch (error) {
        wrong.push(`${operation.id} does not render: ${String(error)}`);
      }
      if (complete.length > 0)
        wrong.push(`${operation.id}: ${complete.map((p) => p.message).join(' | ')}`);
      for (const { name, place } of required) {
        const without = Object.fromEntries(
          Object.entries(parameters).filter(([key]) => key !== name),
        );
        const bodyStaysOptional =
          place === 'body' &&
          !operation.bodyRequired &&
          !Object.keys(without).some((key) => operation.bodyParameters.some((p) => p.name === key));
        calls++;
        const found = errors(checkRoute(api, route, optionsOf(operation, without))).map(
          (problem) => ({
            rule: problem.rule,
            parameter: 'parameter' in problem ? problem.parameter : undefined,
            place: 'place' in problem ? problem.place : undefined,
          }),
        );
        const expected = bodyStaysOptional
          ? []
          : [{ rule: 'missing-parameter', parameter: name, place }];
        if (JSON.stringify(found) !== JSON.stringify(expected))
          wrong.push(`${operation.id} without ${name}: ${JSON.stringify(found)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect({ operations: operations.length, rendered }).toEqual({
      operations: routeTable().apis.find((described) => described.name === api)?.operations,
      rendered: operations.length,
    });
    expect(calls).toBeGreaterThan(operations.length);
  });
});

/** A mistyped fixed segment: `undefined` where the slip cannot happen at that letter. */
type Typo = (segment: string, at: number) => string | undefined;

/** The slips of a typist, each tried in every operation. */
const TYPOS: Record<string, Typo> = {
  'a changed letter': (segment, at) =>
    segment.slice(0, at) + (segment[at] === 'x' ? 'z' : 'x') + segment.slice(at + 1),
  'a dropped letter': (segment, at) =>
    segment.length > 1 ? segment.slice(0, at) + segment.slice(at + 1) : undefined,
  'two letters swapped': (segment, at) => {
    const [first, second] = [segment[at], segment[at + 1]];
    return second === undefined || first === second
      ? undefined
      : segment.slice(0, at) + second + first + segment.slice(at + 2);
  },
};

const PARAMETER = /\{[^{}]*\}/g;
/** A path as routes are told apart: a parameter of any name is a parameter. */
const shapeOf = (path: string) => path.replace(PARAMETER, '{}');

/** Every letter of the template's fixed segments: by the segment's index, and its own. */
function fixedLetters(path: string): { index: number; at: number }[] {
  return path
    .split('/')
    .flatMap((segment, index) =>
      index === 0 || segment.includes('{') ? [] : [...segment].map((_, at) => ({ index, at })),
    );
}

/**
 * The path with a typo in one letter of one fixed segment, the letter chosen by `turn` among all
 * of them; the next letter when the slip cannot happen there or makes the path of another route
 * (`/users/{username}` without its `s` is `/user/{account_id}`).
 */
function withTypo(
  path: string,
  turn: number,
  typo: Typo,
  shapes: ReadonlySet<string>,
): string | undefined {
  const segments = path.split('/');
  const letters = fixedLetters(path);
  for (let step = 0; step < letters.length; step++) {
    const { index, at } = letters[(turn + step) % letters.length]!;
    const typed = typo(segments[index]!, at);
    if (typed === undefined) continue;
    const written = segments.map((segment, place) => (place === index ? typed : segment)).join('/');
    if (!shapes.has(shapeOf(written))) return written;
  }
  return undefined;
}

describe.each(apiNames())('a typo in a fixed segment of every route of %s', (api) => {
  const operations = apiRoutes(api)?.operations ?? [];
  const shapes = new Set(operations.map((operation) => shapeOf(operation.path)));

  it.each(Object.keys(TYPOS))(
    '%s is refused as an unknown route that suggests the route meant',
    (name) => {
      const wrong: string[] = [];
      let walked = 0;
      for (const [turn, operation] of operations.entries()) {
        const meant = `${operation.method} ${operation.path}`;
        const typo = withTypo(operation.path, turn, TYPOS[name]!, shapes);
        if (typo === undefined) continue;
        walked++;
        const problems = checkRoute(
          api,
          `${operation.method} ${typo}`,
          completeCall(operation).parameters,
        );
        const refused =
          problems.length === 1 &&
          problems[0]?.rule === 'unknown-route' &&
          problems[0].suggestions.includes(meant);
        if (!refused)
          wrong.push(`${meant} as ${typo}: ${problems.map((p) => p.message).join(' | ')}`);
      }
      expect(wrong).toEqual([]);
      // Every operation but those without a fixed segment (`GET /`).
      expect(walked).toBe(
        operations.filter((operation) => fixedLetters(operation.path).length > 0).length,
      );
      expect(walked).toBeGreaterThan(operations.length - 2);
    },
  );
});
