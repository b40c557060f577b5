import { editDistanceWithin } from '../../util/closest-word.js';
import type { ApiRoutes } from './route-index.js';
import type { Operation } from './table.js';
import type { WrittenRoute } from './written-route.js';

/** The most characters of a path compared, so a long hostile route costs no more than that. */
const COMPARED_LENGTH = 200;
const PARAMETER = /\{[^{}]*\}/g;

/** An operation of the API, and its path as compared: every `{parameter}` read as `{}`. */
interface Candidate {
  operation: Operation;
  path: string;
  distance: number;
  sameMethod: boolean;
}

const comparedPaths = new WeakMap<ApiRoutes, string[]>();

/**
 * Up to `count` routes nearest the one written, by edit distance of the paths (`{parameter}` read
 * as `{}`), the same method first on a tie; none farther than a quarter of the path or one edit
 * past the nearest, nor a path the written method has again for another. Each is counted only as
 * far as the worst kept: most differ in length by more and cost a glance.
 */
export function nearestRoutes(routes: ApiRoutes, route: WrittenRoute, count = 3): string[] {
  const written = comparable(route.path);
  const best: Candidate[] = [];
  const farthest = Math.max(2, Math.floor(written.length / 4));
  const worst = () => (best.length < count ? farthest : best[best.length - 1]!.distance);
  const { operations } = routes;
  for (const [index, path] of pathsOf(routes).entries()) {
    const operation = operations[index]!;
    const candidate: Candidate = {
      operation,
      path,
      // One as far as the worst kept may still come before it: only one farther is not counted.
      distance: editDistanceWithin(written, path, worst()),
      sameMethod: operation.method === route.method,
    };
    if (candidate.distance > farthest) continue;
    if (best.length === count && compare(candidate, best[best.length - 1]!) >= 0) continue;
    best.push(candidate);
    best.sort(compare);
    if (best.length > count) best.pop();
  }
  const nearest = (best[0]?.distance ?? 0) + 1;
  return best
    .filter((candidate) => candidate.distance <= nearest)
    .filter(
      (candidate, _, kept) =>
        candidate.sameMethod ||
        !kept.some((other) => other.sameMethod && other.path === candidate.path),
    )
    .map(({ operation }) => `${operation.method} ${operation.path}`);
}

/** Nearer first, then of the same method; the sort is stable, so ties keep the table's order. */
function compare(a: Candidate, b: Candidate): number {
  return a.distance - b.distance || Number(b.sameMethod) - Number(a.sameMethod);
}

/** The paths of the API's operations as compared, in their order, on first use. */
function pathsOf(routes: ApiRoutes): string[] {
  let paths = comparedPaths.get(routes);
  if (paths === undefined)
    comparedPaths.set(routes, (paths = routes.operations.map(({ path }) => comparable(path))));
  return paths;
}

function comparable(path: string): string {
  return path.slice(0, COMPARED_LENGTH).replace(PARAMETER, '{}');
}
