import type { ProblemDraft } from './draft.js';
import type { Problem } from './problem.js';
/** Gives every draft its line and column; builds the position tree once, only when asked. */
export declare function locateProblems(text: string, drafts: ProblemDraft[]): Problem[];
