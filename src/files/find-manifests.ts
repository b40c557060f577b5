import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';

/** The file name searched for in directories. */
export const MANIFEST_NAME = 'vcpkg.json';
/** Directories never searched. */
export const SKIPPED_DIRECTORIES = new Set(['.git', 'node_modules']);

/** What the search found: files to check, and directories it could not read. */
export interface FoundManifests {
  /** Paths as given, or joined to the directory as given; sorted by code unit, each once. */
  files: string[];
  /** Directories below a given one that could not be listed, with why. */
  unreadable: { path: string; reason: string }[];
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
  const files = new Map<string, string>();
  const unreadable: FoundManifests['unreadable'] = [];
  // One path cannot name a file twice; with several, the same file is found once by its full path.
  const keyOf = paths.length > 1 ? (file: string) => path.resolve(file) : (file: string) => file;
  for (const given of paths) {
    const info = statSync(given, { throwIfNoEntry: false });
    if (!info) throw new MissingPathError(given);
    if (!info.isDirectory()) files.set(keyOf(given), given);
    else searchDirectory(given, files, unreadable, keyOf);
  }
  return { files: [...files.values()].sort(), unreadable };
}

/** Synchronous: a directory listing is quick, and many small awaits are not. */
function searchDirectory(
  directory: string,
  files: Map<string, string>,
  unreadable: FoundManifests['unreadable'],
  keyOf: (file: string) => string,
): void {
  const pending = [directory];
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
        files.set(keyOf(entryPath), entryPath);
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
