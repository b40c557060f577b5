import type { ProblemDraft } from './draft.js';
import type { Severity } from './problem.js';
/**
 * Every key that appears again in the same object, reported at each later occurrence, in JSON
 * text that JSON.parse accepted. One pass, no recursion, so any nesting depth works.
 */
export declare function findDuplicateKeys(text: string, severity: Severity): ProblemDraft[];
