/*
 * vcpkg's words for a version database's mistakes (vcpkg-tool's locales/messages.json), and the
 * ways this tool names ports and versions in them.
 */
import { quoteValue } from '../manifest/json/describe.js';
import { isVcpkgName } from '../manifest/vcpkg/current/names.js';
import { versionText } from './database.js';

/** The command that writes what is missing from the database. */
export const FIX_COMMAND = 'manifest-check versions --fix';

/** A port's name for a message: as it is when vcpkg would accept it, else quoted and escaped. */
export function portWords(name: string): string {
  return isVcpkgName(name) ? name : quoteValue(name);
}

/** A version for a message: `1.3`, `1.3#2`, quoted and escaped when it holds odd characters. */
export function versionWords(version: { text: string; portVersion: number }): string {
  const text = versionText(version);
  return /^[\w.+\-#]*$/.test(text) && text !== '' ? text : quoteValue(text);
}

/** vcpkg's VersionSpec: `zlib@1.3#2`. */
export function specWords(port: string, version: { text: string; portVersion: number }): string {
  return `${portWords(port)}@${versionWords(version)}`;
}

export const VERSION_MISSING =
  'expected a versioning field (one of version, version-date, version-semver, or version-string)';
export const ONE_VERSIONING_FIELD = 'expected only one versioning field';
export const UNIQUE_VERSIONS =
  'versions must be unique, even if they are declared with different schemes';
