/** Where something is in the text: UTF-16 offset and length. */
export interface Range {
    offset: number;
    length: number;
}
/** Where the value at a pointer is, and its key when it is an object's property. */
export interface Position {
    value: Range;
    key?: Range;
}
/**
 * The positions of the values at `pointers` (and of every container on the way to them) in JSON
 * text that JSON.parse accepted. One pass, no recursion, so any nesting depth works; subtrees
 * that hold no wanted pointer, and wanted containers that hold none, are skipped without reading
 * anything in them. As JSON.parse keeps the last of duplicate keys, the last one's position wins.
 */
export declare function positionsOf(text: string, pointers: Iterable<string>): Map<string, Position>;
