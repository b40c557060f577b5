import { type ProblemDraft } from './draft.js';
import type { Severity } from './problem.js';
/** The problems of one file by where they come from, each made into a draft only when listed. */
export interface ProblemSources<T> {
    /** Schema errors, all of severity `error`, still to be put in words. */
    schemaErrors: readonly T[];
    toDraft: (error: T) => ProblemDraft;
    /** Problems already drafted (file notes, vcpkg's own checks, duplicate keys). */
    drafts: readonly ProblemDraft[];
    /** Problems found but never drafted, past a limit their source kept to. */
    uncounted?: {
        severity: Severity;
        count: number;
    };
}
/**
 * At most {@link MOST_PROBLEMS_PER_FILE} drafts, errors before warnings, and when some are left
 * out one more `problem-limit` problem that counts them. Only listed schema errors are put in words, so
 * the cost stays bounded however many there are. Errors come first, so a file with an error
 * always lists one and stays invalid.
 */
export declare function capProblems<T>({ schemaErrors, toDraft, drafts, uncounted, }: ProblemSources<T>): ProblemDraft[];
/**
 * Longest message and pointer a problem keeps. A hostile file can make either megabytes long
 * (a key of a megabyte, a pointer 100,000 levels deep, a user schema's long pattern), and a
 * thousand such problems would not fit in one report.
 */
export declare const LONGEST_PROBLEM_TEXT = 1000;
/** The problem with its message and pointer cut to {@link LONGEST_PROBLEM_TEXT}, `…` at the cut. */
export declare function boundProblemText<T extends {
    message: string;
    pointer: string;
}>(problem: T): T;
