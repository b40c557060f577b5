import type { ApiRoutes } from './route-index.js';
import type { WrittenRoute } from './written-route.js';
/**
 * Up to `count` routes nearest the one written, by edit distance of the paths (`{parameter}` read
 * as `{}`), the same method first on a tie; none farther than a quarter of the path or one edit
 * past the nearest, nor a path the written method has again for another. Each is counted only as
 * far as the worst kept: most differ in length by more and cost a glance.
 */
export declare function nearestRoutes(routes: ApiRoutes, route: WrittenRoute, count?: number): string[];
