import type { EndpointOptions } from '../types.js';
import type { RouteProblem } from './route-problem.js';
/** Which API a request is checked against. */
export interface RouteCheckSettings {
    /**
     * `api.github.com`, `ghec` or `ghes-3.19` (see `apiNames()`); when not given, the one the
     * base URL of the options makes certain, else api.github.com.
     */
    api?: string;
}
/**
 * The problems of `endpoint(route, options)` against GitHub's REST description, as the CLI and
 * the Action check a request before building it: an error means the request would fail (an
 * unknown route, a missing required parameter), a warning that it may not do what was meant.
 * Pure: nothing is built or sent, and `endpoint` itself checks nothing of this.
 */
export declare function checkRequest(route: string, options?: EndpointOptions, settings?: RouteCheckSettings): RouteProblem[];
/** checkRequest on `api`: none when it describes the call and it gets every required parameter. */
export declare function checkRoute(api: string, route: string, options?: Record<string, unknown>): RouteProblem[];
/** The most warnings one call lists: a thousand unexpected parameters are one line more. */
export declare const WARNINGS_LISTED = 20;
