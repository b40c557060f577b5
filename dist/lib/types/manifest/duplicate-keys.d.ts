import type { ProblemDraft } from './draft.js';
import type { Severity } from './problem.js';
/**
 * Every key that appears again in the same object. JSON.parse keeps only the last, so counting
 * keys first proves most files have none without scanning them.
 */
export declare function duplicateKeyDrafts(text: string, data: unknown, severity: Severity): ProblemDraft[];
