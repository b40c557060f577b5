/**
 * The tokens of JSON text, each read from its first character: the walker (walk-json.ts) and
 * the positions scan (positions.ts) read JSON by them. None looks past the text's end or throws, whatever the text.
 */
export declare const QUOTE = 34;
/** Whether `code` is JSON whitespace: space, line feed, carriage return or tab. */
export declare function isJsonSpace(code: number): boolean;
/** The first offset from `i` on that is not JSON whitespace. */
export declare function skipSpace(text: string, i: number): number;
/** Just past the closing quote of the string starting at `i`. */
export declare function stringEnd(text: string, i: number): number;
/** Just past a number, `true`, `false` or `null`. */
export declare function scalarEnd(text: string, i: number): number;
/** The value of the string token from `start` to `end` (its quotes included). */
export declare function decodeString(text: string, start: number, end: number): string;
/** Just past the bracket that closes the container opening at `i`. */
export declare function containerEnd(text: string, i: number): number;
