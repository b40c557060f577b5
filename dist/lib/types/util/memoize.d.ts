/**
 * A string function that remembers up to `limit` answers (callers ask the same few things again
 * and again); when full it forgets them all, so memory stays flat and every call O(1).
 */
export declare function memoize<T>(compute: (key: string) => T, limit?: number): (key: string) => T;
