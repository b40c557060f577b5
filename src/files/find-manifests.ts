import { lstatSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { listWords } from '../util/list-words.js';
import type { FileToCheck } from './file-to-check.js';
import { followLink, searchRoot } from './directory-link.js';
import { lstatQuietly, realPath } from './fs-errors.js';
import { DEPENDENCIES_DIRECTORY, GIT_DIRECTORY, GIT_REFUSAL, type Root } from './outside-root.js';
import {
  countSkippedMatches,
  skippedByPathMessage,
  type SkippedLook,
} from './skipped-directory.js';
import { walkDirectories, type UnreadableDirectory } from './walk-directories.js';
import { caseVariantFinder, caseVariantFound } from './case-variant.js';
import { skippedWorkFolderMessage, vcpkgWorkFolder } from './vcpkg-work-folders.js';

export const MANIFEST_NAME = 'vcpkg.json';

/** The files a search picks in a directory: `vcpkg.json` only, unless told other names. */
export const MANIFEST_NAMES: readonly string[] = [MANIFEST_NAME];

export interface ManifestSearch {
  /** The paths are the file names a git hook was given in this repository: none is searched. */
  hookRoot?: Root;
  /** The names of the files a directory search picks; MANIFEST_NAMES when not given. */
  names?: readonly string[];
  /**
   * The file read with the one at a path (`readWith` of the run): a hook checks it too, when it is
   * there and has one of `names`, as a search of the folder would.
   */
  readWith?: (file: string) => string | undefined;
  /**
   * Called each time a directory search takes a file, with how many files the search holds then:
   * a long run can prepare for its length before the search ends (the CLI tunes V8 so).
   */
  onFound?: (count: number) => void;
}

/** What the search found: files to check, and paths it could not search. */
export interface FoundManifests {
  /**
   * Paths as given, or joined to the directory as given; sorted by code unit, each once. A file
   * found in a directory carries that directory as its root, one named is the user's own choice.
   */
  files: FileToCheck[];
  unreadable: UnreadableDirectory[];
}

/** A path given that cannot be searched or read, which the user must fix. */
export class GivenPathError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

export class MissingPathError extends GivenPathError {
  constructor(path: string) {
    super(path, `no such file or directory: ${path}`);
  }
}

/**
 * With `hookRoot`, each path is a file a git hook was given, checked as found there. Otherwise
 * files are taken whatever their names, and directories searched for `names`, skipping
 * `node_modules` below them (reported when it holds one) and reporting links to directories the
 * search does not go through. A path in `.git` is refused; one that cannot be looked at (a link
 * loop) is taken as a file, for its read to say why.
 */
export function findManifests(
  paths: string[],
  { hookRoot, names = MANIFEST_NAMES, readWith, onFound }: ManifestSearch = {},
): FoundManifests {
  const files = new Map<string, FileToCheck>();
  const unreadable: UnreadableDirectory[] = [];
  const together = hookRoot !== undefined ? readWith : undefined;
  // One path cannot name a file twice; with several, the same file is found once by its full path.
  const keyOf =
    paths.length > 1 || together !== undefined
      ? (file: string) => path.resolve(file)
      : (file: string) => file;
  for (const given of paths) {
    if (inGitDirectory(given)) throw new GivenPathError(given, `${given} is in ${GIT_REFUSAL}`);
    if (hookRoot !== undefined) {
      // A hook's file names are files of its repository: never searched, even when a link makes
      // one a directory, and read only when they do not lead out of it.
      if (!lstatSync(given, { throwIfNoEntry: false })) throw new MissingPathError(given);
      files.set(keyOf(given), { path: given, root: hookRoot });
      // The file read with it, when it has a picked name and is there, not as a directory: what a
      // search of its folder would find (once, though staged too). A folder that cannot be looked
      // into adds nothing: the given file's own read says why.
      const beside = together?.(given);
      if (
        beside !== undefined &&
        names.includes(path.basename(beside)) &&
        !files.has(keyOf(beside)) &&
        lstatQuietly(beside)?.isDirectory() === false
      )
        files.set(keyOf(beside), { path: beside, root: hookRoot });
      continue;
    }
    let info: Stats | undefined;
    try {
      info = statSync(given, { throwIfNoEntry: false });
    } catch {
      // Not a missing path (that is undefined) but a loop or a refusal: the read reports it.
      files.set(keyOf(given), { path: given });
      continue;
    }
    if (!info) throw new MissingPathError(given);
    // Named, a file is read even when it is a link; found again in a directory, it stays named.
    if (!info.isDirectory()) files.set(keyOf(given), { path: given });
    else
      searchDirectory({ path: given, name: `the directory ${given}` }, names, {
        files,
        unreadable,
        keyOf,
        onFound,
      });
  }
  return { files: [...files.values()].sort(byPath), unreadable };
}

/**
 * Why the search found nothing to check or report, for a usage error: no file named one of
 * `names` but in skipped `node_modules` folders, or none at all. Undefined when it found something.
 */
export function nothingFoundMessage(
  found: FoundManifests,
  paths: readonly string[],
  names: readonly string[] = MANIFEST_NAMES,
): string | undefined {
  if (found.files.length > 0) return undefined;
  const isError = (directory: UnreadableDirectory) =>
    directory.skippedMatches === undefined && directory.caseOf === undefined;
  if (found.unreadable.some(isError)) return undefined;
  const nothing = `no ${listWords(names, 'or')} found in ${paths.join(', ')}`;
  const skipped = found.unreadable.filter((directory) => directory.skippedMatches !== undefined);
  const variants = found.unreadable.filter((directory) => directory.caseOf !== undefined);
  // A usage error is one line: three of the variants name the others.
  const buts = variants
    .slice(0, 3)
    .map((variant) => `${variant.path}, which differs from ${variant.caseOf} only by case`);
  if (variants.length > 3) buts.push(`${variants.length - 3} more such files`);
  if (skipped.length > 0)
    buts.unshift(
      `in ${listWords(skipped.map((directory) => directory.path))}, which ${skipped.length === 1 ? 'is' : 'are'} searched only when given as a PATH`,
    );
  return buts.length === 0 ? nothing : `${nothing} but ${listWords(buts)}`;
}

/** Whether `given`, as written or with its links resolved, goes through a `.git` directory. */
function inGitDirectory(given: string): boolean {
  const inGit = (where: string) => where.split(path.sep).includes(GIT_DIRECTORY);
  if (inGit(path.resolve(given))) return true;
  // Nothing there to read: the path is reported as it is.
  const real = realPath(given);
  return real.ok && inGit(real.path);
}

function byPath(a: FileToCheck, b: FileToCheck): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

interface Findings {
  files: Map<string, FileToCheck>;
  unreadable: UnreadableDirectory[];
  keyOf: (file: string) => string;
  onFound: ((count: number) => void) | undefined;
}

function searchDirectory(
  root: Root,
  names: readonly string[],
  { files, unreadable, keyOf, onFound }: Findings,
): void {
  const picked = new Set(names);
  // A look in a skipped folder for files named `names`: in it and in the folders in it.
  const look: SkippedLook = {
    selects: (name) => names.some((picked) => name === picked || name.endsWith(`/${picked}`)),
    couldHoldOne: () => true,
    fileNames: names,
  };
  const caseOf = caseVariantFinder(names);
  const search = searchRoot(root.path);
  const rootBase = path.join(root.path, '.');
  const child = (directory: string, name: string) =>
    joinEntry(directory === root.path ? rootBase : directory, name);
  walkDirectories(root.path, unreadable, {
    listPath: (directory) => directory,
    child,
    enters: (directory, name) => {
      const work = vcpkgWorkFolder(directory, name);
      if (name !== DEPENDENCIES_DIRECTORY && work === undefined) return true;
      const skipped = child(directory, name);
      const matches = countSkippedMatches(skipped, look);
      // A work folder is said always: its copies of manifests lie deeper than the count looks.
      if (matches > 0 || work !== undefined)
        unreadable.push({
          path: skipped,
          message:
            work === undefined
              ? skippedByPathMessage(matches, names)
              : skippedWorkFolderMessage(name, work, matches, 'give it as a PATH to check them'),
          skippedMatches: matches,
        });
      return false;
    },
    // A directory or a link could hold a file to pick; a file is none: their names are ASCII.
    hides: (_, entry) => entry.kind !== 'file',
    entry: (directory, entry) => {
      if (picked.has(entry.name)) {
        const entryPath = child(directory, entry.name);
        const key = keyOf(entryPath);
        if (!files.has(key)) {
          files.set(key, { path: entryPath, root, listedAsFile: entry.isFile() });
          onFound?.(files.size);
        }
        return;
      }
      const checked = caseOf(entry.name);
      if (checked !== undefined)
        unreadable.push(caseVariantFound(child(directory, entry.name), checked));
      else if (entry.isSymbolicLink()) {
        // A link to a directory the search does not go through, or one that cannot be told.
        const link = child(directory, entry.name);
        const linked = followLink(link, search);
        if (linked.kind === 'outside' || linked.kind === 'unresolvable')
          unreadable.push({ path: link, message: linked.reason });
      }
    },
  });
}

/**
 * `path.join(directory, name)` for a normalized directory and a name it lists (no separator, never
 * `.` or `..`), by concatenation: path.join's normalizing made enough garbage while 100,000
 * directories were listed to raise the peak memory of a run by a third.
 */
function joinEntry(directory: string, name: string): string {
  if (directory === '.') return name;
  return directory.endsWith(path.sep) ? directory + name : directory + path.sep + name;
}
