import { DEFAULTS } from './defaults.js';
import { withDefaults } from './with-defaults.js';

/**
 * Turns a route such as `GET /orgs/{org}/repos` and parameters into request options
 * `{method, url, headers, body, request}`. Synchronous, no I/O.
 */
export const endpoint = withDefaults(null, DEFAULTS);
export { baseUrlProblem } from './util/base-url.js';
export { OPTION_NAMES, refusedParameter } from './option-names.js';
export { RequestOptionsError } from './request-options-error.js';
export type * from './types.js';
