import { editDistanceWithin } from '../../util/closest-word.js';
import type { ApiRoutes } from './route-index.js';
import type { WrittenRoute } from './written-route.js';

/** The most characters of a path compared, so a long hostile route costs no more than that. */
const COMPARED_LENGTH = 200;
const PARAMETER = /\{[^{}]*\}/g;

/** A route of the API as compared: its path with every `{parameter}` read as `{}`. */
interface Known {
  route: string;
  method: string;
  path: string;
}

interface Candidate {
  known: Known;
  /** Breaks the last ties: the table's order. */
  order: number;
  distance: number;
  sameMethod: boolean;
}

const knownRoutes = new WeakMap<ApiRoutes, Known[]>();

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
  for (const [order, known] of knownOf(routes).entries()) {
    const candidate: Candidate = {
      known,
      order,
      // One as far as the worst kept may still come before it: only one farther is not counted.
      distance: editDistanceWithin(written, known.path, worst()),
      sameMethod: known.method === route.method,
    };
    if (candidate.distance > farthest) continue;
    if (best.length === count && !isBefore(candidate, best[best.length - 1]!)) continue;
    best.push(candidate);
    best.sort((a, b) => (isBefore(a, b) ? -1 : 1));
    if (best.length > count) best.pop();
  }
  const nearest = (best[0]?.distance ?? 0) + 1;
  return best
    .filter((candidate) => candidate.distance <= nearest)
    .filter(
      (candidate, _, kept) =>
        candidate.sameMethod ||
        !kept.some((other) => other.sameMethod && other.known.path === candidate.known.path),
    )
    .map((candidate) => candidate.known.route);
}

function isBefore(a: Candidate, b: Candidate): boolean {
  if (a.distance !== b.distance) return a.distance < b.distance;
  if (a.sameMethod !== b.sameMethod) return a.sameMethod;
  return a.order < b.order;
}

/** The API's routes as compared, on first use. */
function knownOf(routes: ApiRoutes): Known[] {
  let known = knownRoutes.get(routes);
  if (known === undefined)
    knownRoutes.set(
      routes,
      (known = routes.operations.map(({ method, path }) => ({
        route: `${method} ${path}`,
        method,
        path: comparable(path),
      }))),
    );
  return known;
}

function comparable(path: string): string {
  return path.slice(0, COMPARED_LENGTH).replace(PARAMETER, '{}');
}
