import path from 'node:path';

/**
 * True when an `overlay-ports` path is the configuration's own directory as a relative path
 * (`.`, `./`, `""`, `a/..`): vcpkg refuses it. A path through a parent (`../proj`) or an
 * absolute one is judged only when `directory`, the manifest's folder, is known.
 */
export function isOwnDirectory(overlay: string, directory?: string): boolean {
  if (directory !== undefined && (overlay.startsWith('/') || overlay.includes('..')))
    return path.posix.resolve(directory, overlay) === path.posix.resolve(directory);
  // A relative path that never climbs above its start normalizes to `.` or `./`.
  return !overlay.startsWith('/') && ['.', './'].includes(path.posix.normalize(overlay));
}
