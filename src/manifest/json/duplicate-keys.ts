import { findDuplicateKeys, type DuplicateKeys } from './find-duplicate-keys.js';
import { isJsonSpace } from './tokens.js';
import { severityOf } from '../problems/rules.js';

const NONE: DuplicateKeys = { drafts: [], found: 0 };

/**
 * Every key that appears again in the same object, as drafts up to `most` (the rest counted).
 * JSON.parse keeps only the last, so comparing the key-like tokens of the text with `keys`, the
 * keys of the parsed value (countValues), proves most files have none without scanning them.
 */
export function duplicateKeyDrafts(
  text: string,
  keys: number,
  strict: boolean,
  most?: number,
): DuplicateKeys {
  if (keyLikeTokens(text) === keys) return NONE;
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
