/** How many list items and object keys a parsed value holds, at every depth. */
export interface ValueCounts {
    items: number;
    keys: number;
}
/**
 * Counts the items of every list and the keys of every object in a parsed value, in one walk
 * and without recursion (nesting may be deep). Stops once the items pass `mostItems`: then the
 * counts are a lower bound.
 */
export declare function countValues(data: unknown, mostItems: number): ValueCounts;
