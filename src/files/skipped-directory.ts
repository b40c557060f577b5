import path from 'node:path';
import { listWords } from '../util/list-words.js';
import { quantity } from '../util/quantity.js';
import { listDirectory, type Entry } from './directory-listing.js';
import { lstatQuietly } from './fs-errors.js';
import { DEPENDENCIES_DIRECTORY } from './outside-root.js';
import type { UnreadableDirectory } from './walk-directories.js';

/** Which files of a skipped folder a search would have picked. */
export interface SkippedLook {
  /** Whether the search would pick the file `name` (relative to the folder, with `/`). */
  selects(name: string): boolean;
  /** Whether it could pick a file below the folder `name`. */
  couldHoldOne(name: string): boolean;
  /** The only names a picked file can have, when known: each is looked for, not listed. */
  fileNames?: readonly string[];
}

/**
 * How many files of the skipped folder `directory` a search would have picked, in it and in the
 * folders directly in it (nothing deeper: it can be huge). One that cannot be listed counts none.
 */
export function countSkippedMatches(directory: string, look: SkippedLook): number {
  let count = 0;
  for (const entry of entriesOf(directory)) {
    if (!entry.isDirectory()) {
      if (look.selects(entry.name)) count++;
      continue;
    }
    if (!look.couldHoldOne(entry.name)) continue;
    const inner = path.join(directory, entry.name);
    const names = look.fileNames
      ? look.fileNames.filter(
          (name) => lstatQuietly(path.join(inner, name))?.isDirectory() === false,
        )
      : entriesOf(inner)
          .filter((file) => !file.isDirectory())
          .map((file) => file.name);
    for (const name of names) if (look.selects(`${entry.name}/${name}`)) count++;
  }
  return count;
}

function entriesOf(directory: string): Entry[] {
  try {
    return listDirectory(directory).entries;
  } catch {
    return [];
  }
}

/** What a report says of a `node_modules` folder a directory search skipped, holding `count`. */
export function skippedByPathMessage(count: number, names: readonly string[]): string {
  return `a ${DEPENDENCIES_DIRECTORY} folder is searched only when given as a PATH, and this one holds ${quantity(count, `${listWords(names, 'or')} file`)} (in it or in a folder directly in it); give it as a PATH to check ${count === 1 ? 'it' : 'them'}`;
}

/** What a report says of the `node_modules` folder `folder` the patterns skipped, holding `count`. */
export function skippedByPatternMessage(folder: string, count: number): string {
  return `a ${DEPENDENCIES_DIRECTORY} folder is searched only where a pattern names it, and this one holds ${quantity(count, 'file')} the patterns match (in it or in a folder directly in it); name it in a pattern to check ${count === 1 ? 'it' : 'them'} (${folder}/…), or exclude it (!${folder}/**)`;
}

/**
 * For an error that patterns matched no file: the skipped `node_modules` folders among
 * `unreadable` that hold files they match, and what to do; empty when there is none.
 */
export function skippedFoldersHint(unreadable: readonly UnreadableDirectory[]): string {
  const folders = unreadable.filter((folder) => folder.skippedMatches !== undefined);
  if (folders.length === 0) return '';
  return `, but ${listWords(folders.map((folder) => folder.path))} ${folders.length === 1 ? 'holds' : 'hold'} matching files, and a ${DEPENDENCIES_DIRECTORY} folder is searched only where a pattern names it`;
}
