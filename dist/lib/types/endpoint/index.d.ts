import type { Endpoint } from './types.js';
/**
 * Turns a route such as `GET /orgs/{org}/repos` and parameters into request options
 * `{method, url, headers, body, request}`. Synchronous, no I/O.
 */
export declare const endpoint: Endpoint;
export { baseUrlProblem } from './util/base-url.js';
export { refusedParameter } from './option-names.js';
export { RequestOptionsError } from './request-options-error.js';
export type * from './types.js';
