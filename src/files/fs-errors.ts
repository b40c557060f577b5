import { lstatSync, realpathSync, type Stats } from 'node:fs';

/** What file-system errors mean, said the same way by every message. */
const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'no such file or directory',
  ENOTDIR: 'not a directory',
  EISDIR: 'is a directory',
  ELOOP: 'too many symbolic links',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'the name is too long',
  EEXIST: 'something else is already there',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'a read-only file system',
};

/** `permission denied`, `not a directory`, … from a file-system error (or anything thrown). */
export function describeFsError(error: unknown): string {
  const { code, message } = (error ?? {}) as NodeJS.ErrnoException;
  return (code ? REASONS[code] : undefined) ?? message ?? String(error);
}

/** A real path, or why there is none, in describeFsError's words. */
export type RealPath = { ok: true; path: string } | { ok: false; reason: string };

/** The real path of `file`, every link followed; never throws. */
export function realPath(file: string): RealPath {
  try {
    return { ok: true, path: realpathSync.native(file) };
  } catch (error) {
    return { ok: false, reason: describeFsError(error) };
  }
}

/** What lstat finds at `file`; undefined when nothing is there or it cannot be looked at. */
export function lstatQuietly(file: string): Stats | undefined {
  try {
    return lstatSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}
