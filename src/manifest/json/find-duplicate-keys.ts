import type { ProblemDraft } from '../problems/draft.js';
import { quoteValue } from './describe.js';
import { decodeString, QUOTE, scalarEnd, skipSpace, stringEnd } from './tokens.js';
import { LineIndex } from './line-index.js';
import { childPointer } from './pointer.js';
import type { Severity } from '../problems/problem.js';

/** An open object or array while scanning. */
interface Container {
  /** Built only when a duplicate inside needs it: most containers never do. */
  pointer?: string;
  /** An object's keys so far, each with the offset of its first occurrence; none in an array. */
  keys?: Map<string, number>;
  /** The key of the object's current property. */
  key: string;
  /** Whether the object's next token is a key (after `{` or `,`). */
  expectsKey: boolean;
  /** The index of the array's current item. */
  index: number;
}

/** The duplicates a scan found: the first ones as drafts, and how many there are in all. */
export interface DuplicateKeys {
  drafts: ProblemDraft[];
  found: number;
}

/**
 * Every key that appears again in the same object, reported at each later occurrence, in JSON
 * text that JSON.parse accepted. One pass, no recursion, so any nesting depth works. Past `most`
 * drafts the rest are only counted: words and pointers for 600,000 of them cost too much.
 */
export function findDuplicateKeys(
  text: string,
  severity: Severity,
  most = Number.POSITIVE_INFINITY,
): DuplicateKeys {
  const drafts: ProblemDraft[] = [];
  let found = 0;
  const open: Container[] = [];
  let lines: LineIndex | undefined;

  /** The pointer of the container at `depth`, from the nearest ancestor that has one. */
  const pointerAt = (depth: number): string => {
    let known = depth;
    while (known > 0 && (open[known] as Container).pointer === undefined) known--;
    // The parent's current key or index still names the child: the child is not closed yet.
    for (let at = known; at < depth; at++) {
      const parent = open[at] as Container;
      const segment = parent.keys ? parent.key : parent.index;
      (open[at + 1] as Container).pointer = childPointer(parent.pointer ?? '', segment);
    }
    return (open[depth] as Container).pointer ?? '';
  };

  let i = skipSpace(text, 0);
  while (i < text.length) {
    const c = text.charCodeAt(i);
    const container = open[open.length - 1];
    if (c === 0x2c /* , */) {
      if (container?.keys) container.expectsKey = true;
      else if (container) container.index++;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      open.pop();
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      const isObject = c === 0x7b;
      const keys = isObject ? new Map<string, number>() : undefined;
      open.push({
        pointer: container ? undefined : '',
        keys,
        key: '',
        expectsKey: isObject,
        index: 0,
      });
    } else if (container?.expectsKey && container.keys) {
      const end = stringEnd(text, i);
      const key = decodeString(text, i, end);
      container.key = key;
      container.expectsKey = false;
      const first = container.keys.get(key);
      if (first === undefined) container.keys.set(key, i);
      else if (found++ < most) {
        lines ??= new LineIndex(text);
        const message = `duplicate key ${quoteValue(key)}: the value at line ${lines.at(first).line} is ignored, only the last one counts`;
        drafts.push({
          rule: 'duplicate-key',
          key,
          severity,
          message,
          pointer: childPointer(pointerAt(open.length - 1), key),
          anchor: { kind: 'text', offset: i, length: end - i },
        });
      }
      // Past the colon: the property's value comes next.
      i = skipSpace(text, skipSpace(text, end) + 1);
      continue;
    } else {
      i = skipSpace(text, c === QUOTE ? stringEnd(text, i) : scalarEnd(text, i));
      continue;
    }
    i = skipSpace(text, i + 1);
  }
  return { drafts, found };
}
