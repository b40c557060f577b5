import packageJson from '../../package.json' with { type: 'json' };
import { merge } from './merge.js';
import { parse, parseChecked } from './parse.js';
import type { Endpoint, EndpointOptions, MergedOptions, Route } from './types.js';

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

/** A builder with `newDefaults` merged over `oldDefaults` (none for the first) as its defaults. */
function withDefaults(
  oldDefaults: MergedOptions | null,
  newDefaults: EndpointOptions | undefined,
): Endpoint {
  const DEFAULTS = merge(oldDefaults, newDefaults);
  const endpoint = (route?: Route | EndpointOptions, options?: EndpointOptions) =>
    parseChecked(merge(DEFAULTS, route, options));
  return Object.assign(endpoint, {
    DEFAULTS,
    defaults: (options?: EndpointOptions) => withDefaults(DEFAULTS, options),
    merge: (route?: Route | EndpointOptions, options?: EndpointOptions) =>
      merge(DEFAULTS, route, options),
    parse,
  });
}

/**
 * Turns a route such as `GET /orgs/{org}/repos` and parameters into request options
 * `{method, url, headers, body, request}`. Synchronous, no I/O.
 */
export const endpoint = withDefaults(null, DEFAULTS);
export { baseUrlProblem } from './util/base-url.js';
export { refusedParameter } from './option-names.js';
export { RequestOptionsError } from './request-options-error.js';
export type * from './types.js';
