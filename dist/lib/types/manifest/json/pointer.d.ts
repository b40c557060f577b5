/** Escapes one key or index for a JSON Pointer (RFC 6901). */
export declare function pointerSegment(key: string | number): string;
/** Appends `key` to `pointer`. */
export declare function childPointer(pointer: string, key: string | number): string;
/** Splits a JSON Pointer into its unescaped segments (`""` is the root: no segments). */
export declare function pointerSegments(pointer: string): string[];
/** The key or index one escaped segment names (RFC 6901: `~1` is `/`, then `~0` is `~`). */
export declare function pointerKey(segment: string): string;
