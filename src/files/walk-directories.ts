import { GIT_DIRECTORY } from './outside-root.js';
import {
  listDirectory,
  type DirectoryListing,
  type Entry,
  undecodableReason,
  type UndecodableEntry,
} from './directory-listing.js';
import { describeFsError } from './fs-errors.js';

/**
 * A path below a given directory that was not searched, with why: a directory that could not be
 * listed, a link to a directory, a directory holding a name that is not UTF-8. Each becomes an
 * error of that path in the report; a `node_modules` folder skipped on purpose, a warning.
 */
export interface UnreadableDirectory {
  path: string;
  /** What a report of the path says: `cannot read the directory: permission denied`, … */
  message: string;
  /**
   * Set for a folder a search skips on purpose (`node_modules`) that holds files it would have
   * picked: how many were seen at its first two levels. It is a warning, not an error.
   */
  skippedMatches?: number;
  /**
   * Set for a file a search did not pick because its name is this checked name but for case
   * (`VCPKG.json`): vcpkg reads it where case is ignored. It is a warning, not an error.
   */
  caseOf?: string;
}

/** What a walk does with what it meets; directories are its own to enter. */
export interface DirectoryVisitor {
  /** Where a directory named `directory` (as the walk names it) is listed from. */
  listPath(directory: string): string;
  /** The name of an entry of `directory`, as the walk names it. */
  child(directory: string, name: string): string;
  /**
   * Whether an entry whose name is not UTF-8 could hide a file to pick: it is then reported on its
   * directory. It is never entered or read by the name it decodes to.
   */
  hides(directory: string, entry: UndecodableEntry): boolean;
  /** Any entry but a directory (a file, a link, …); `child` names it, when it is kept. */
  entry(directory: string, entry: Entry): void;
  /** Whether to enter the directory `name` of `directory`; never asked of `.git`. */
  enters(directory: string, name: string): boolean;
}

/**
 * Walks the directories below `start` that the visitor enters, never `.git` nor a link, adding to
 * `unreadable` those it cannot list or whose names hide a file (`.` for the directory '').
 * Synchronous and iterative: a listing is quick, many small awaits are not, and any depth works.
 */
export function walkDirectories(
  start: string,
  unreadable: UnreadableDirectory[],
  visitor: DirectoryVisitor,
): void {
  const pending = [start];
  while (pending.length > 0) {
    const directory = pending.pop() as string;
    let listing: DirectoryListing;
    try {
      listing = listDirectory(visitor.listPath(directory));
    } catch (error) {
      const message = `cannot read the directory: ${describeFsError(error)}`;
      unreadable.push({ path: directory || '.', message });
      continue;
    }
    for (const entry of listing.undecodable)
      if (visitor.hides(directory, entry))
        unreadable.push({ path: directory || '.', message: undecodableReason(entry) });
    for (const entry of listing.entries)
      if (!entry.isDirectory()) visitor.entry(directory, entry);
      else if (entry.name !== GIT_DIRECTORY && visitor.enters(directory, entry.name))
        pending.push(visitor.child(directory, entry.name));
  }
}
