import type { ProblemDraft } from '../problems/draft.js';
import { quoteValue } from './describe.js';
import { LineIndex } from './line-index.js';
import { pointerHere, walkJson } from './walk-json.js';
import type { Severity } from '../problems/problem.js';

/** The duplicates a scan found: the first ones as drafts, and how many there are in all. */
export interface DuplicateKeys {
  drafts: ProblemDraft[];
  found: number;
}

/**
 * Every key that appears again in the same object, reported at each later occurrence, in JSON
 * text that JSON.parse accepted. One walk, so any nesting depth works. Past `most` drafts the
 * rest are only counted: words and pointers for 600,000 of them cost too much.
 */
export function findDuplicateKeys(
  text: string,
  severity: Severity,
  most = Number.POSITIVE_INFINITY,
): DuplicateKeys {
  const drafts: ProblemDraft[] = [];
  let found = 0;
  let lines: LineIndex | undefined;
  // An object's keys so far, each with the offset of its first occurrence; none in an array.
  walkJson<Map<string, number> | undefined>(text, {
    enter: (isObject) => (isObject ? new Map() : undefined),
    key: (object, open) => {
      const { key, keyStart, keyEnd, data: keys } = object;
      const first = keys?.get(key);
      if (first === undefined) keys?.set(key, keyStart);
      else if (found++ < most) {
        lines ??= new LineIndex(text);
        const message = `duplicate key ${quoteValue(key)}: the value at line ${lines.at(first).line} is ignored, only the last one counts`;
        drafts.push({
          rule: 'duplicate-key',
          key,
          severity,
          message,
          pointer: pointerHere(open),
          anchor: { kind: 'text', offset: keyStart, length: keyEnd - keyStart },
        });
      }
    },
  });
  return { drafts, found };
}
