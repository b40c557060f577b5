import type { RouteMatch } from './match-route.js';
import type { RouteProblem } from './route-problem.js';
import type { WrittenRoute } from './written-route.js';
/**
 * The problems of the parameters of a call of a known operation, each where the builder puts
 * it: the route's variables in the url, the rest in the query (GET, HEAD, …) or the body (POST,
 * PATCH, PUT, DELETE; unless `data` gives the body as is, which then is the body checked).
 */
export declare function checkParameters(match: RouteMatch, route: WrittenRoute, parameters: Record<string, unknown>): RouteProblem[];
