import { lstatSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { describeFsError, realPath } from './fs-errors.js';
import { gitWriteRefusal, inGitDirectory, isInside, type Root } from './outside-root.js';

/** A path an input names, resolved inside the directories allowed for it, or why it is not. */
export type InputPath = { ok: true; path: string } | { ok: false; message: string };

/**
 * The real path of `file` (absolute), a file to be read, when it is inside one of `roots`:
 * every link followed, so neither `../` nor a link leads out. `subject` names it in messages:
 * `the schema ci/schema.json`.
 */
export function resolveFileToRead(
  file: string,
  subject: string,
  roots: readonly Root[],
): InputPath {
  const real = realPath(file);
  if (!real.ok) return { ok: false, message: `cannot read ${subject}: ${real.reason}` };
  return insideRoots(real.path, subject, roots, 'read');
}

/**
 * Where to write `file` (absolute) inside one of `roots` and not in a `.git`: the real path of its
 * deepest existing directory and the names still to be made. A link at the file's own name is not
 * followed: the file is written beside it and renamed over it.
 */
export function resolveFileToWrite(
  file: string,
  subject: string,
  roots: readonly Root[],
): InputPath {
  const cannot = (reason: string): InputPath => ({
    ok: false,
    message: `cannot write ${subject}: ${reason}`,
  });
  const missing = [path.basename(file)];
  let directory = path.dirname(file);
  let real: string | undefined;
  while (real === undefined) {
    try {
      real = realpathSync.native(directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return cannot(describeFsError(error));
      // A link that leads nowhere is there though it resolves to nothing: making it would follow it.
      if (existsAsLink(directory))
        return cannot(`${directory} is a symbolic link that cannot be resolved`);
      const parent = path.dirname(directory);
      if (parent === directory) return cannot(describeFsError(error));
      missing.unshift(path.basename(directory));
      directory = parent;
    }
  }
  const target = path.join(real, ...missing);
  const inside = insideRoots(target, subject, roots, 'written');
  if (!inside.ok) return inside;
  try {
    if (!statSync(real).isDirectory()) return cannot(`${directory} is not a directory`);
    if (lstatSync(target, { throwIfNoEntry: false })?.isDirectory())
      return cannot('is a directory');
  } catch (error) {
    return cannot(describeFsError(error));
  }
  return inside;
}

/** Whether something (a dangling link) is at `file`; true when that cannot be told. */
function existsAsLink(file: string): boolean {
  try {
    return lstatSync(file, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return true;
  }
}

function insideRoots(
  target: string,
  subject: string,
  roots: readonly Root[],
  done: 'read' | 'written',
): InputPath {
  for (const root of roots) {
    const real = realPath(root.path);
    // A root that cannot be resolved holds nothing.
    if (!real.ok || !isInside(real.path, target)) continue;
    // Written, never into a .git: a link the pull request adds may lead there.
    if (done === 'written' && inGitDirectory(real.path, target))
      return {
        ok: false,
        message: `${subject} leads into ${gitWriteRefusal(`to ${target}`)}`,
      };
    return { ok: true, path: target };
  }
  const names = roots.map((root) => root.name).join(' and ');
  return {
    ok: false,
    message: `${subject} leads outside ${names} (to ${target}); it was not ${done}`,
  };
}
