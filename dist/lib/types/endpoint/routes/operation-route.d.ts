import type { UnknownApiProblem, UnknownOperationProblem } from './route-problem.js';
import type { Operation } from './table.js';
/** What a request calls: a route, or an operation of GitHub's REST description by its id. */
export type RequestTarget = {
    route: string;
} | {
    operation: string;
};
/** Which API the operation is of, and the base URL the request will have. */
export interface OperationSettings {
    /** As for checkRequest: named, else the one `baseUrl` makes certain, else api.github.com. */
    api?: string;
    baseUrl?: string;
}
/** The route of a known operation, or why there is none. */
export type OperationRoute = {
    route: string;
    operation: Operation;
} | {
    problem: UnknownOperationProblem | UnknownApiProblem;
};
/**
 * The route that calls the operation `id` of the API (see OperationSettings): its method and
 * path template, with `{?name,…}` for the query parameters of a method that sends a body (else
 * the builder would put them in the body), and the operation's own server when it has one
 * (`https://uploads.github.com`, or GHES's `/api/uploads` beside the `/api/v3` of `baseUrl`).
 * The id is the description's (`issues/create`) or octokit's (`rest.issues.listForRepo`).
 */
export declare function operationRoute(id: string, settings?: OperationSettings): OperationRoute;
