import { statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { FileToCheck } from './check-files.js';
import { followLink, searchRoot, type SearchRoot } from './directory-link.js';
import { undecodableReason } from './directory-listing.js';
import type { Root } from './outside-root.js';
import { cannotList, walkDirectories, type UnreadableDirectory } from './walk-directories.js';

/** The file name searched for in directories. */
export const MANIFEST_NAME = 'vcpkg.json';

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
export function findManifests(paths: string[]): FoundManifests {
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

/** Adds the manifests below a directory given, and what the search could not go through. */
function searchDirectory(
  root: Root,
  files: Map<string, FileToCheck>,
  unreadable: UnreadableDirectory[],
  keyOf: (file: string) => string,
): void {
  const search = searchRoot(root.path);
  const rootBase = path.join(root.path, '.');
  const child = (directory: string, name: string) =>
    joinEntry(directory === root.path ? rootBase : directory, name);
  walkDirectories(root.path, {
    listPath: (directory) => directory,
    child,
    unlistable: (directory, error) =>
      unreadable.push({ path: directory, message: cannotList(error) }),
    // A directory or a link could hold a manifest; a file is no `vcpkg.json`, which is ASCII.
    undecodable: (directory, entry) => {
      if (entry.kind !== 'file')
        unreadable.push({ path: directory, message: undecodableReason(entry) });
    },
    entry: (directory, entry) => {
      if (entry.name === MANIFEST_NAME) {
        const entryPath = child(directory, entry.name);
        const key = keyOf(entryPath);
        if (!files.has(key))
          files.set(key, { path: entryPath, root, listedAsFile: entry.isFile() });
      } else if (entry.isSymbolicLink()) {
        checkLink(child(directory, entry.name), search, unreadable);
      }
    },
  });
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
