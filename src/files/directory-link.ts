import { statSync } from 'node:fs';
import path from 'node:path';
import { describeFsError, realPath, type RealPath } from './fs-errors.js';
import { isInside, SKIPPED_DIRECTORIES } from './outside-root.js';

/** The real path of the directory a search starts from, resolved once, when a link first needs it. */
export function searchRoot(directory: string): () => RealPath {
  let resolved: RealPath | undefined;
  return () => (resolved ??= realPath(directory));
}

/**
 * Where a symbolic link found in a search leads. A link to a directory is never followed: its
 * files are checked at their real place when the search goes there, so a link is reported when
 * it does not, or when where it leads cannot be told.
 */
export type LinkedDirectory =
  /** A file, or nothing at all (a dangling link): for the search, a file like any other. */
  | { kind: 'not a directory' }
  /** A directory the search goes through itself; `relative` to the root, with `/`. */
  | { kind: 'searched'; target: string; relative: string }
  /** A directory the search does not go through. */
  | { kind: 'outside'; reason: string }
  /** Something that cannot be told: a loop, a target that cannot be looked at. */
  | { kind: 'unresolvable'; reason: string };

const NOT_A_DIRECTORY: LinkedDirectory = { kind: 'not a directory' };

/** Where the link `link`, found below `root`, leads. Never throws. */
export function followLink(link: string, root: () => RealPath): LinkedDirectory {
  try {
    if (!statSync(link).isDirectory()) return NOT_A_DIRECTORY;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Nothing is there, so nothing can hide there.
    if (code === 'ENOENT' || code === 'ENOTDIR') return NOT_A_DIRECTORY;
    return unresolvable(describeFsError(error));
  }
  const real = realPath(link);
  if (!real.ok) return unresolvable(real.reason);
  const target = real.path;
  const inside = root();
  if (!inside.ok) return unresolvable(`the directory searched has no real path: ${inside.reason}`);
  const relative = path.relative(inside.path, target).split(path.sep);
  const searched =
    isInside(inside.path, target) && !relative.some((name) => SKIPPED_DIRECTORIES.has(name));
  return searched
    ? { kind: 'searched', target, relative: relative.join('/') }
    : {
        kind: 'outside',
        reason: `a symbolic link to a directory outside the search (${target}); it was not searched`,
      };
}

function unresolvable(reason: string): LinkedDirectory {
  return {
    kind: 'unresolvable',
    reason: `a symbolic link that cannot be resolved (${reason}); it was not searched`,
  };
}

/** Why a link to a searched directory is reported when patterns could select its files apart. */
export function selectedApartReason(target: string): string {
  return `a symbolic link to a directory (${target}) whose files these patterns might not select at their real place; it was not searched`;
}
