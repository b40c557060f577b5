import { containerEnd, decodeString, QUOTE, scalarEnd, skipSpace, stringEnd } from './tokens.js';
import { pointerKey, pointerSegment } from './pointer.js';

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
 * A value asked for, or a container on the way to one: the tree of pointers the scan follows.
 * Its children are found without building a pointer: by raw key, by segment or by index.
 */
interface Wanted {
  pointer: string;
  /** The wanted children by segment, escaped as pointers spell them. */
  bySegment: Map<string, Wanted> | undefined;
  /** The same children's keys, unescaped, beside them in `nodes`: what a raw key is held to. */
  keys: string[];
  nodes: Wanted[];
  /** The children whose segment is an array index, by that index. */
  byIndex: Map<number, Wanted> | undefined;
}

/** An open object or array while scanning; only a wanted container with wanted children is one. */
interface Frame {
  wanted: Wanted;
  isObject: boolean;
  /** In an object, once a key is read: the wanted child its value is, if any. */
  child: Wanted | undefined;
  /** In an object: whether the next token is a value (its key read), not a key. */
  inValue: boolean;
  index: number;
  start: number;
  /** The current key's offset and length: a Range is made only for a position recorded. */
  keyOffset: number;
  keyLength: number;
}

/**
 * Most children a raw key is compared with one by one; with more, it is decoded and looked up.
 * Most containers have one or two wanted children.
 */
const MOST_COMPARED_KEYS = 16;

/**
 * The positions of the values at `pointers` (and of every container on the way to them) in JSON
 * text that JSON.parse accepted. One pass, no recursion, so any nesting depth works; subtrees
 * that hold no wanted pointer, and wanted containers that hold none, are skipped without reading
 * anything in them. As JSON.parse keeps the last of duplicate keys, the last one's position wins.
 */
export function positionsOf(text: string, pointers: Iterable<string>): Map<string, Position> {
  const root = wantedTree(pointers);
  // Without a backslash in the text, every key is its raw text: no key needs decoding.
  const rawKeys = !text.includes('\\');
  const found = new Map<string, Position>();
  const stack: Frame[] = [];
  let i = skipSpace(text, 0);

  while (i < text.length) {
    const c = text.charCodeAt(i);
    const frame = stack[stack.length - 1];
    if (c === 0x2c /* , */) {
      if (frame !== undefined && !frame.isObject) frame.index++;
      i = skipSpace(text, i + 1);
      continue;
    }
    if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
      if (frame !== undefined)
        record(found, stack, frame.wanted.pointer, frame.start, i + 1 - frame.start);
      const parent = stack[stack.length - 1];
      if (parent !== undefined) parent.inValue = false;
      i = skipSpace(text, i + 1);
      continue;
    }
    if (frame !== undefined && frame.isObject && !frame.inValue) {
      // A key, then a colon.
      const end = stringEnd(text, i);
      frame.keyOffset = i;
      frame.keyLength = end - i;
      frame.inValue = true;
      frame.child = childByKey(frame.wanted, text, i, end, rawKeys);
      i = skipSpace(text, skipSpace(text, end) + 1);
      continue;
    }
    const wanted =
      frame === undefined
        ? root
        : frame.isObject
          ? frame.child
          : frame.wanted.byIndex?.get(frame.index);
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (wanted === undefined || wanted.bySegment === undefined) {
        // Nothing asked for inside: skip the whole container, placing it if it was asked for.
        const end = containerEnd(text, i);
        if (wanted !== undefined) record(found, stack, wanted.pointer, i, end - i);
        if (frame !== undefined) frame.inValue = false;
        i = skipSpace(text, end);
        continue;
      }
      stack.push({
        wanted,
        isObject: c === 0x7b,
        child: undefined,
        inValue: false,
        index: 0,
        start: i,
        keyOffset: 0,
        keyLength: 0,
      });
      i = skipSpace(text, i + 1);
      continue;
    }
    const end = c === QUOTE ? stringEnd(text, i) : scalarEnd(text, i);
    if (wanted !== undefined) record(found, stack, wanted.pointer, i, end - i);
    if (frame !== undefined) frame.inValue = false;
    i = skipSpace(text, end);
  }
  return found;
}

/** The tree of `pointers`: the root, each pointer's containers on the way, the pointers. */
function wantedTree(pointers: Iterable<string>): Wanted {
  const root = wantedAt('');
  for (const pointer of pointers) {
    let node = root;
    for (let start = 1; node.pointer !== pointer;) {
      const slash = pointer.indexOf('/', start);
      const end = slash < 0 ? pointer.length : slash;
      const segment = pointer.slice(start, end);
      node.bySegment ??= new Map();
      let child = node.bySegment.get(segment);
      if (child === undefined) {
        child = wantedAt(pointer.slice(0, end));
        node.bySegment.set(segment, child);
        node.keys.push(pointerKey(segment));
        node.nodes.push(child);
        if (ARRAY_INDEX.test(segment)) (node.byIndex ??= new Map()).set(Number(segment), child);
      }
      node = child;
      start = end + 1;
    }
  }
  return root;
}

function wantedAt(pointer: string): Wanted {
  return { pointer, bySegment: undefined, keys: [], nodes: [], byIndex: undefined };
}

/** A segment that names an array's item: no sign, no leading zero, a safe integer's digits. */
const ARRAY_INDEX = /^(?:0|[1-9]\d{0,14})$/;

/** The wanted child named by the key token from `start` to `end` (its quotes included). */
function childByKey(
  wanted: Wanted,
  text: string,
  start: number,
  end: number,
  rawKeys: boolean,
): Wanted | undefined {
  const { keys } = wanted;
  if (rawKeys && keys.length <= MOST_COMPARED_KEYS) {
    // The raw key is the key: held to each wanted one in place, no string made.
    const length = end - start - 2;
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k] as string;
      if (key.length === length && text.startsWith(key, start + 1)) return wanted.nodes[k];
    }
    return undefined;
  }
  return wanted.bySegment?.get(pointerSegment(decodeString(text, start, end)));
}

/** Records where the value at `pointer` is, with its key when its container is an object. */
function record(
  found: Map<string, Position>,
  stack: Frame[],
  pointer: string,
  offset: number,
  length: number,
): void {
  const value = { offset, length };
  const parent = stack[stack.length - 1];
  found.set(
    pointer,
    parent?.isObject === true
      ? { value, key: { offset: parent.keyOffset, length: parent.keyLength } }
      : { value },
  );
}
