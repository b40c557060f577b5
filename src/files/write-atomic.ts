import {
  closeSync,
  constants,
  fchmodSync,
  fchownSync,
  fsyncSync,
  linkSync,
  lstatSync,
  openSync,
  renameSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { nodeCrypto } from '../util/node-crypto.js';
import { describeFsError, lstatQuietly, realPath } from './fs-errors.js';
import { isSameFile, type FileIdentity } from './read-at-most.js';
import { gitWriteRefusal, inGitDirectory, isInside, type Root } from './outside-root.js';

export interface WriteOptions {
  /** A file whose real folder is outside it, or in its `.git`, is refused. */
  root?: Root;
  /** The file as it was read: one that is no longer that file (saved meanwhile) is left. */
  read?: FileIdentity;
  /**
   * Make the file when there is none (mode 0644), never replacing one made meanwhile: the
   * temporary file is linked to the name, which fails when the name is taken.
   */
  create?: boolean;
}

/** Whether a file was written, or why not, in words that follow the file's name. */
export type WriteResult = { ok: true } | { ok: false; reason: string };

/** How many temporary names are tried before a run of collisions is reported. */
export const TEMPORARY_NAME_ATTEMPTS = 8;

// O_EXCL: never an existing file, nor a link planted at the name (O_CREAT | O_EXCL never follows one).
const CREATE_FLAGS =
  constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

/**
 * Replaces the regular file `file` with `text` (UTF-8), whole or not at all, or says why not;
 * never throws. The text goes to a temporary file beside it (`.<name>.<pid>.<random>.tmp`,
 * exclusive, mode 0o600), flushed first (a power cut cannot leave the name on an empty file), and
 * is renamed over the file in one step; only a kill before the rename leaves it, its name saying
 * whose. Hard links to the old inode keep the old bytes. Every step works in the resolved folder,
 * so a link planted later is replaced, its target untouched. What is refused, and why:
 * docs/security.md, "Formatting never damages a file".
 */
export function writeAtomically(
  file: string,
  text: string,
  { root, read, create = false }: WriteOptions = {},
): WriteResult {
  const real = realPath(path.dirname(file));
  if (!real.ok) return notRewritten(`its folder cannot be found (${real.reason})`);
  const folder = real.path;
  const refusal = folderRefusal(folder, root);
  if (refusal !== undefined) return notRewritten(refusal);
  const target = path.join(folder, path.basename(file));
  const looked =
    create && lstatQuietly(target) === undefined ? undefined : replaceable(target, read);
  if (typeof looked === 'string') return { ok: false, reason: looked };

  const created = createTemporary(folder, path.basename(file));
  if (typeof created === 'string') return notRewritten(created);
  const { descriptor, temporary } = created;
  let open = true;
  try {
    writeWhole(descriptor, Buffer.from(text, 'utf8'));
    if (looked !== undefined) keepOwner(descriptor, looked);
    fchmodSync(descriptor, looked === undefined ? NEW_FILE_MODE : looked.mode & 0o7777);
    fsyncSync(descriptor);
    open = false;
    closeSync(descriptor);
  } catch (error) {
    if (open) quietly(() => closeSync(descriptor));
    quietly(() => unlinkSync(temporary));
    return notRewritten(`cannot write a temporary file beside it (${describeFsError(error)})`);
  }
  if (looked === undefined) {
    // The new file gets its name unless a file of that name was made meanwhile.
    try {
      linkSync(temporary, target);
    } catch (error) {
      return { ok: false, reason: `cannot be made (${describeFsError(error)}): not written` };
    } finally {
      quietly(() => unlinkSync(temporary));
    }
  } else {
    // Looked at again: a file saved, or become a link or a folder, meanwhile is left as it is.
    const still = replaceable(target, read);
    if (typeof still === 'string') {
      quietly(() => unlinkSync(temporary));
      return { ok: false, reason: still };
    }
    try {
      renameSync(temporary, target);
    } catch (error) {
      quietly(() => unlinkSync(temporary));
      return notRewritten(`cannot replace it with the new text (${describeFsError(error)})`);
    }
  }
  flushFolder(folder);
  return { ok: true };
}

/** The mode of a file made new: what git checks out for a file that is not executable. */
const NEW_FILE_MODE = 0o644;

/** Makes a rename or link durable; a system that cannot flush a folder (Windows) skips it. */
function flushFolder(folder: string): void {
  quietly(() => {
    const descriptor = openSync(folder, constants.O_RDONLY);
    try {
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
  });
}

/** Why a symbolic link is refused, and what to do instead. */
export const LINK_REFUSAL = 'a symbolic link: not rewritten; format the file it points to';

function notRewritten(why: string): WriteResult {
  return { ok: false, reason: `${why}: not rewritten` };
}

/** Why a file in `folder` (resolved) must not be written under `root`, if it must not. */
function folderRefusal(folder: string, root: Root | undefined): string | undefined {
  if (root === undefined) return undefined;
  const real = realPath(root.path);
  if (!real.ok) return `${root.name} cannot be resolved (${real.reason})`;
  if (!isInside(real.path, folder)) return `in a folder outside ${root.name} (${folder})`;
  if (inGitDirectory(real.path, folder)) return `in ${gitWriteRefusal(folder)}`;
  return undefined;
}

/** Why a file saved since it was read is not rewritten, and what to do. */
export const CHANGED_REFUSAL =
  'changed since it was read: not rewritten, so that the change is kept; format it again';

/**
 * The file's stats when it is a regular file that this user may replace and still the one `read`,
 * else the whole reason it is not rewritten.
 */
function replaceable(target: string, read: FileIdentity | undefined): Stats | string {
  let stats: Stats;
  try {
    stats = lstatSync(target);
  } catch (error) {
    return `cannot be looked at (${describeFsError(error)}): not rewritten`;
  }
  if (stats.isSymbolicLink()) return LINK_REFUSAL;
  if (stats.isDirectory()) return 'a directory: not rewritten';
  if (!stats.isFile()) return 'not a regular file: not rewritten';
  if (read !== undefined && !isSameFile(read, stats)) return CHANGED_REFUSAL;
  const denied = writeRefusal(stats);
  return denied === undefined ? stats : `${denied}: not rewritten`;
}

/** A new temporary file in `folder`, open for writing, or why none could be made. */
function createTemporary(
  folder: string,
  name: string,
): { descriptor: number; temporary: string } | string {
  let failure = '';
  for (let attempt = 0; attempt < TEMPORARY_NAME_ATTEMPTS; attempt++) {
    const temporary = path.join(folder, temporaryName(name));
    try {
      return { descriptor: openSync(temporary, CREATE_FLAGS, 0o600), temporary };
    } catch (error) {
      failure = describeFsError(error);
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') break;
      failure = `${failure}, at ${TEMPORARY_NAME_ATTEMPTS} names in turn`;
    }
  }
  return `cannot create a temporary file beside it (${failure})`;
}

/** `.<name>.<pid>.<random>.tmp`, the name kept to `[A-Za-z0-9._-]` and 64 characters. */
function temporaryName(name: string): string {
  const kept = name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 64);
  return `.${kept}.${process.pid}.${nodeCrypto().randomBytes(6).toString('hex')}.tmp`;
}

/** Writes all of `bytes`, however many calls that takes. */
export function writeWhole(descriptor: number, bytes: Buffer): void {
  for (let written = 0; written < bytes.length;)
    written += writeSync(descriptor, bytes, written, bytes.length - written);
}

/** Gives the new file the old one's owner where this process may (as root, or the owner). */
function keepOwner(descriptor: number, old: Stats): void {
  if (process.getuid?.() === old.uid && process.getgid?.() === old.gid) return;
  try {
    fchownSync(descriptor, old.uid, old.gid);
  } catch {
    // Not allowed: the file becomes this process's, as with any editor that saves by renaming.
  }
}

/** Runs a last step whose failure changes nothing: the outcome is known and says why. */
function quietly(step: () => void): void {
  try {
    step();
  } catch {
    // A temporary file already gone or kept by the folder, a close after a failed write, a folder
    // that cannot be flushed after the rename is done: nothing more can be done.
  }
}

/** Who writes: the user and groups the file system checks a write against. */
export interface Writer {
  /** The effective user id; undefined where there are none (Windows). */
  uid?: number;
  /** The effective group id and the supplementary groups. */
  groups: readonly number[];
}

/** This process, as the file system sees it when it opens a file for writing. */
function currentWriter(): Writer {
  const uid = process.geteuid?.();
  const groups = [process.getegid?.(), ...(process.getgroups?.() ?? [])];
  return { uid, groups: groups.filter((id) => id !== undefined) };
}

const OWNER_WRITES = 0o200;
const GROUP_WRITES = 0o020;
const OTHERS_WRITE = 0o002;

/**
 * Why `writer` may not write a file of these stats, or undefined. A rename needs only the folder's
 * permission, so the file's own is asked as open(2) asks it (vcpkg format-manifest writes in place
 * and says `Permission denied`): the owner's, group's or others' write bit. Root, and a system
 * without user ids (Windows), may write what the owner may: mode 0444 means do not change it.
 */
export function writeRefusal(
  { mode, uid, gid }: Pick<Stats, 'mode' | 'uid' | 'gid'>,
  writer: Writer = currentWriter(),
): string | undefined {
  const bit =
    writer.uid === undefined || writer.uid === 0 || writer.uid === uid
      ? OWNER_WRITES
      : writer.groups.includes(gid)
        ? GROUP_WRITES
        : OTHERS_WRITE;
  if ((mode & bit) !== 0) return undefined;
  const permissions = (mode & 0o7777).toString(8).padStart(4, '0');
  return `permission denied: this user may not write it (mode ${permissions}, owner ${uid}, group ${gid})`;
}
