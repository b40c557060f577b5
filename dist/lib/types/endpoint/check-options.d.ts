import type { EndpointOptions } from './types.js';
/** Checks the fields the builder reads; throws RequestOptionsError naming the first wrong one. */
export declare function checkOptions(options: unknown): asserts options is EndpointOptions;
/** Header names must be tokens and values one line: a CR or LF would inject a header. */
export declare function checkHeaders(headers: unknown): void;
/** One header: its name a token, its value one line of text or a number. */
export declare function checkHeader(name: string, value: unknown): void;
