// A registry's ports and version database, read from disk for the versions command.
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { describeFsError } from './fs-errors.js';
import { listDirectory, undecodableReason } from './directory-listing.js';
import { CAN_REFUSE_LINKS, describeReadFailure, readAtMost } from './read-at-most.js';

/** The registry's folders as given: its root, and its ports and versions folders. */
export interface RegistryFolders {
  root: string;
  ports: string;
  versions: string;
}

/** A file read: its name in reports, its name in the registry's layout, its bytes. */
export interface RegistryFileRead {
  /** As reports name it: below the folder given (`reg/versions/z-/zlib.json`). */
  shownAs: string;
  /** In the registry's own layout, POSIX: `ports/zlib/vcpkg.json`, `versions/z-/zlib.json`. */
  path: string;
  bytes: Uint8Array;
}

/** A file or folder that was not read, and why, in words that stand alone. */
export interface NotRead {
  shownAs: string;
  /** A file's name in the registry's layout (none for a folder). */
  path?: string;
  kind: 'unreadable' | 'too-large' | 'link';
  message: string;
}

/** What a registry holds, read. Every list is in code-unit order of its names. */
export interface RegistryRead {
  /** Every folder directly in the ports folder, with its vcpkg.json when it has one. */
  ports: { name: string; manifest: RegistryFileRead | undefined }[];
  /** Every `.json` file below the versions folder, baseline.json apart. */
  versionsFiles: RegistryFileRead[];
  baseline: RegistryFileRead | undefined;
  notRead: NotRead[];
}

/** The name of the baseline in the versions folder. */
export const BASELINE_NAME = 'baseline.json';

/** How deep below the versions folder files are looked for: vcpkg's layout is one level. */
const MOST_VERSIONS_DEPTH = 4;

/** A registry folder that is not there or is no folder: the command cannot run. */
export class RegistryFolderError extends Error {}

/**
 * Reads a registry: each port's vcpkg.json and each file of the database, at most `limit` bytes
 * each. A link below the two folders is reported, not followed (a pull request may plant one
 * to a file outside the checkout). Throws RegistryFolderError when a folder is missing.
 */
export function readRegistry(folders: RegistryFolders, limit: number): RegistryRead {
  const read: RegistryRead = { ports: [], versionsFiles: [], baseline: undefined, notRead: [] };
  for (const name of listFolder(folders.ports, 'ports', read).dirs) {
    const folder = path.join(folders.ports, name);
    const manifest = readRegistryFile(
      path.join(folder, 'vcpkg.json'),
      `ports/${name}/vcpkg.json`,
      limit,
      read,
    );
    read.ports.push({ name, manifest });
  }
  readVersionsFolder(folders.versions, 'versions', 0, limit, read);
  read.versionsFiles.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return read;
}

/** The folders and files directly in `folder` (sorted), links and odd names reported. */
function listFolder(
  folder: string,
  layoutPath: string,
  read: RegistryRead,
): { dirs: string[]; files: string[] } {
  let listing;
  try {
    listing = listDirectory(folder);
  } catch (error) {
    throw new RegistryFolderError(
      `cannot list the ${layoutPath} folder ${folder}: ${describeFsError(error)}; expected a registry's ${layoutPath} folder`,
    );
  }
  for (const entry of listing.undecodable)
    read.notRead.push({ shownAs: folder, kind: 'unreadable', message: undecodableReason(entry) });
  const dirs: string[] = [];
  const files: string[] = [];
  for (const entry of listing.entries) {
    if (entry.isDirectory()) dirs.push(entry.name);
    else if (entry.isFile()) files.push(entry.name);
    else if (entry.isSymbolicLink())
      read.notRead.push({
        shownAs: path.join(folder, entry.name),
        path: `${layoutPath}/${entry.name}`,
        kind: 'link',
        message: `${layoutPath}/${entry.name} is a symbolic link, which was not followed: a registry's ports and database are read as git commits them`,
      });
  }
  const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return { dirs: dirs.sort(byCodeUnits), files: files.sort(byCodeUnits) };
}

function readVersionsFolder(
  folder: string,
  layoutPath: string,
  depth: number,
  limit: number,
  read: RegistryRead,
): void {
  const { dirs, files } = listFolder(folder, layoutPath, read);
  for (const name of files) {
    if (!name.endsWith('.json')) continue;
    const file = readRegistryFile(
      path.join(folder, name),
      `${layoutPath}/${name}`,
      limit,
      read,
      true,
    );
    if (file === undefined) continue;
    if (depth === 0 && name === BASELINE_NAME) read.baseline = file;
    else read.versionsFiles.push(file);
  }
  for (const name of dirs) {
    const below = path.join(folder, name);
    if (depth + 1 < MOST_VERSIONS_DEPTH)
      readVersionsFolder(below, `${layoutPath}/${name}`, depth + 1, limit, read);
    else
      read.notRead.push({
        shownAs: below,
        kind: 'unreadable',
        message: `${layoutPath}/${name} is more than ${MOST_VERSIONS_DEPTH} folders below versions/, which is not searched: a versions file is versions/<first letter>-/<port>.json`,
      });
  }
}

/**
 * A file's bytes, or undefined when it is missing (a port without vcpkg.json) or not read (then
 * reported in `read.notRead`). A listed file is opened refusing links.
 */
function readRegistryFile(
  file: string,
  layoutPath: string,
  limit: number,
  read: RegistryRead,
  listed = false,
): RegistryFileRead | undefined {
  if (!listed) {
    let stats;
    try {
      stats = lstatSync(file);
    } catch {
      return undefined;
    }
    if (stats.isSymbolicLink()) {
      read.notRead.push({
        shownAs: file,
        path: layoutPath,
        kind: 'link',
        message: `${layoutPath} is a symbolic link, which was not followed: a registry's ports and database are read as git commits them`,
      });
      return undefined;
    }
  }
  const result = readAtMost(file, limit, { refuseLinks: CAN_REFUSE_LINKS });
  if (result.ok) return { shownAs: file, path: layoutPath, bytes: result.bytes };
  read.notRead.push({
    shownAs: file,
    path: layoutPath,
    kind:
      result.kind === 'link' ? 'link' : result.kind === 'unreadable' ? 'unreadable' : 'too-large',
    message: describeReadFailure(result, layoutPath),
  });
  return undefined;
}
