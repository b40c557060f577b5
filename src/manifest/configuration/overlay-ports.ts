/**
 * True when an `overlay-ports` path is the configuration's own directory as a relative path
 * (`.`, `./`, `""`, `a/..`): vcpkg refuses it. A path through a parent (`../proj`) can only be
 * judged with the directory's name, which a check of the text alone does not know.
 */
export function isOwnDirectory(path: string): boolean {
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
