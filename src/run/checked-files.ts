import path from 'node:path';
import type { Profile } from '../manifest/profiles.js';
import { MANIFEST_NAME, MANIFEST_NAMES } from '../files/find-manifests.js';

/** vcpkg's configuration file, found and checked as vcpkg reads it under the `current` profile. */
export const CONFIGURATION_NAME = 'vcpkg-configuration.json';

/** What a file checked is read as: a manifest, or a `vcpkg-configuration.json`. */
export type CheckedDocument = 'manifest' | 'configuration';

/**
 * The names of the files a profile checks when it finds them: `vcpkg.json`, and under `current`
 * `vcpkg-configuration.json` too, as today's vcpkg reads both.
 */
export function checkedFileNames(profile: Profile): readonly string[] {
  return profile === 'current' ? [MANIFEST_NAME, CONFIGURATION_NAME] : MANIFEST_NAMES;
}

/**
 * What the file at `filePath` is read as: under `current`, a file named
 * `vcpkg-configuration.json` (found or named) is vcpkg's configuration; every other file, and
 * every file under `spec`, is a manifest.
 */
export function documentAt(filePath: string, profile: Profile): CheckedDocument {
  return profile === 'current' && path.basename(filePath) === CONFIGURATION_NAME
    ? 'configuration'
    : 'manifest';
}

/**
 * The file read with the one at `filePath` under `profile`, named as `filePath` is (its folder as
 * written): under `current`, a configuration's `vcpkg.json` and a manifest's
 * `vcpkg-configuration.json`, which vcpkg reads together (look-beside.ts), so that a change to
 * either can change the verdict on the other. Under `spec`, none: each file is judged alone.
 */
export function readWith(filePath: string, profile: Profile): string | undefined {
  return profile === 'current' ? besidePath(filePath) : undefined;
}

/** The file today's vcpkg reads with the one at `filePath`, in its folder. */
export function besidePath(filePath: string): string {
  const name = path.basename(filePath);
  const folder = filePath.slice(0, filePath.length - name.length);
  return folder + (name === CONFIGURATION_NAME ? MANIFEST_NAME : CONFIGURATION_NAME);
}
