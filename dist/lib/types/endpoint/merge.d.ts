import type { EndpointOptions, MergedOptions, Route } from './types.js';
/**
 * Applies `defaults` to a route and options without building the request: header names
 * lowercased, `undefined` values dropped, plain objects deep-merged, previews added to the
 * defaults' previews. Neither the defaults nor the options are changed. Without a route or
 * options, a copy of the defaults, as @octokit/endpoint gives.
 */
export declare function merge(defaults: MergedOptions | null, route?: Route | EndpointOptions, options?: EndpointOptions): MergedOptions;
