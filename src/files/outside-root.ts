import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** A directory whose files must not lead out of it through a symbolic link. */
export interface Root {
  /** Where the directory is. */
  path: string;
  /** How messages name it: `the workspace`, `the directory ports`. */
  name: string;
}

/**
 * Why `file`, found below `root`, must not be read: it is a symbolic link to a file outside the
 * root. Undefined when it is no link, leads inside, or leads nowhere (reading it will say why).
 * Only the last step is looked at: the searches that find files never enter a linked directory.
 */
export function outsideRoot(file: string, root: Root): string | undefined {
  let target: string;
  let inside: string;
  try {
    // lstat first: links are rare, and resolving every path would cost as much as reading it.
    if (!lstatSync(file).isSymbolicLink()) return undefined;
    target = realpathSync.native(file);
    inside = realpathSync.native(root.path);
  } catch {
    return undefined;
  }
  const relative = path.relative(inside, target);
  const leaves =
    relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
  return leaves
    ? `a symbolic link to a file outside ${root.name} (${target}); it was not read`
    : undefined;
}
