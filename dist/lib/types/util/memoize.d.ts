/**
 * A string function that remembers its answers, up to `limit` of them: callers ask the same few
 * things again and again (license and platform strings of manifests, routes, header names).
 * When full it forgets them all, so memory stays flat and every call stays O(1).
 */
export declare function memoize<T>(compute: (key: string) => T, limit?: number): (key: string) => T;
