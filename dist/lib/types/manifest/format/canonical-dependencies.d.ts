import { type JsonValue } from './json-tree.js';
/** A `features` or `default-features` list, sorted and written; undefined when empty. */
export declare function canonicalFeatureRequests(list: JsonValue | undefined): JsonValue[] | undefined;
/** A `dependencies` list, sorted and written (undefined when empty). */
export interface WrittenDependencies {
    list: JsonValue[] | undefined;
    /**
     * vcpkg would refuse to write it: sorting the written list again moves dependencies that tie
     * in its order but differ otherwise, and vcpkg, which reads back what it writes and compares,
     * stops there. Runs of 16 and below are sorted stably and never do.
     */
    unstable: boolean;
}
/** A `dependencies` list, sorted and written. */
export declare function canonicalDependencies(given: JsonValue | undefined): WrittenDependencies;
/** A `version>=` or override version as vcpkg writes it: `text#N`, without `#0`. */
export declare function versionText(version: string, portVersion?: number): string;
