import type { MergedOptions, RequestOptions } from './types.js';
/**
 * Turns merged options into request options: the URL template expanded with the parameters it
 * names, the other parameters in the query string or the body, and `accept` amended by the media
 * type. Stateless. Throws RequestOptionsError for options that cannot make a request.
 */
export declare function parse(options: MergedOptions): RequestOptions;
/** `parse` of options known to be well-formed: what `merge` returns. */
export declare function parseChecked(options: MergedOptions): RequestOptions;
