import type { ApiRoutes } from './route-index.js';
import type { Operation } from './table.js';
import type { WrittenRoute } from './written-route.js';
/** What fills a path parameter of the template: a placeholder of the user's route, or text. */
export type PathValue = {
    placeholder: string;
} | {
    text: string;
};
/** The operation a route is, and what fills each of its path parameters, by the template's name. */
export interface RouteMatch {
    operation: Operation;
    pathValues: Map<string, PathValue>;
}
/**
 * The operation of `api` that the route is, or undefined. A fixed segment beats a segment of
 * parameters and fixed text (`{base}...{head}`), which beats a parameter; a
 * placeholder matches a parameter of any name in the same place; a fixed text fills a parameter
 * only when it has the parameter's type (digits for an integer) and is not a typo of a fixed
 * segment in that place, so a typo in a fixed segment (`issues/commentz`, `gists/starrxd`,
 * `gists/{gist_id}/satr`) is not read as a value of its neighbour (`issues/{issue_number}`,
 * `gists/{gist_id}`, `gists/{gist_id}/{sha}`).
 */
export declare function matchRoute(routes: ApiRoutes, route: WrittenRoute): RouteMatch | undefined;
