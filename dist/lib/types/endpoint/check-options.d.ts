import type { EndpointOptions } from './types.js';
/** What a header name may be, for messages. */
export declare const HEADER_NAME_RULE = "a header name must be a token: letters, digits and !#$%&'*+-.^_`|~, no spaces or colons";
/** Checks the fields the builder reads; throws RequestOptionsError naming the first wrong one. */
export declare function checkOptions(options: unknown): asserts options is EndpointOptions;
/**
 * Whether the header `name` carries a credential (`authorization`, `cookie`, `x-api-key`, …):
 * an error never repeats its value, and public outputs leave it out.
 */
export declare function isCredentialHeader(name: string): boolean;
/** Whether `name` can be a header name: an RFC 9110 token. */
export declare const isHeaderName: (key: string) => boolean;
/** One header: its name a token, its value one line of text or a number. */
export declare function checkHeader(name: string, value: unknown): void;
