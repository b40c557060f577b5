import path from 'node:path';
import { lstatQuietly } from './fs-errors.js';

/** The folders vcpkg writes in its root, the folder that holds the file `.vcpkg-root`. */
const ROOT_WORK_FOLDERS: ReadonlySet<string> = new Set([
  'buildtrees',
  'packages',
  'installed',
  'downloads',
]);

/** The folder a manifest-mode install writes beside the project's `vcpkg.json`. */
const MANIFEST_INSTALL_FOLDER = 'vcpkg_installed';

/**
 * Why the folder `name` in `parent` (a path the file system reads) is surely one vcpkg writes: a
 * work folder of a vcpkg root, or a project's install folder; undefined when it is not. Only those
 * five names cost a look, so a search pays nothing for the others. `.gitignore` is not read: a
 * pull request controls it.
 */
export function vcpkgWorkFolder(parent: string, name: string): string | undefined {
  const beside = ROOT_WORK_FOLDERS.has(name)
    ? '.vcpkg-root'
    : name === MANIFEST_INSTALL_FOLDER
      ? 'vcpkg.json'
      : undefined;
  if (beside === undefined || lstatQuietly(path.join(parent, beside))?.isFile() !== true)
    return undefined;
  return `beside ${beside}`;
}

/**
 * What a report says of a vcpkg work folder a search skipped: `where` is vcpkgWorkFolder's reason,
 * `count` the files it would have picked in the folder and the folders directly in it, `toCheck`
 * how to check them all the same.
 */
export function skippedWorkFolderMessage(
  name: string,
  where: string,
  count: number,
  toCheck: string,
): string {
  const seen = count === 0 ? '' : `; ${count} of its files would be picked at its first two levels`;
  return `vcpkg's work folder ${name} (${where}) is not searched: vcpkg writes its files (copies of ports and old manifests among them)${seen}; ${toCheck}`;
}
