/**
 * True when `pattern` is a package pattern of a registry's `packages`: an identifier, or groups
 * with one `*`, last (`*`, `boost-*`, `boost*`). Reserved names are patterns (`core`, `con*`).
 */
export declare function isPackagePattern(pattern: string): boolean;
