/** The identifier pattern as the spec writes it: unanchored, so `Foo_Bar` contains a match. */
export declare const IDENTIFIER_PATTERN = "[a-z0-9]+(-[a-z0-9]+)*";
/** The reserved-name pattern as the spec writes it: `^` and `$` bind to the first and last name only. */
export declare const RESERVED_PATTERN = "^prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default$";
/**
 * What vcpkg enforces (`strict`): the whole string is an identifier, or `all_modules`
 * (vcpkg-tool's `IdentifierDeserializer::is_ident`, December 2020 and today).
 */
export declare const WHOLE_IDENTIFIER_PATTERN = "^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$";
/**
 * What vcpkg (December 2020) enforces for a dependency's name (`strict`): dot-separated segments,
 * each an identifier as `WHOLE_IDENTIFIER_PATTERN` reads it.
 */
export declare const WHOLE_PACKAGE_NAME_PATTERN = "^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)(\\.(all_modules|[a-z0-9]+(-[a-z0-9]+)*))*$";
/** What vcpkg enforces (`strict`): the whole string is a reserved name. */
export declare const WHOLE_RESERVED_PATTERN = "^(prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default)$";
/** True when `name` is an identifier as a whole (the anchored pattern), as vcpkg reads it. */
export declare function isWholeIdentifier(name: string): boolean;
/** True when `name` is itself a reserved name, not merely one that contains one. */
export declare function isWholeReservedName(name: string): boolean;
/** The part of `name` that the spec's unanchored reserved-name pattern finds, if any. */
export declare function reservedMatch(name: string): string | undefined;
