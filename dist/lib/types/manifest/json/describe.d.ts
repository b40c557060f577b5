/** The JSON type of a parsed value, as JSON Schema names types. */
export declare function jsonType(value: unknown): string;
/** A short description of a value for a message: `number -1`, `string "Foo"`, `an object`. */
export declare function describeValue(value: unknown): string;
/**
 * A value as JSON, cut short when long, with what a log would hide or reorder (C1, U+2028,
 * U+2029, bidi controls) escaped as `\uXXXX`, as JSON.stringify escapes C0.
 */
export declare function quoteValue(value: unknown): string;
/** `a string`, `an object`, `an integer`. */
export declare function withArticle(type: string): string;
/** The value at a JSON Pointer of parsed JSON, or undefined. */
export declare function valueAt(data: unknown, segments: string[]): unknown;
