import { statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { FileToCheck } from './check-files.js';
import { followLink, searchRoot, SKIPPED_DIRECTORIES, type SearchRoot } from './directory-link.js';
import { listDirectory, undecodableReason, type DirectoryListing } from './directory-listing.js';
import { describeFsError } from './fs-errors.js';
import type { Root } from './outside-root.js';

export { describeFsError } from './fs-errors.js';
export { SKIPPED_DIRECTORIES } from './directory-link.js';

/** The file name searched for in directories. */
export const MANIFEST_NAME = 'vcpkg.json';

/**
 * A path below a given directory that was not searched, with why: a directory that could not be
 * listed, a link to a directory, a directory holding a name that is not UTF-8. Each becomes an
 * error of that path in the report.
 */
export interface UnreadableDirectory {
  path: string;
  /** What a report of the path says: `cannot read the directory: permission denied`, … */
  message: string;
}

/** What the search found: files to check, and paths it could not search. */
export interface FoundManifests {
  /**
   * Paths as given, or joined to the directory as given; sorted by code unit, each once. A file
   * found in a directory carries that directory as its root, one named is the user's own choice.
   */
  files: FileToCheck[];
  unreadable: UnreadableDirectory[];
}

/** A path that names nothing, which the user must fix. */
export class MissingPathError extends Error {
  constructor(readonly path: string) {
    super(`no such file or directory: ${path}`);
  }
}

/**
 * Files given are taken as they are; directories are searched for `vcpkg.json`, skipping `.git`
 * and `node_modules` and not following symbolic links to directories, reporting those that lead
 * where the search does not go. A given path that cannot be looked at (a link that loops) is
 * taken as a file, for its read to report why.
 */
export async function findManifests(paths: string[]): Promise<FoundManifests> {
  const files = new Map<string, FileToCheck>();
  const unreadable: UnreadableDirectory[] = [];
  // One path cannot name a file twice; with several, the same file is found once by its full path.
  const keyOf = paths.length > 1 ? (file: string) => path.resolve(file) : (file: string) => file;
  for (const given of paths) {
    let info: Stats | undefined;
    try {
      info = statSync(given, { throwIfNoEntry: false });
    } catch {
      // Not a missing path (that is undefined) but a loop or a refusal: the read reports it.
      files.set(keyOf(given), { path: given });
      continue;
    }
    if (!info) throw new MissingPathError(given);
    // Named, a file is read even when it is a link; found again in a directory, it stays named.
    if (!info.isDirectory()) files.set(keyOf(given), { path: given });
    else searchDirectory({ path: given, name: `the directory ${given}` }, files, unreadable, keyOf);
  }
  return { files: [...files.values()].sort(byPath), unreadable };
}

function byPath(a: FileToCheck, b: FileToCheck): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/** Synchronous: a directory listing is quick, and many small awaits are not. */
function searchDirectory(
  root: Root,
  files: Map<string, FileToCheck>,
  unreadable: UnreadableDirectory[],
  keyOf: (file: string) => string,
): void {
  const search = searchRoot(root.path);
  const rootBase = path.join(root.path, '.');
  const pending = [root.path];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    const base = current === root.path ? rootBase : current;
    let listing: DirectoryListing;
    try {
      listing = listDirectory(current);
    } catch (error) {
      unreadable.push({ path: current, message: cannotList(error) });
      continue;
    }
    // A directory or a link could hold a manifest; a file is no `vcpkg.json`, which is ASCII.
    for (const entry of listing.undecodable)
      if (entry.kind !== 'file')
        unreadable.push({ path: current, message: undecodableReason(entry) });
    // Paths are made only for what is kept: most entries are neither directories nor manifests.
    for (const entry of listing.entries) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) pending.push(joinEntry(base, entry.name));
      } else if (entry.name === MANIFEST_NAME) {
        const entryPath = joinEntry(base, entry.name);
        const key = keyOf(entryPath);
        const listedAsFile = entry.isFile();
        if (!files.has(key)) files.set(key, { path: entryPath, root, listedAsFile });
      } else if (entry.isSymbolicLink()) {
        checkLink(joinEntry(base, entry.name), search, unreadable);
      }
    }
  }
}

/**
 * `path.join(directory, name)` for a normalized directory and a name it lists (no separator, never
 * `.` or `..`), by concatenation: path.join's normalizing made enough garbage while 100,000
 * directories were listed to raise the peak memory of a run by a third.
 */
function joinEntry(directory: string, name: string): string {
  if (directory === '.') return name;
  return directory.endsWith(path.sep) ? directory + name : directory + path.sep + name;
}

/** Reports a link to a directory the search does not go through, or one that cannot be told. */
function checkLink(link: string, search: SearchRoot, unreadable: UnreadableDirectory[]): void {
  const linked = followLink(link, search);
  if (linked.kind === 'outside' || linked.kind === 'unresolvable')
    unreadable.push({ path: link, message: linked.reason });
}

/** The message for a directory that could not be listed. */
export function cannotList(error: unknown): string {
  return `cannot read the directory: ${describeFsError(error)}`;
}
