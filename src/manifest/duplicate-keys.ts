import { visit } from 'jsonc-parser';
import { unlessTooDeep } from './deep-nesting.js';
import type { ProblemDraft } from './draft.js';
import { LineIndex } from './line-index.js';
import { childPointer } from './pointer.js';
import type { Severity } from './problem.js';

/**
 * Every key that appears again in the same object. JSON.parse keeps only the last, so counting
 * keys first proves most files have none without scanning them.
 */
export function duplicateKeyDrafts(
  text: string,
  data: unknown,
  severity: Severity,
): ProblemDraft[] {
  if (keyLikeTokens(text) === countKeys(data)) return [];
  const drafts = unlessTooDeep(() => findDuplicateKeys(text, severity));
  if (drafts) return drafts;
  const message = 'duplicate keys were not checked: the file nests too deeply';
  return [
    {
      rule: 'file',
      severity: 'warning',
      message,
      pointer: '',
      anchor: { kind: 'text', offset: 0, length: 0 },
    },
  ];
}

function findDuplicateKeys(text: string, severity: Severity): ProblemDraft[] {
  const drafts: ProblemDraft[] = [];
  const seen: Map<string, number>[] = [];
  let lines: LineIndex | undefined;
  const onObjectProperty = (
    key: string,
    offset: number,
    length: number,
    path: (string | number)[],
  ) => {
    const keys = seen[seen.length - 1];
    const first = keys?.get(key);
    if (first === undefined) return void keys?.set(key, offset);
    lines ??= new LineIndex(text);
    const pointer = childPointer(path.reduce<string>(childPointer, ''), key);
    const message = `duplicate key ${JSON.stringify(key)}: the value at line ${lines.at(first).line} is ignored, only the last one counts`;
    drafts.push({
      rule: 'duplicate-key',
      key,
      severity,
      message,
      pointer,
      anchor: { kind: 'text', offset, length },
    });
  };
  visit(
    text,
    {
      onObjectBegin: () => void seen.push(new Map()),
      onObjectEnd: () => void seen.pop(),
      onObjectProperty: (key, offset, length, _line, _column, path) =>
        onObjectProperty(key, offset, length, path()),
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return drafts;
}

/**
 * How many `"` followed by JSON whitespace and `:` the text has: every key is one, and a match
 * inside a string only makes the count larger (then the keys are scanned properly).
 */
function keyLikeTokens(text: string): number {
  let count = 0;
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    let before = colon - 1;
    while (before >= 0 && isJsonSpace(text.charCodeAt(before))) before--;
    if (text.charCodeAt(before) === 0x22) count++;
  }
  return count;
}

function isJsonSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** The number of keys in all objects of a parsed value, without recursion (nesting may be deep). */
function countKeys(data: unknown): number {
  let count = 0;
  const pending: unknown[] = [data];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    const children = Array.isArray(value) ? value : Object.values(value);
    if (!Array.isArray(value)) count += children.length;
    for (const child of children) pending.push(child);
  }
  return count;
}
