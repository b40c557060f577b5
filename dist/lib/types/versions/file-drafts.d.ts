import type { ProblemDraft } from '../manifest/problems/draft.js';
import type { Problem } from '../manifest/problems/problem.js';
/**
 * The problems of a registry's files, by path: each file's drafts are capped and placed once,
 * at the end, on the file's own text.
 */
export declare class RegistryProblems {
    private readonly files;
    /** Problems of `path`, its text given (or its bytes, decoded only if a draft needs them). */
    private at;
    /** Says what `path` holds, so that its drafts can be placed. */
    know(path: string, content: {
        text: string;
    } | {
        bytes: Uint8Array;
    }): void;
    add(path: string, ...drafts: ProblemDraft[]): void;
    /** Counts errors of `path` found but not drafted (past a scan's own limit). */
    addUncounted(path: string, count: number): void;
    addPlaced(path: string, problems: readonly Problem[]): void;
    /** Every file with problems, by path (sorted), each list in the file's order. */
    placedAll(): Map<string, Problem[]>;
}
