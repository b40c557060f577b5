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
/** The route catalogue: the description it came from, its APIs and a row per operation. */
export interface RouteTable {
    /** The version of `@octokit/openapi` the table was generated from. */
    version: string;
    apis: ApiDescription[];
    /** The rows as the table writes them; `operationAt(index)` reads one. */
    rows: readonly string[];
}
/** What the catalogue describes: the description's version and its APIs, without the rows. */
export type RouteCatalogue = Omit<RouteTable, 'rows'>;
/** The version of the description the catalogue came from, and the APIs it describes. */
export declare function routeCatalogue(): RouteCatalogue;
/**
 * The route catalogue, read on first use (only `request` needs it); ncc inlines the JSON. A row
 * becomes an operation only when used (`operationAt`): finding one route reads a few.
 */
export declare function routeTable(): RouteTable;
/** The operation of a row of the table, read on first use. */
export declare function operationAt(index: number): Operation;
/** The APIs of a row (its bit mask), read without reading the rest of it. */
export declare function apisOfRow(row: string): number;
/** The method and the path of a row, read without reading the rest of it. */
export declare function routeOfRow(row: string): {
    method: string;
    path: string;
};
