import type { MergedOptions } from './types.js';
/**
 * The `accept` header as the media type asks: vendor types get the format, previews (in `accept`,
 * then given) become preview media types; `application/octet-stream` is kept. Throws
 * RequestOptionsError when a format would carry a control character into the header.
 */
export declare function amendAccept(accept: string | undefined, { format, previews }: MergedOptions['mediaType']): string | undefined;
