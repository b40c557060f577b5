/** A number as vcpkg reads it: an integer (`-5`), or a floating-point value (`1.5`, `-0`). */
export declare class JsonNumber {
    readonly integer: string | undefined;
    readonly value: number;
    /**
     * @param integer the integer's text as written (JSON forbids leading zeros and `+`, so it is
     * vcpkg's own spelling); undefined for a floating-point value
     * @param value the value
     */
    constructor(integer: string | undefined, value: number);
}
export type JsonObject = Map<string, JsonValue>;
export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | JsonObject;
/** Whether a value is an object (a Map), not an array or a scalar. */
export declare function isJsonObject(value: JsonValue | undefined): value is JsonObject;
/** The `$` keys of an object, in the order written; undefined when it has none (most have none). */
export declare function dollarKeys(object: JsonObject): string[] | undefined;
/**
 * Reads a JSON text that the validator has accepted (so it is well formed: this reader does not
 * report errors). A leading byte-order mark is skipped.
 * @throws Error when the text is not JSON after all: the caller's bug, never a user's.
 */
export declare function parseJsonTree(text: string): JsonValue;
