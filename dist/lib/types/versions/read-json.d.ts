import type { RegistryProblems } from './file-drafts.js';
/** A database file as vcpkg's JSON reader reads it: its data, or nothing when vcpkg refuses it. */
export interface ReadJson {
    data: unknown;
    /** Pointers of numbers spelled as non-integers though whole (`1.0`), which vcpkg refuses as integers. */
    wholeNonIntegers: ReadonlySet<string>;
}
/**
 * Reads a database file through the manifest's JSON layer: UTF-8, JSON syntax, vcpkg's own JSON
 * limits (exponents, 64-bit integers, nesting past 200) and keys given twice, which vcpkg's reader
 * refuses. Each refusal is a problem of `path`; then the data is undefined. There is no limit on
 * list items: the checks of a version database are linear in its entries.
 */
export declare function readDatabaseJson(path: string, bytes: Uint8Array, problems: RegistryProblems): ReadJson | undefined;
