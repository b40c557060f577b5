import { isVcpkgName } from '../vcpkg/current/names.js';

/** A package pattern with a wildcard: dash-separated groups, the last one ending in `*` or being it. */
const WILDCARD_PATTERN = /^(?:[a-z0-9]+-)*(?:[a-z0-9]+\*?|\*)$/;

/**
 * True when `pattern` is a package pattern of a registry's `packages`: an identifier, or groups
 * with one `*`, last (`*`, `boost-*`, `boost*`). Reserved names are patterns (`core`, `con*`).
 */
export function isPackagePattern(pattern: string): boolean {
  return isVcpkgName(pattern) || WILDCARD_PATTERN.test(pattern);
}
