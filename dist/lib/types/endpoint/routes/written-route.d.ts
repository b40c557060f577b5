/** A route as a user wrote it, taken apart for matching against the catalogue. */
export interface WrittenRoute {
    /** The upper-case method; `GET` when the route has none. */
    method: string;
    /** The path's segments, after its leading `/`: `['repos', '{owner}', …]`. */
    segments: string[];
    /** The path, without query and origin, as compared with templates: `/repos/{owner}/…`. */
    path: string;
    /** The variables of the route's query expressions: `{?name,label}`. */
    queryVariables: string[];
    /** The names of the query the route writes as text: `?page=2`. */
    queryTexts: string[];
    /** Every variable of the route (path and query), as the builder takes them out of the parameters. */
    variables: string[];
}
/** The route's method, path segments and query names; `:name` read as `{name}`, as the builder. */
export declare function readRoute(route: string): WrittenRoute;
