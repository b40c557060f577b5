import type { Stats } from 'node:fs';

/** Who writes: the user and groups the file system checks a write against. */
export interface Writer {
  /** The effective user id; undefined where there are none (Windows). */
  uid?: number;
  /** The effective group id and the supplementary groups. */
  groups: readonly number[];
}

/** This process, as the file system sees it when it opens a file for writing. */
export function currentWriter(): Writer {
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
