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
/** Levenshtein distance, in UTF-16 code units, in two rows. */
export declare function editDistance(a: string, b: string): number;
