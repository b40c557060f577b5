import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { FileToCheck } from './check-files.js';
import type { Root } from './outside-root.js';

/** The file name searched for in directories. */
export const MANIFEST_NAME = 'vcpkg.json';
/** Directories never searched. */
export const SKIPPED_DIRECTORIES = new Set(['.git', 'node_modules']);

/** A directory below a given one that could not be listed, with why. */
export interface UnreadableDirectory {
  path: string;
  reason: string;
}

/** What the search found: files to check, and directories it could not read. */
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
 * and `node_modules` and not following symbolic links to directories.
 */
export async function findManifests(paths: string[]): Promise<FoundManifests> {
  const files = new Map<string, FileToCheck>();
  const unreadable: UnreadableDirectory[] = [];
  // One path cannot name a file twice; with several, the same file is found once by its full path.
  const keyOf = paths.length > 1 ? (file: string) => path.resolve(file) : (file: string) => file;
  for (const given of paths) {
    const info = statSync(given, { throwIfNoEntry: false });
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
  const pending = [root.path];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    let entries: Dirent[];
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch (error) {
      unreadable.push({ path: current, reason: describeFsError(error as NodeJS.ErrnoException) });
      continue;
    }
    // Paths are made only for what is kept: most entries are neither directories nor manifests.
    for (const entry of entries) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) pending.push(path.join(current, entry.name));
      } else if (entry.name === MANIFEST_NAME) {
        const entryPath = path.join(current, entry.name);
        const key = keyOf(entryPath);
        if (!files.has(key)) files.set(key, { path: entryPath, root });
      }
    }
  }
}

/** `permission denied`, `not a directory`, … from a file-system error. */
export function describeFsError(error: NodeJS.ErrnoException): string {
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    ENOENT: 'no such file or directory',
    ENOTDIR: 'not a directory',
    EISDIR: 'is a directory',
    ELOOP: 'too many symbolic links',
    EMFILE: 'too many open files',
  };
  return (error.code && reasons[error.code]) ?? error.message;
}
