/** A word among known ones, and how many edits away it is. */
export interface Closest {
    word: string;
    distance: number;
}
/**
 * The word of `known` with the smallest edit distance to `word` (its first `comparedLength`
 * characters, so a long hostile word costs no more than that), the first one on a tie; undefined
 * when `known` is empty.
 */
export declare function closestWord(word: string, known: readonly string[], comparedLength?: number): Closest | undefined;
/**
 * The Levenshtein distance of `a` and `b` when it is at most `limit` (a whole number, or
 * Infinity), else `limit + 1`. Their common start and end are left out, only the cells within
 * `limit` of the diagonal are counted, and it stops at the first row all over the limit, so a
 * comparison costs at most `2 * limit + 1` cells a letter, and less when the words differ early.
 * The loops read no global (such as `Math`): in jest's module sandbox each such read is slow.
 */
export declare function editDistanceWithin(a: string, b: string, limit: number): number;
