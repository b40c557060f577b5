/** The identifier pattern as the spec writes it: unanchored, so `Foo_Bar` contains a match. */
export const IDENTIFIER_PATTERN = '[a-z0-9]+(-[a-z0-9]+)*';
/** The reserved-name pattern as the spec writes it: `^` and `$` bind to the first and last name only. */
export const RESERVED_PATTERN = '^prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default$';
/** The one name vcpkg accepts as an identifier though it is not one: a back-compat exception. */
const BACK_COMPAT_IDENTIFIER = 'all_modules';
/**
 * What vcpkg enforces (`strict`): the whole string is an identifier, or `all_modules`
 * (vcpkg-tool's `IdentifierDeserializer::is_ident`, December 2020 and today).
 */
export const WHOLE_IDENTIFIER_PATTERN = `^(${BACK_COMPAT_IDENTIFIER}|${IDENTIFIER_PATTERN})$`;
/**
 * What vcpkg (December 2020) enforces for a dependency's name (`strict`): dot-separated segments,
 * each an identifier as `WHOLE_IDENTIFIER_PATTERN` reads it.
 */
export const WHOLE_PACKAGE_NAME_PATTERN = `^(${BACK_COMPAT_IDENTIFIER}|${IDENTIFIER_PATTERN})(\\.(${BACK_COMPAT_IDENTIFIER}|${IDENTIFIER_PATTERN}))*$`;
/** What vcpkg enforces (`strict`): the whole string is a reserved name. */
export const WHOLE_RESERVED_PATTERN = '^(prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default)$';

const wholeIdentifier = new RegExp(WHOLE_IDENTIFIER_PATTERN, 'u');
const wholeReserved = new RegExp(WHOLE_RESERVED_PATTERN, 'u');
const reservedAnywhere = new RegExp(RESERVED_PATTERN, 'u');

/** True when `name` is an identifier as a whole (the anchored pattern), as vcpkg reads it. */
export function isWholeIdentifier(name: string): boolean {
  return wholeIdentifier.test(name);
}

/** True when `name` is itself a reserved name, not merely one that contains one. */
export function isWholeReservedName(name: string): boolean {
  return wholeReserved.test(name);
}

/** The part of `name` that the spec's unanchored reserved-name pattern finds, if any. */
export function reservedMatch(name: string): string | undefined {
  return reservedAnywhere.exec(name)?.[0];
}
