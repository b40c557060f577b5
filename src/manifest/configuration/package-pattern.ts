/** An identifier as vcpkg reads one today (`is_ident`): dash-separated groups, or `all_modules`. */
const IDENTIFIER = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|all_modules)$/;
/** Names vcpkg reserves, as whole names only (`lpt0` and `com0` included). */
const RESERVED = /^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$/;
/** A package pattern with a wildcard: dash-separated groups, the last one ending in `*` or being it. */
const WILDCARD_PATTERN = /^(?:[a-z0-9]+-)*(?:[a-z0-9]+\*?|\*)$/;

/** True when `name` is an identifier vcpkg accepts (an artifact registry's `name`). */
export function isVcpkgIdentifier(name: string): boolean {
  return IDENTIFIER.test(name) && !RESERVED.test(name);
}

/**
 * True when `pattern` is a package pattern of a registry's `packages`: an identifier, or groups
 * with one `*`, last (`*`, `boost-*`, `boost*`). Reserved names are patterns (`core`, `con*`).
 */
export function isPackagePattern(pattern: string): boolean {
  return isVcpkgIdentifier(pattern) || WILDCARD_PATTERN.test(pattern);
}
