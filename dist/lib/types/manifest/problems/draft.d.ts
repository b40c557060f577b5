import type { Problem, Span } from './problem.js';
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** What in the text a problem points at, before positions are known. */
export type Anchor = 
/** The value at the problem's pointer; `inString` narrows it to a range of the decoded string. */
{
    kind: 'value';
    inString?: {
        offset: number;
        length: number;
    };
}
/** The key of the property at the problem's pointer. */
 | {
    kind: 'key';
}
/** A range of the text itself (UTF-16 offsets). */
 | {
    kind: 'text';
    offset: number;
    length: number;
};
/** A problem whose place is still an anchor: the checks make these, `locateProblems` places them. */
export type ProblemDraft = DistributiveOmit<Problem, keyof Span> & {
    anchor: Anchor;
};
export {};
