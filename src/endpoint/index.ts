import packageJson from '../../package.json' with { type: 'json' };
import type { MergedOptions } from './types.js';
import { withDefaults } from './with-defaults.js';

/** The defaults of `endpoint`: the upstream interface's address, version 3, and who asks. */
const DEFAULTS: MergedOptions = {
  method: 'GET',
  baseUrl: 'https://api.github.com',
  headers: {
    accept: 'application/vnd.github.v3+json',
    'user-agent': `manifest-check/${packageJson.version}`,
  },
  mediaType: { format: '', previews: [] },
};

/**
 * Turns a route such as `GET /orgs/{org}/repos` and parameters into request options
 * `{method, url, headers, body, request}`. Synchronous, no I/O.
 */
export const endpoint = withDefaults(null, DEFAULTS);
export { baseUrlProblem } from './util/base-url.js';
export { OPTION_NAMES, refusedParameter } from './option-names.js';
export { RequestOptionsError } from './request-options-error.js';
export type * from './types.js';
