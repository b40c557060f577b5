/** An object or array the walk is inside. */
export interface OpenContainer<T> {
    readonly isObject: boolean;
    /** The offset of its opening bracket. */
    readonly start: number;
    /** The index of its current item (in an object, of its current property). */
    index: number;
    /** In an object, the current property's key, and where its token is (quotes included). */
    key: string;
    keyStart: number;
    keyEnd: number;
    /** What the visitor keeps for it: what `enter` gave. */
    readonly data: T;
    /** Its JSON Pointer once `pointerHere` needed it: most containers never do. */
    pointer: string | undefined;
}
/** The containers around the place the walk is at, outermost first. */
export type OpenContainers<T> = readonly OpenContainer<T>[];
/** What `enter` gives to pass over a container without reading anything inside it. */
export declare const SKIP: unique symbol;
/** What a walk tells, in the order of the text. */
export interface JsonVisitor<T> {
    /** An object or array opens at `start`: what to keep for it, or SKIP to pass over it. */
    enter(isObject: boolean, start: number, open: OpenContainers<T>): T | typeof SKIP;
    /** The container, out of `open` now, closes just before `end`. */
    leave?(container: OpenContainer<T>, end: number, open: OpenContainers<T>): void;
    /** The object's next key: its `key`, `keyStart` and `keyEnd` are set. */
    key?(object: OpenContainer<T>, open: OpenContainers<T>): void;
    /** A string (from its quote), a number, `true`, `false` or `null`, from `start` to `end`. */
    value?(start: number, end: number, open: OpenContainers<T>): void;
}
/**
 * Walks the JSON value in `text` from `from` on, telling `visitor` what it meets. A scalar's
 * token is not checked: a visitor that needs it exact reads it.
 * @returns where the text stops being JSON (its length when it ends too soon), or undefined when
 * it is one JSON value: JSON.parse's text always is.
 */
export declare function walkJson<T>(text: string, visitor: JsonVisitor<T>, from?: number): number | undefined;
/** The JSON Pointer of the value the walk is at: the innermost container's current child. */
export declare function pointerHere(open: OpenContainers<unknown>): string;
