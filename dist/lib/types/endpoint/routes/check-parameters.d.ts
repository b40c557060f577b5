import type { RouteMatch } from './match-route.js';
import type { RouteProblem } from './route-problem.js';
import type { Operation } from './table.js';
import type { WrittenRoute } from './written-route.js';
/**
 * The problems of a known operation's parameters, each where the builder puts it: the route's
 * variables in the url, the rest in the query, or in the body (`data` if given) of a POST, ….
 */
export declare function checkParameters(match: RouteMatch, route: WrittenRoute, parameters: Record<string, unknown>): RouteProblem[];
/** `POST /repos/{owner}/{repo}/issues (issues/create)`. */
export declare function described(operation: Operation): string;
