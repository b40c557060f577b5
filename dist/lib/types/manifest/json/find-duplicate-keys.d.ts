import type { ProblemDraft } from '../problems/draft.js';
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
export declare function findDuplicateKeys(text: string, severity: Severity, most?: number): DuplicateKeys;
