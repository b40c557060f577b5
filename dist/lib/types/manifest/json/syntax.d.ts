import { type ProblemDraft } from '../problems/draft.js';
/** The first JSON syntax error of a text that JSON.parse rejected, at the offending character. */
export declare function syntaxProblem(text: string, parseMessage: string): ProblemDraft;
