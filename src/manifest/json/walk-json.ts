import { childPointer } from './pointer.js';
import { containerEnd, decodeString, QUOTE, scalarEnd, skipSpace, stringEnd } from './tokens.js';

/*
 * One pass over JSON text for what JSON.parse does not tell: duplicate keys, vcpkg's own reader's
 * limits, the formatter's tree. Each is a visitor of this walk. No recursion, so any nesting
 * depth works; a string is read to its closing quote and no further. Positions (positions.ts),
 * asked on every failing file, keep a scan of their own: as a visitor they cost a corpus run 3%.
 */

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
export const SKIP: unique symbol = Symbol('skip');

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
export function walkJson<T>(text: string, visitor: JsonVisitor<T>, from = 0): number | undefined {
  const open: OpenContainer<T>[] = [];
  let top: OpenContainer<T> | undefined;
  let i = skipSpace(text, from);
  let c = codeAt(text, i);
  for (;;) {
    // At an object's property or an array's item (or the top-level value).
    if (top?.isObject) {
      if (c !== QUOTE) return i;
      const end = stringEnd(text, i);
      const colon = skipSpace(text, end);
      if (codeAt(text, colon) !== 0x3a /* : */) return colon;
      top.key = decodeString(text, i, end);
      top.keyStart = i;
      top.keyEnd = end;
      visitor.key?.(top, open);
      i = skipSpace(text, colon + 1);
      c = codeAt(text, i);
    }
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      const isObject = c === 0x7b;
      const data = visitor.enter(isObject, i, open);
      if (data === SKIP) {
        i = skipSpace(text, containerEnd(text, i));
        c = codeAt(text, i);
      } else {
        const pointer = top ? undefined : '';
        top = { isObject, start: i, index: 0, key: '', keyStart: i, keyEnd: i, data, pointer };
        open.push(top);
        i = skipSpace(text, i + 1);
        c = codeAt(text, i);
        // Its first property or item, unless it is empty.
        if (c !== (isObject ? 0x7d : 0x5d)) continue;
      }
    } else {
      const end = c === QUOTE ? stringEnd(text, i) : scalarEnd(text, i);
      if (end === i) return i;
      visitor.value?.(i, end, open);
      i = skipSpace(text, end);
      c = codeAt(text, i);
    }
    // After a value: the containers that close, then a comma before the next value.
    for (;;) {
      if (top === undefined) return i === text.length ? undefined : i;
      if (c === 0x2c /* , */) break;
      if (c !== (top.isObject ? 0x7d /* } */ : 0x5d) /* ] */) return i;
      open.pop();
      visitor.leave?.(top, i + 1, open);
      top = open.length === 0 ? undefined : open[open.length - 1];
      i = skipSpace(text, i + 1);
      c = codeAt(text, i);
    }
    top.index++;
    i = skipSpace(text, i + 1);
    c = codeAt(text, i);
  }
}

/**
 * The code unit at `i`, or NaN at the text's end, read without reading past it: optimized code
 * that once reads past a string's end is thrown away and compiled again, 20 to 30 ms of a
 * processor's time for this walk.
 */
function codeAt(text: string, i: number): number {
  return i < text.length ? text.charCodeAt(i) : NaN;
}

/** The JSON Pointer of the value the walk is at: the innermost container's current child. */
export function pointerHere(open: OpenContainers<unknown>): string {
  if (open.length === 0) return '';
  let depth = open.length - 1;
  while ((open[depth] as OpenContainer<unknown>).pointer === undefined) depth--;
  let pointer = (open[depth] as OpenContainer<unknown>).pointer as string;
  // Each open container on the way keeps its pointer: its parent's current key or index names it.
  for (; depth < open.length; depth++) {
    const parent = open[depth] as OpenContainer<unknown>;
    pointer = childPointer(pointer, parent.isObject ? parent.key : parent.index);
    const child = open[depth + 1];
    if (child !== undefined) child.pointer = pointer;
  }
  return pointer;
}
