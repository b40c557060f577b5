import path from 'node:path';
import type { FileToCheck } from '../files/file-to-check.js';
import { isJsonObject } from '../manifest/json/is-json-object.js';
import { DOCUMENT_FILES } from '../manifest/profiles.js';

/**
 * The folders the `overlay-ports` of the run's configuration files name, resolved against each
 * file's folder as vcpkg resolves them. `read` gives a file's bytes as the run would read it
 * (bounded, no link out of its root), or undefined; a file that cannot be read or parsed names
 * none: its own check reports why.
 */
export function overlayFolders(
  files: readonly FileToCheck[],
  read: (file: FileToCheck) => Uint8Array | undefined,
): ReadonlySet<string> {
  const folders = new Set<string>();
  for (const file of files) {
    if (path.basename(file.path) !== DOCUMENT_FILES.configuration) continue;
    const bytes = read(file);
    let data: unknown;
    try {
      data = bytes === undefined ? undefined : JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      continue;
    }
    const overlays = isJsonObject(data) ? data['overlay-ports'] : undefined;
    if (!Array.isArray(overlays)) continue;
    const base = path.dirname(path.resolve(file.path));
    for (const overlay of overlays)
      if (typeof overlay === 'string' && overlay !== '') folders.add(path.resolve(base, overlay));
  }
  return folders;
}

/**
 * Whether the manifest at `filePath` is a port's because an overlay names its folder: the folder
 * itself (an overlay of one port), or the folder holding it (an overlay of many, whose own folder
 * holds no manifest, as vcpkg tells the two apart).
 */
export function inOverlay(
  filePath: string,
  folders: ReadonlySet<string>,
  holdsManifest: (folder: string) => boolean,
): boolean {
  if (folders.size === 0) return false;
  const folder = path.dirname(path.resolve(filePath));
  if (folders.has(folder)) return true;
  const parent = path.dirname(folder);
  return folders.has(parent) && !holdsManifest(parent);
}
