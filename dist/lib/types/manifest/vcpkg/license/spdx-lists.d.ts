/** The SPDX license list, current and deprecated: each id by its lower case. */
export declare const SPDX_LICENSES: ReadonlyMap<string, string>;
/** The SPDX license exception list, current and deprecated: each id by its lower case. */
export declare const SPDX_EXCEPTIONS: ReadonlyMap<string, string>;
/** Ids by their lower case, to be matched in any case and spelled as listed. */
export declare function byLowerCase(ids: readonly string[]): ReadonlyMap<string, string>;
