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

/** An open object (its keys so far) or array (its index so far), and its pointer. */
interface Container {
  pointer: string;
  keys?: Map<string, number>;
  key: string;
  index: number;
}

function findDuplicateKeys(text: string, severity: Severity): ProblemDraft[] {
  const drafts: ProblemDraft[] = [];
  // Pointers are built one level at a time: jsonc-parser's path() copies the whole path per call.
  const open: Container[] = [];
  let lines: LineIndex | undefined;
  const enter = (keys?: Map<string, number>) => {
    const parent = open[open.length - 1];
    const pointer = !parent
      ? ''
      : childPointer(parent.pointer, parent.keys ? parent.key : parent.index);
    open.push({ pointer, keys, key: '', index: 0 });
  };
  const onObjectProperty = (key: string, offset: number, length: number) => {
    const object = open[open.length - 1];
    if (!object?.keys) return;
    object.key = key;
    const first = object.keys.get(key);
    if (first === undefined) return void object.keys.set(key, offset);
    lines ??= new LineIndex(text);
    const message = `duplicate key ${JSON.stringify(key)}: the value at line ${lines.at(first).line} is ignored, only the last one counts`;
    drafts.push({
      rule: 'duplicate-key',
      key,
      severity,
      message,
      pointer: childPointer(object.pointer, key),
      anchor: { kind: 'text', offset, length },
    });
  };
  visit(
    text,
    {
      onObjectBegin: () => enter(new Map()),
      onArrayBegin: () => enter(),
      onObjectEnd: () => void open.pop(),
      onArrayEnd: () => void open.pop(),
      onSeparator: (separator) => {
        const array = open[open.length - 1];
        if (separator === ',' && array && !array.keys) array.index += 1;
      },
      onObjectProperty,
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
