import { findDuplicateKeys, type DuplicateKeys } from './find-duplicate-keys.js';
import { isJsonSpace } from './json-tokens.js';
import { severityOf } from './rules.js';

const NONE: DuplicateKeys = { drafts: [], found: 0 };

/**
 * Every key that appears again in the same object, as drafts up to `most` (the rest counted).
 * JSON.parse keeps only the last, so counting keys first proves most files have none without
 * scanning them.
 */
export function duplicateKeyDrafts(
  text: string,
  data: unknown,
  strict: boolean,
  most?: number,
): DuplicateKeys {
  if (keyLikeTokens(text) === countKeys(data)) return NONE;
  return findDuplicateKeys(text, severityOf('duplicate-key', strict), most);
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
