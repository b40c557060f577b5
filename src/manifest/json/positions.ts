import { containerEnd, decodeString, QUOTE, scalarEnd, skipSpace, stringEnd } from './tokens.js';
import { pointerSegment } from './pointer.js';

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

/** An open object or array while scanning. */
interface Frame {
  pointer: string;
  isObject: boolean;
  /** The segments of its wanted children; none: its children are not named, only skipped. */
  children: Set<string> | undefined;
  index: number;
  start: number;
  /** The current key's offset and length: a Range is made only for a position recorded. */
  keyOffset: number;
  keyLength: number;
  keyName: string | undefined;
}

/**
 * The positions of the values at `pointers` (and of every container on the way to them) in JSON
 * text that JSON.parse accepted. One pass, no recursion, so any nesting depth works; subtrees
 * that hold no wanted pointer are skipped without naming anything in them. As JSON.parse keeps
 * the last of duplicate keys, the last one's position wins.
 */
export function positionsOf(text: string, pointers: Iterable<string>): Map<string, Position> {
  // Each wanted container's wanted children, by segment: no pointer is made for any other value.
  const wanted = new Map<string, Set<string>>();
  for (const pointer of pointers) {
    let parent = '';
    for (let at = pointer.indexOf('/', 1); parent !== pointer; at = pointer.indexOf('/', at + 1)) {
      const end = at > 0 ? at : pointer.length;
      const children = wanted.get(parent) ?? new Set<string>();
      wanted.set(parent, children.add(pointer.slice(parent.length + 1, end)));
      parent = pointer.slice(0, end);
    }
  }
  const found = new Map<string, Position>();
  const stack: Frame[] = [];
  let i = skipSpace(text, 0);

  while (i < text.length) {
    const c = text.charCodeAt(i);
    const frame = stack[stack.length - 1];
    if (c === 0x2c /* , */) {
      if (frame && !frame.isObject) frame.index++;
      i = skipSpace(text, i + 1);
      continue;
    }
    if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
      if (frame) record(found, stack, frame.pointer, frame.start, i + 1 - frame.start);
      const parent = stack[stack.length - 1];
      if (parent) afterValue(parent);
      i = skipSpace(text, i + 1);
      continue;
    }
    if (frame?.isObject && frame.keyName === undefined) {
      // A key, then a colon.
      const end = stringEnd(text, i);
      frame.keyOffset = i;
      frame.keyLength = end - i;
      frame.keyName = decodeString(text, i, end);
      i = skipSpace(text, skipSpace(text, end) + 1);
      continue;
    }
    const pointer = childPointer(stack);
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (pointer === undefined && frame) {
        // Nothing asked for inside: skip the whole container.
        const end = containerEnd(text, i);
        afterValue(frame);
        i = skipSpace(text, end);
        continue;
      }
      stack.push({
        pointer: pointer ?? '',
        isObject: c === 0x7b,
        children: wanted.get(pointer ?? ''),
        index: 0,
        start: i,
        keyOffset: 0,
        keyLength: 0,
        keyName: undefined,
      });
      i = skipSpace(text, i + 1);
      continue;
    }
    const end = c === QUOTE ? stringEnd(text, i) : scalarEnd(text, i);
    if (pointer !== undefined) record(found, stack, pointer, i, end - i);
    if (frame) afterValue(frame);
    i = skipSpace(text, end);
  }
  return found;
}

/** The pointer of the innermost container's current child ('' at the root), if it is wanted. */
function childPointer(stack: Frame[]): string | undefined {
  const parent = stack[stack.length - 1];
  if (parent === undefined) return '';
  if (parent.children === undefined) return undefined;
  const segment = parent.isObject ? pointerSegment(parent.keyName as string) : String(parent.index);
  return parent.children.has(segment) ? `${parent.pointer}/${segment}` : undefined;
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

/** After a property's value, the next thing in an object is a key again. */
function afterValue(frame: Frame): void {
  if (frame.isObject) frame.keyName = undefined;
}
