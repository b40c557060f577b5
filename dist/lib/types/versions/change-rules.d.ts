/**
 * The change rules of `versions --base REF`: what microsoft/vcpkg's pull-request workflow
 * enforces when it resets `versions/` to the merge base, reruns `x-add-version --all` and diffs
 * ("PRs must add only one version, and must not modify any published versions"). Pure: the
 * database at REF and the working tree's, read, in; drafts per file of the registry out.
 */
import { type Database } from './database.js';
import { type ProblemDraft } from '../manifest/problems/draft.js';
import type { Problem } from '../manifest/problems/problem.js';
/** The two sides of a change: the database at REF and the working tree's, and their ports. */
export interface ChangeSides {
    /** REF as the user gave it, for the messages' fixes (`git restore --source=REF`). */
    ref: string;
    base: Database;
    head: Database;
    /** The names of the port folders at REF. */
    basePorts: ReadonlySet<string>;
    /** The names of the port folders in the working tree. */
    headPorts: ReadonlySet<string>;
    /**
     * The paths (the registry's layout) of the versions files in the working tree, read or not: a
     * file there that `head` lacks (not JSON, too large) is not deleted; its own problems say why.
     */
    headFiles: ReadonlySet<string>;
}
/**
 * The change rules' problems, as drafts by the path (the registry's layout) of the file they
 * are on: each versions file changed gains at most one entry; no entry present at REF changes or
 * goes; no versions file present at REF goes (a deleted port's stays, to resolve old baselines).
 */
export declare function checkChanges(sides: ChangeSides): Map<string, ProblemDraft[]>;
/**
 * Places drafts on their files' texts (the working tree's); a file not there (deleted) gets its
 * problems at line 1, column 1. Problems by path, in line order.
 */
export declare function placeChanges(drafts: ReadonlyMap<string, ProblemDraft[]>, textOf: (path: string) => string | undefined): Map<string, Problem[]>;
