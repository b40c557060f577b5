import type { Endpoint, EndpointOptions, MergedOptions } from './types.js';
/**
 * A builder whose defaults are `newDefaults` merged over `oldDefaults` (none for the first);
 * no `newDefaults` keeps the old ones.
 */
export declare function withDefaults(oldDefaults: MergedOptions | null, newDefaults: EndpointOptions | undefined): Endpoint;
