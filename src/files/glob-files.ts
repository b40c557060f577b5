import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { Minimatch } from 'minimatch';
import {
  describeFsError,
  SKIPPED_DIRECTORIES,
  type UnreadableDirectory,
} from './find-manifests.js';

/** What a glob search found below a root. */
export interface GlobbedFiles {
  /** Root-relative POSIX paths, sorted by code unit. */
  files: string[];
  /** Directories below the root that could not be listed, root-relative; `.` for the root. */
  unreadable: UnreadableDirectory[];
  /** Include patterns that matched no file, as given. */
  unmatched: string[];
}

/**
 * The files below `root` that match an include pattern and no `!` exclude pattern, as sorted
 * root-relative POSIX paths. `.git` and `node_modules` are never searched and symbolic links to
 * directories are not followed. Links to files are listed: checkFiles, given the root, refuses
 * those that lead out of it.
 */
export async function globFiles(root: string, patterns: string[]): Promise<GlobbedFiles> {
  const options = { dot: true, nocomment: true, nonegate: true };
  const includes = patterns.filter((pattern) => !pattern.startsWith('!'));
  const excludes = patterns
    .filter((pattern) => pattern.startsWith('!'))
    .map((pattern) => new Minimatch(pattern.slice(1), options));
  const matchers = includes.map((pattern) => new Minimatch(pattern, options));
  const matched = new Set<number>();
  const files: string[] = [];
  const unreadable: UnreadableDirectory[] = [];
  const pending = [''];
  while (pending.length > 0) {
    const relative = pending.pop() as string;
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(root, relative), { withFileTypes: true });
    } catch (error) {
      const reason = describeFsError(error as NodeJS.ErrnoException);
      unreadable.push({ path: relative || '.', reason });
      continue;
    }
    for (const entry of entries) {
      const entryPath = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) pending.push(entryPath);
        continue;
      }
      // A link to a directory is not followed, and is no file to check either.
      if (entry.isSymbolicLink() && isDirectory(path.join(root, entryPath))) continue;
      let included = false;
      matchers.forEach((matcher, index) => {
        if (!matcher.match(entryPath)) return;
        included = true;
        // A pattern that finds a file is no typo, even when an exclude then drops the file.
        matched.add(index);
      });
      if (included && !excludes.some((matcher) => matcher.match(entryPath))) files.push(entryPath);
    }
  }
  return {
    files: files.sort(),
    unreadable,
    unmatched: includes.filter((_, index) => !matched.has(index)),
  };
}

function isDirectory(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
