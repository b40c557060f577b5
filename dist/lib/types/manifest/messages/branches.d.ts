import type { Finding } from './finding.js';
/**
 * The findings at the end of `findings` that belong to a choice or a condition, taken off it in
 * their order. Popped then reversed: unshift would copy the list for each of a value's 300,000
 * errors.
 */
export declare function popBranches(findings: Finding[], isBranch: (finding: Finding) => boolean): Finding[];
/** Whether the JSON Pointer `path` is `parent` or below it. */
export declare function isUnder(path: string, parent: string): boolean;
