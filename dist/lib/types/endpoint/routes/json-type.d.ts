import type { JsonType } from './route-parameter.js';
/** The JSON type of a value; a number without a fraction is an integer. */
export declare function jsonTypeOf(value: unknown): JsonType;
/**
 * Whether a value has one of `types` (none means any value). A value sent as text, in the path or
 * the query, fits by its text too: `"5"` is an integer there, `5` a string, `"true"` a boolean,
 * and a list of such values a string, as the builder sends it `a,b` (`labels: [bug, ui]`).
 */
export declare function fitsTypes(value: unknown, types: readonly JsonType[], asText: boolean): boolean;
/** `a string`, `an integer or null`: the types as a message lists them. */
export declare function typesInWords(types: readonly JsonType[]): string;
