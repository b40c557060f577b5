import type { EndpointOptions, MergedOptions, Route } from './types.js';
/**
 * Applies `defaults` to a route and options: header names lowercased, `undefined` dropped, plain
 * objects deep-merged, previews added to the defaults'; neither argument changed. Without a route
 * or options, a copy of the defaults, as @octokit/endpoint gives.
 */
export declare function merge(defaults: MergedOptions | null, route?: Route | EndpointOptions, options?: EndpointOptions): MergedOptions;
