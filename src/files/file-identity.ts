import type { Stats } from 'node:fs';

/**
 * What tells a file from what it was when it was read: an editor's save makes a new file (a new
 * inode) or writes this one (a new size or modification time).
 */
export interface FileIdentity {
  device: number;
  inode: number;
  size: number;
  /** The modification time, in milliseconds with their fraction. */
  modified: number;
}

/** The identity of a file of these stats. */
export function identityOf(stats: Stats): FileIdentity {
  return { device: stats.dev, inode: stats.ino, size: stats.size, modified: stats.mtimeMs };
}

/** Whether `stats` are of the file `identity` was taken of, unchanged since. */
export function isSameFile(identity: FileIdentity, stats: Stats): boolean {
  return (
    identity.device === stats.dev &&
    identity.inode === stats.ino &&
    identity.size === stats.size &&
    identity.modified === stats.mtimeMs
  );
}
