/** A number as vcpkg reads it: an integer (`-5`), or a floating-point value (`1.5`, `-0`). */
export declare class JsonNumber {
    readonly integer: string | undefined;
    readonly value: number;
    /**
     * @param integer the integer's text as written (JSON forbids leading zeros and `+`, so it is
     * vcpkg's own spelling); undefined for a floating-point value
     */
    constructor(integer: string | undefined, value: number);
}
export type JsonObject = Map<string, JsonValue>;
export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | JsonObject;
/** Whether a value is an object (a Map), not an array or a scalar. */
export declare function isJsonObject(value: JsonValue | undefined): value is JsonObject;
/** Copies the `$` keys of `given` to `written`: in the order written, or `sorted` by code points. */
export declare function copyDollarKeys(given: JsonObject, written: JsonObject, sorted?: boolean): void;
/**
 * Reads a JSON text that the validator has accepted (so it is well formed: this reader does not
 * report errors). A leading byte-order mark is skipped.
 * @throws Error when the text is not JSON after all: the caller's bug, never a user's.
 */
export declare function parseJsonTree(text: string): JsonValue;
