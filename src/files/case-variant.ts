import path from 'node:path';
import type { UnreadableDirectory } from './walk-directories.js';

/**
 * Which of `names` a file name equals but for case, as a file system that ignores case (NTFS,
 * APFS) compares them; undefined for the names themselves and every other name. Only a name as
 * long as one of `names` is folded, so a search pays a length look-up per file.
 */
export function caseVariantFinder(names: readonly string[]): (name: string) => string | undefined {
  const lengths = new Set(names.map((name) => name.length));
  const byFolded = new Map(names.map((name) => [foldCase(name), name]));
  return (name) => {
    if (!lengths.has(name.length)) return undefined;
    const checked = byFolded.get(foldCase(name));
    return checked === name ? undefined : checked;
  };
}

/** Upper then lower: `ſ` and the Kelvin sign `K` meet `s` and `k`, as the file systems fold them. */
function foldCase(name: string): string {
  return name.toUpperCase().toLowerCase();
}

/** The report of the file at `file` whose name is `checked` but for case: a warning, unchecked. */
export function caseVariantFound(file: string, checked: string): UnreadableDirectory {
  const name = path.basename(file);
  return {
    path: file,
    message: `${name} differs from ${checked} only by case: a file system that ignores case (Windows, macOS) gives it to vcpkg as ${checked}, but it is not checked; rename it ${checked}`,
    caseOf: checked,
  };
}
