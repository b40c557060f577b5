import { type DuplicateKeys } from './find-duplicate-keys.js';
/**
 * Every key that appears again in the same object, as drafts up to `most` (the rest counted).
 * JSON.parse keeps only the last, so comparing the key-like tokens of the text with `keys`, the
 * keys of the parsed value (countValues), proves most files have none without scanning them.
 */
export declare function duplicateKeyDrafts(text: string, keys: number, strict: boolean, most?: number): DuplicateKeys;
