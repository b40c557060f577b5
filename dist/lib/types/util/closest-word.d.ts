/** A word among known ones, and how many edits away it is. */
export interface Closest {
    word: string;
    distance: number;
}
/**
 * The word of `known` nearest to `word` (its first `comparedLength` characters, so a long hostile
 * word costs no more), the first on a tie; undefined when `known` is empty.
 */
export declare function closestWord(word: string, known: readonly string[], comparedLength?: number): Closest | undefined;
/**
 * The Levenshtein distance of `a` and `b` when at most `limit` (or Infinity), else `limit + 1`:
 * common ends left out, only cells within `limit` of the diagonal counted, stopping at a row all
 * over it, so at most `2 * limit + 1` cells a letter. No global (`Math`) in the loops: jest's
 * sandbox makes each such read slow.
 */
export declare function editDistanceWithin(a: string, b: string, limit: number): number;
