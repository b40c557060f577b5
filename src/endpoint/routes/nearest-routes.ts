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
  /** Breaks the last ties. */
  order: number;
}

interface Candidate {
  known: Known;
  distance: number;
  sameMethod: boolean;
}

const byLength = new WeakMap<ApiRoutes, Known[][]>();

/**
 * Up to `count` routes nearest the one written, by edit distance of the paths (`{parameter}` read
 * as `{}`), the same method first on a tie; none farther than a quarter of the path or one edit
 * past the nearest, nor a path the written method has again for another. Compared from the
 * written length outwards: once the difference in length passes the worst kept, none is nearer.
 */
export function nearestRoutes(routes: ApiRoutes, route: WrittenRoute, count = 3): string[] {
  const written = comparable(route.path);
  const lengths = knownByLength(routes);
  const best: Candidate[] = [];
  const farthest = Math.max(2, Math.floor(written.length / 4));
  const worst = () => (best.length < count ? farthest : best[best.length - 1]!.distance);
  for (let gap = 0; gap <= Math.max(written.length, lengths.length) && gap <= worst(); gap++) {
    const sameLength = gap === 0 ? [written.length] : [written.length - gap, written.length + gap];
    for (const length of sameLength)
      for (const known of lengths[length] ?? []) {
        const candidate: Candidate = {
          known,
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
  return a.known.order < b.known.order;
}

/** The API's routes by the length of their comparable path, on first use. */
function knownByLength(routes: ApiRoutes): Known[][] {
  let lengths = byLength.get(routes);
  if (lengths === undefined) {
    lengths = [];
    for (const [order, operation] of routes.operations.entries()) {
      const path = comparable(operation.path);
      (lengths[path.length] ??= []).push({
        route: `${operation.method} ${operation.path}`,
        method: operation.method,
        path,
        order,
      });
    }
    byLength.set(routes, lengths);
  }
  return lengths;
}

function comparable(path: string): string {
  return path.slice(0, COMPARED_LENGTH).replace(PARAMETER, '{}');
}
