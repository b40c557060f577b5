import type { ApiRoutes } from './route-index.js';
import type { WrittenRoute } from './written-route.js';
/**
 * Up to `count` routes of the API nearest to the route written, none more edits away than a
 * quarter of its path nor more than one edit farther than the nearest: by edit distance of the
 * paths (every `{parameter}` read as `{}`, so names do not count), the same method first on a
 * tie; a path that a route of the written method has is not named again for another method.
 * Paths are compared from the written one's length outwards: the distance is at least the
 * difference in length, so once that exceeds the third best, no other path can come nearer.
 */
export declare function nearestRoutes(routes: ApiRoutes, route: WrittenRoute, count?: number): string[];
