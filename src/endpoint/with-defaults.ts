import { merge } from './merge.js';
import { parse, parseChecked } from './parse.js';
import type { Endpoint, EndpointOptions, MergedOptions, Route } from './types.js';

/**
 * A builder whose defaults are `newDefaults` merged over `oldDefaults` (none for the first);
 * no `newDefaults` keeps the old ones.
 */
export function withDefaults(
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
