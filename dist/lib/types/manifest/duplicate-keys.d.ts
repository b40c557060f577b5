import { type DuplicateKeys } from './find-duplicate-keys.js';
/**
 * Every key that appears again in the same object, as drafts up to `most` (the rest counted).
 * JSON.parse keeps only the last, so counting keys first proves most files have none without
 * scanning them.
 */
export declare function duplicateKeyDrafts(text: string, data: unknown, strict: boolean, most?: number): DuplicateKeys;
