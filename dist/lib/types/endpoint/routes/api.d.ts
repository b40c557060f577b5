import type { ApiReleaseAssumedProblem, UnknownApiProblem } from './route-problem.js';
/** The API a route is checked against when none is chosen and the base URL does not say. */
export declare const DEFAULT_API = "api.github.com";
/** The names of the APIs the catalogue describes: `api.github.com`, `ghec`, `ghes-3.19`, …. */
export declare function apiNames(): string[];
/** The problem of an API name that the catalogue lacks. */
export declare function unknownApiProblem(api: string): UnknownApiProblem;
/** GHES: `https://HOST/api/v3`, which says the product and not its release; group 1 the origin. */
export declare const GHES_BASE_URL: RegExp;
/**
 * The API to check a call against: the one named (checkRoute reports an unknown one); else the
 * one the base URL makes certain; for GHES (`…/api/v3`) the newest release described, with a
 * warning; else api.github.com.
 */
export declare function chooseApi(named: string | undefined, baseUrl: string | undefined): {
    api: string;
    assumed?: ApiReleaseAssumedProblem;
};
