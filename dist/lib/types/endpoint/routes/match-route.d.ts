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
 * The operation of `api` that the route is, or undefined. A fixed segment beats a mixed one
 * (`{base}...{head}`), which beats a parameter; a placeholder fills a parameter of any name; a
 * text fills one only when of its type (digits for an integer) and no typo of a fixed segment
 * there, so `issues/commentz` is not read as `issues/{issue_number}`.
 */
export declare function matchRoute(routes: ApiRoutes, route: WrittenRoute): RouteMatch | undefined;
