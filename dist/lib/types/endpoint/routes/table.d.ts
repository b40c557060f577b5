import { type RouteParameter } from './route-parameter.js';
/** One operation of GitHub's REST description, as the route catalogue holds it. */
export interface Operation {
    /** The description's operation id, such as `issues/create` (octokit's `rest.issues.create`). */
    id: string;
    /** The upper-case HTTP method. */
    method: string;
    /** The description's path template, such as `/repos/{owner}/{repo}/issues`. */
    path: string;
    /** The operation is deprecated. */
    deprecated: boolean;
    /** A request body is required. */
    bodyRequired: boolean;
    /** The body may be a value other than an object (sent as `data`). */
    rawBody: boolean;
    /** The body object takes keys beyond `bodyParameters`. */
    openBody: boolean;
    /** The template's parameters, in its order; every one is required. */
    pathParameters: RouteParameter[];
    queryParameters: RouteParameter[];
    /** The top-level properties of the JSON body. */
    bodyParameters: RouteParameter[];
    /** The operation's own base URL, when it has one (`https://uploads.github.com`). */
    server?: string;
    /** The APIs that describe it, a bit each, in the order of `RouteTable.apis`. */
    apis: number;
}
/** An API the catalogue describes: api.github.com, GHEC or a GHES release. */
export interface ApiDescription {
    /** `api.github.com`, `ghec`, `ghes-3.19`, …: the description's file name. */
    name: string;
    /** The description's `x-github-plan`: `api.github.com`, `ghec` or `ghes`. */
    plan: string;
    /** The GHES release, such as `3.19`. */
    release?: string;
    /** How many operations it has. */
    operations: number;
}
/** What the catalogue describes: the description's version and its APIs. */
export interface RouteCatalogue {
    /** The version of `@octokit/openapi` the table was generated from. */
    version: string;
    apis: ApiDescription[];
}
/** The route catalogue: what it describes, and a row per operation. */
interface RouteTable extends RouteCatalogue {
    /** A row: columns split by spaces, lists by commas (scripts/routes/README.md). */
    operations: readonly string[];
}
/** The version of the description the catalogue came from, and the APIs it describes. */
export declare function routeCatalogue(): RouteCatalogue;
/** The route catalogue (ncc inlines the JSON); operationAt reads a row when it is used. */
export declare function routeTable(): RouteTable;
/** The operation of a row of the table, read on first use. */
export declare function operationAt(index: number): Operation;
/** Field `n` of a row (0 the id, 1 the method, 2 the path, 4 the APIs), read without the rest. */
export declare function fieldOfRow(row: string, n: number): string;
export {};
