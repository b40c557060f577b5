/**
 * A string function that remembers its last `limit` answers: manifests repeat the same license
 * and platform strings, and parsing them is the slow part. Bounded, so memory stays flat.
 */
export declare function memoize<T>(compute: (key: string) => T, limit?: number): (key: string) => T;
