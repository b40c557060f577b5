/*
 * Package and feature names as today's vcpkg-tool reads them: lower-case letters and digits in
 * dash-separated groups, or exactly `all_modules`, and never a reserved name.
 */
import { cutQuoted } from '../../../util/cut-short.js';

const IDENTIFIER = /^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$/;
// Today's vcpkg reserves `lpt0` and `com0` too, unlike December 2020's `[1-9]`.
const RESERVED = /^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$/;
const SEE = 'https://learn.microsoft.com/vcpkg/users/manifests?WT.mc_id=vcpkg_inproduct_cli';

/** Whether vcpkg accepts `name` as a package or feature name. */
export function isVcpkgName(name: string): boolean {
  return IDENTIFIER.test(name) && !RESERVED.test(name);
}

/** vcpkg's words for a `name`, a dependency's or an override's name it refuses, if it does. */
export function packageNameError(name: string): string | undefined {
  return nameError(name, 'package', 'Package');
}

/** vcpkg's words for a package or feature name it refuses, if it does. */
function nameError(name: string, kind: string, names: string): string | undefined {
  if (isVcpkgName(name)) return undefined;
  return `${JSON.stringify(cutQuoted(name))} is not a valid ${kind} name. ${names} names must be lowercase alphanumeric+hyphens and not reserved (see ${SEE} for more information).`;
}

/** vcpkg's words for a key of `features` it refuses, if it does. */
export function featureKeyError(name: string): string | undefined {
  if (isVcpkgName(name)) return undefined;
  return 'features must be lowercase alphanumeric+hyphens, and not one of the reserved names';
}

/** vcpkg's words for `core` or `default` in `default-features`, which vcpkg names specially. */
export function defaultFeatureError(name: string): string | undefined {
  if (name === 'core')
    return 'the feature "core" turns off default features and thus can\'t be in the default features list';
  if (name === 'default')
    return 'the feature "default" refers to the set of default features and thus can\'t be in the default features list';
  return nameError(name, 'feature', 'Feature');
}

/** vcpkg's words for `core` or `default` in a dependency's `features`. */
export function dependencyFeatureError(name: string): string | undefined {
  if (name === 'core')
    return 'the feature "core" cannot be in a dependency\'s feature list. To turn off default features, add "default-features": false instead.';
  if (name === 'default')
    return 'the feature "default" cannot be in a dependency\'s feature list. To turn on default features, add "default-features": true instead.';
  return nameError(name, 'feature', 'Feature');
}
