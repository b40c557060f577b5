import type { MergedOptions } from './types.js';
/**
 * The `accept` header as the media type asks: each vendor type gets the format, and previews
 * (those already named in `accept`, then the given ones) become a list of preview media types.
 * A binary request (`application/octet-stream`) keeps its `accept`. Throws RequestOptionsError
 * when a format would carry a control character into the header.
 */
export declare function amendAccept(accept: string | undefined, { format, previews }: MergedOptions['mediaType']): string | undefined;
