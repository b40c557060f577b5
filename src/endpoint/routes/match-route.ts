import { editDistanceWithin } from '../../util/closest-word.js';
import type { ApiRoutes, RouteNode } from './route-index.js';
import type { Operation } from './table.js';
import type { WrittenRoute } from './written-route.js';

/** What fills a path parameter of the template: a placeholder of the user's route, or text. */
export type PathValue = { placeholder: string } | { text: string };

/** The operation a route is, and what fills each of its path parameters, by the template's name. */
export interface RouteMatch {
  operation: Operation;
  pathValues: Map<string, PathValue>;
}

/** `{name}` alone in a segment: a placeholder, whatever the template calls that parameter. */
const PLACEHOLDER = /^\{([^{}?&/#+.;=,!@|*:]+)\}$/;
const DIGITS = /^\d+$/;

/**
 * The operation of `api` that the route is, or undefined. A fixed segment beats a mixed one
 * (`{base}...{head}`), which beats a parameter; a placeholder fills a parameter of any name; a
 * text fills one only when of its type (digits for an integer) and no typo of a fixed segment
 * there, so `issues/commentz` is not read as `issues/{issue_number}`.
 */
export function matchRoute(routes: ApiRoutes, route: WrittenRoute): RouteMatch | undefined {
  const values: [string, PathValue][] = [];
  const found = search(routes.root, route, 0, values);
  return found && { operation: found, pathValues: new Map(values) };
}

function search(
  node: RouteNode,
  route: WrittenRoute,
  depth: number,
  values: [string, PathValue][],
): Operation | undefined {
  const { fixed, parameters, mixed, operations } = node.children();
  if (depth === route.segments.length) return operations.get(route.method);
  const segment = route.segments[depth] ?? '';
  const placeholder = PLACEHOLDER.exec(segment)?.[1];
  // A placeholder is no fixed segment, even one of the same text.
  const fixedNext = placeholder === undefined ? fixed.get(segment) : undefined;
  const found = fixedNext && search(fixedNext, route, depth + 1, values);
  if (found) return found;
  for (const mixedSegment of mixed) {
    const groups = mixedSegment.pattern.exec(segment)?.slice(1);
    if (!groups) continue;
    const before = values.length;
    mixedSegment.names.forEach((name, index) =>
      values.push([name, pathValue(groups[index] ?? '')]),
    );
    const found = search(mixedSegment.next, route, depth + 1, values);
    if (found) return found;
    values.length = before;
  }
  if (segment !== '' && (placeholder !== undefined || !nearFixed(fixed, segment)))
    for (const [name, next] of parameters) {
      const value: PathValue = placeholder === undefined ? { text: segment } : { placeholder };
      const before = values.length;
      values.push([name, value]);
      const found = search(next, route, depth + 1, values);
      if (found && fitsType(value, found, name)) return found;
      values.length = before;
    }
  return undefined;
}

/**
 * Whether a text is a typo of a fixed segment in its place, not a value of the parameter beside
 * it (`/gists/{gist_id}`): one edit from it, two for a text of six letters or more (`starrxd` and
 * `starred`), or two neighbouring letters swapped (`satr` and `star`).
 */
function nearFixed(fixedSegments: Map<string, RouteNode>, text: string): boolean {
  const edits = text.length < 6 ? 1 : 2;
  for (const fixed of fixedSegments.keys())
    if (editDistanceWithin(text, fixed, edits) <= edits || swapsTwoLetters(text, fixed))
      return true;
  return false;
}

/** Whether `a` is `b` with two neighbouring letters swapped: one slip, though two edits. */
function swapsTwoLetters(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return (
    at + 1 < a.length &&
    a[at] === b[at + 1] &&
    a[at + 1] === b[at] &&
    a.slice(at + 2) === b.slice(at + 2)
  );
}

function pathValue(text: string): PathValue {
  const placeholder = PLACEHOLDER.exec(text)?.[1];
  return placeholder === undefined ? { text } : { placeholder };
}

/** A text fills an integer parameter only when it is digits. */
function fitsType(value: PathValue, operation: Operation, name: string): boolean {
  if (!('text' in value)) return true;
  const parameter = operation.pathParameters.find((candidate) => candidate.name === name);
  return (
    !parameter?.types.includes('integer') ||
    parameter.types.includes('string') ||
    DIGITS.test(value.text)
  );
}
