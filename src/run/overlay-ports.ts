import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FileToCheck } from '../files/file-to-check.js';
import { isJsonObject } from '../manifest/json/is-json-object.js';
import { DOCUMENT_FILES } from '../manifest/profiles.js';
import { readJson } from './look-beside.js';

/**
 * The folders the `overlay-ports` of the run's configuration files name, resolved against each
 * file's folder as vcpkg resolves them. A file that cannot be read (as the run reads it: at most
 * `limit` bytes, no link out of its root) or parsed names none: its own check reports why.
 */
export function overlayFolders(files: readonly FileToCheck[], limit: number): ReadonlySet<string> {
  const folders = new Set<string>();
  for (const file of files) {
    if (path.basename(file.path) !== DOCUMENT_FILES.configuration) continue;
    const data = readJson(file, limit);
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
export function inOverlay(filePath: string, folders: ReadonlySet<string>): boolean {
  if (folders.size === 0) return false;
  const folder = path.dirname(path.resolve(filePath));
  if (folders.has(folder)) return true;
  const parent = path.dirname(folder);
  return folders.has(parent) && !existsSync(path.join(parent, DOCUMENT_FILES.manifest));
}
