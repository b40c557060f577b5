import type { ProblemDraft } from '../problems/draft.js';
import type { Problem } from '../problems/problem.js';
/** Gives every draft its line and column, scanning the text once for all their places. */
export declare function locateProblems(text: string, drafts: ProblemDraft[]): Problem[];
