/**
 * The route check: GitHub's REST description as a table (generated/routes.json), and what a
 * request is checked against it for. What the CLI, the Action and the library use of it.
 */
export { apiNames, unknownApiProblem } from './api.js';
export { checkRequest, type RouteCheckSettings } from './check-route.js';
export { operationRoute, type OperationRoute, type OperationSettings, type RequestTarget, } from './operation-route.js';
export type * from './route-problem.js';
export { routeCatalogue, type ApiDescription, type RouteCatalogue } from './table.js';
