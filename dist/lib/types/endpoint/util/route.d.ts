/** A url that the builder does not append to the base URL. */
export declare const ABSOLUTE: RegExp;
/** A route split at its first space: `METHOD url`, or a lone url (the default method). */
export declare function splitRoute(route: string): {
    method?: string;
    url: string;
};
/** The route with a `/` before a relative path, as `gh api` reads `repos/o/r`; else as it is. */
export declare function withLeadingSlash(route: string): string;
/** Why a route a user typed cannot be requested: a method without a path (`GET` reads `/GET`). */
export declare function routeProblem(route: string): string | undefined;
/**
 * Why the path of a route a user typed would be broken, or undefined: a `{name}`, `{+name}` or
 * `:name` that `parameters` leaves empty expands to nothing (`/repos///issues`); `{?q}`, `{/p}`
 * and the other operators may stay empty, as their expansion vanishes.
 */
export declare function unfilledPlaceholderProblem(route: string, parameters: Record<string, unknown>): string | undefined;
