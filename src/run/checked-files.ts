import path from 'node:path';
import {
  DOCUMENT_FILES,
  PROFILE_ENTRIES,
  type DocumentKind,
  type Profile,
} from '../manifest/profiles.js';

/**
 * The names of the files a profile checks when it finds them, one for each kind of document its
 * rules read (profiles.ts): `vcpkg.json`, and under `current` `vcpkg-configuration.json` too.
 */
export function checkedFileNames(profile: Profile): string[] {
  return PROFILE_ENTRIES[profile].documents.map((kind) => DOCUMENT_FILES[kind]);
}

/**
 * What the file at `filePath` is read as: the kind of document whose file it is named as (found
 * or named), when the profile reads that kind; every other file is a manifest.
 */
export function documentAt(filePath: string, profile: Profile): DocumentKind {
  const name = path.basename(filePath);
  return (
    PROFILE_ENTRIES[profile].documents.find((kind) => DOCUMENT_FILES[kind] === name) ?? 'manifest'
  );
}

/**
 * The file read with the one at `filePath` under `profile`, named as `filePath` is (its folder as
 * written): a configuration's `vcpkg.json` and a manifest's `vcpkg-configuration.json`, which
 * vcpkg reads together (look-beside.ts), so that a change to either can change the verdict on the
 * other: a manifest's `builtin-baseline` gives the configuration's registries their baseline.
 */
export function readWith(filePath: string, profile: Profile): string | undefined {
  return PROFILE_ENTRIES[profile].documents.includes('configuration')
    ? besidePath(filePath)
    : undefined;
}

/**
 * Whether a file is checked with what vcpkg reads beside it (look-beside.ts): a configuration
 * always, with its manifest; a manifest where the profile reads them together (`current`).
 */
export function readsBeside(document: DocumentKind, profile: Profile): boolean {
  return document === 'configuration' || PROFILE_ENTRIES[profile].readTogether;
}

/** The file today's vcpkg reads with the one at `filePath`, in its folder. */
export function besidePath(filePath: string): string {
  const name = path.basename(filePath);
  const folder = filePath.slice(0, filePath.length - name.length);
  const { manifest, configuration } = DOCUMENT_FILES;
  return folder + (name === configuration ? manifest : configuration);
}

/**
 * What a registry's version database file at `filePath` is, named as vcpkg lays it out:
 * `versions/baseline.json`, or `versions/<first letter>-/<port>.json`; undefined for any other
 * file. Only a file named as a PATH or by a pattern can be one: a search picks none.
 */
export function versionDatabaseFile(filePath: string): string | undefined {
  // Asked of every file a run checks: most paths have no versions folder at all.
  if (!filePath.includes('versions')) return undefined;
  const parts = filePath.split(/[\\/]/);
  const [name = '', folder = '', versions] = [parts.at(-1), parts.at(-2), parts.at(-3)];
  if (folder === 'versions' && name === 'baseline.json') return 'versions/baseline.json';
  if (versions === 'versions' && /^[a-z0-9]-$/.test(folder) && name.endsWith('.json'))
    return `versions/${folder}/${name}`;
  return undefined;
}
