import type { RouteProblem } from './route-problem.js';
/**
 * The problems of a call of `route` with `options` (what `endpoint(route, options)` takes) on
 * `api`, checked against GitHub's REST description; none when the call is one the API describes
 * and gives every required parameter. Pure: the request is neither built nor sent.
 */
export declare function checkRoute(api: string, route: string, options?: Record<string, unknown>): RouteProblem[];
/** The most warnings one call lists: a thousand unexpected parameters are one line more. */
export declare const WARNINGS_LISTED = 20;
