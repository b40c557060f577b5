import { lstatSync } from 'node:fs';
import path from 'node:path';
import { realPath } from './fs-errors.js';

/** A directory whose files must not lead out of it through a symbolic link. */
export interface Root {
  /** Where the directory is. */
  path: string;
  /** How messages name it: `the workspace`, `the directory ports`. */
  name: string;
}

/**
 * Why `file`, found below `root`, must not be read: a symbolic link out of the root, into its
 * `.git` or `node_modules`, or one that cannot be resolved (`/proc/<pid>/fd/N` of a deleted file
 * opens though it names nothing). Only the last step is looked at: searches never enter a linked
 * directory.
 */
export function outsideRoot(file: string, root: Root): string | undefined {
  try {
    // lstat first: links are rare, and resolving every path would cost as much as reading it.
    if (!lstatSync(file).isSymbolicLink()) return undefined;
  } catch {
    // What cannot be looked at cannot be opened either: the read will say why.
    return undefined;
  }
  const inside = realPath(root.path);
  if (!inside.ok)
    return `a symbolic link in ${root.name}, which cannot be resolved (${inside.reason}); it was not read`;
  const target = realPath(file);
  if (!target.ok)
    return `a symbolic link that cannot be resolved (${target.reason}); it was not read`;
  if (!isInside(inside.path, target.path))
    return `a symbolic link to a file outside ${root.name} (${target.path}); it was not read`;
  // .git holds the checkout's credentials; neither it nor node_modules is ever searched.
  const names = path.relative(inside.path, target.path).split(path.sep);
  const skipped = names.find((name) => SKIPPED_DIRECTORIES.has(name));
  return skipped === undefined
    ? undefined
    : `a symbolic link to a file in ${skipped}, which is never checked (${target.path}); it was not read`;
}

/** Never searched and never read, even when named: it holds the checkout's credentials. */
export const GIT_DIRECTORY = '.git';

/** Searched only where a PATH or a pattern names it, as it can be huge. */
export const DEPENDENCIES_DIRECTORY = 'node_modules';

/** `.git` and `node_modules`: not searched, and never read through a link either. */
export const SKIPPED_DIRECTORIES: ReadonlySet<string> = new Set([
  GIT_DIRECTORY,
  DEPENDENCIES_DIRECTORY,
]);

/** Why a path in `.git` is refused, whoever names it; it follows `… is in ` or `… names `. */
export const GIT_REFUSAL = `${GIT_DIRECTORY}, which is never searched or read, even when named: it can hold credentials (actions/checkout keeps its token there)`;

/**
 * Whether `target` is in the `.git` of `directory` or of a folder below it (a submodule's): both
 * resolved already, `target` inside `directory`.
 */
export function inGitDirectory(directory: string, target: string): boolean {
  return path.relative(directory, target).split(path.sep).includes(GIT_DIRECTORY);
}

/** Why nothing is written in `.git`, whatever leads there: `place` is where it led. */
export function gitWriteRefusal(place: string): string {
  return `${GIT_DIRECTORY} (${place}), which can hold credentials and is never written`;
}

/** Whether `target` is `directory` or below it; both resolved already. */
export function isInside(directory: string, target: string): boolean {
  const relative = path.relative(directory, target);
  return !(relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative));
}
