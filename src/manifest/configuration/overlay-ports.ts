import path from 'node:path';

/**
 * True when an `overlay-ports` path is the configuration's own directory as a relative path
 * (`.`, `./`, `""`, `a/..`): vcpkg refuses it. A path through a parent (`../proj`) or an
 * absolute one is judged only when `directory`, the manifest's folder, is known.
 */
export function isOwnDirectory(overlay: string, directory?: string): boolean {
  if (directory !== undefined && (overlay.startsWith('/') || overlay.includes('..')))
    return path.posix.resolve(directory, overlay) === path.posix.resolve(directory);
  return isSameRelative(overlay);
}

function isSameRelative(path: string): boolean {
  if (path.startsWith('/')) return false;
  let depth = 0;
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (depth === 0) return false;
      depth--;
    } else depth++;
  }
  return depth === 0;
}
