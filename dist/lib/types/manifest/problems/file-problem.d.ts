import { type ProblemDraft } from './draft.js';
import type { FileProblem, FileProblemReason } from './problem.js';
/** A `file` problem before it is placed: it is always at the start of the file. */
export declare function fileProblemDraft(reason: FileProblemReason, message: string): ProblemDraft;
/** A `file` problem of a file that was not read, at line 1, column 1. */
export declare function fileProblem(reason: FileProblemReason, message: string): FileProblem;
