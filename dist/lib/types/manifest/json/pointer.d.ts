/** Escapes one key or index for a JSON Pointer (RFC 6901). */
export declare function pointerSegment(key: string | number): string;
/** Appends `key` to `pointer`. */
export declare function childPointer(pointer: string, key: string | number): string;
/** Splits a JSON Pointer into its unescaped segments (`""` is the root: no segments). */
export declare function pointerSegments(pointer: string): string[];
