import path from 'node:path';
import { followLink, searchRoot, selectedApartReason } from './directory-link.js';
import { walkDirectories, type UnreadableDirectory } from './walk-directories.js';
import { globSelection } from './glob-selection.js';
import { DEPENDENCIES_DIRECTORY } from './outside-root.js';
import { countSkippedMatches, skippedByPatternMessage } from './skipped-directory.js';
import { caseVariantFinder, caseVariantFound } from './case-variant.js';
import { skippedWorkFolderMessage, vcpkgWorkFolder } from './vcpkg-work-folders.js';

export interface GlobbedFiles {
  /** Root-relative POSIX paths, sorted by code unit. */
  files: string[];
  /** Root-relative paths (`.` for the root) not searched though a pattern could select there. */
  unreadable: UnreadableDirectory[];
  /** Include patterns that matched no file, as given. */
  unmatched: string[];
  /** Those of `files` the search did not list as regular files (links, mostly). */
  notRegular: ReadonlySet<string>;
}

/**
 * The files below `root` that match an include pattern and no `!` exclude pattern. `.git` is
 * never searched; `node_modules` only where a pattern names it (`node_modules/*\/vcpkg.json`),
 * one skipped that holds matching files reported. Links to directories are not followed, and
 * reported where they lead elsewhere and a pattern could select below; links to files are listed
 * (checkFiles refuses those that lead out of the root). Names that are not UTF-8, and files
 * named one of `checkedNames` but for case (`caseOf`), are reported. No file-system error stops
 * the search.
 */
export function globFiles(
  root: string,
  patterns: string[],
  checkedNames: readonly string[] = [],
): GlobbedFiles {
  const selection = globSelection(patterns);
  const caseOf = caseVariantFinder(checkedNames);
  const search = searchRoot(root);
  const files: string[] = [];
  const unreadable: UnreadableDirectory[] = [];
  const notRegular = new Set<string>();
  const child = (relative: string, name: string) =>
    relative === '' ? name : `${relative}/${name}`;
  walkDirectories('', unreadable, {
    // `node_modules` only where a pattern names it, and below it only where one could select (it
    // can be huge); one skipped that holds matches is reported.
    enters: (relative, name) => {
      const directory = child(relative, name);
      const work = vcpkgWorkFolder(path.join(root, relative), name);
      if (name !== DEPENDENCIES_DIRECTORY && work === undefined)
        return (
          !`/${relative}/`.includes(`/${DEPENDENCIES_DIRECTORY}/`) ||
          selection.couldSelectBelow(directory)
        );
      if (selection.namesDirectory(directory)) return true;
      if (!selection.couldSelectBelow(directory)) return false;
      const matches = countSkippedMatches(path.join(root, directory), {
        selects: (file) => selection.wouldSelect(`${directory}/${file}`),
        couldHoldOne: (folder) => selection.couldSelectBelow(`${directory}/${folder}`),
        fileNames: selection.fileNames,
      });
      // A work folder is said always: its copies of manifests lie deeper than the count looks.
      if (matches > 0 || work !== undefined)
        unreadable.push({
          path: directory,
          message:
            work === undefined
              ? skippedByPatternMessage(directory, matches)
              : skippedWorkFolderMessage(
                  name,
                  work,
                  matches,
                  `name it in a pattern to check its files (${directory}/…), or exclude it (!${directory}/**)`,
                ),
          skippedMatches: matches,
        });
      return false;
    },
    listPath: (relative) => path.join(root, relative),
    child,
    hides: (relative, entry) => {
      const lossy = child(relative, entry.lossyName);
      return (
        (entry.kind !== 'directory' && selection.selects(lossy)) ||
        (entry.kind !== 'file' && selection.couldSelectBelow(lossy))
      );
    },
    entry: (relative, entry) => {
      const entryPath = child(relative, entry.name);
      if (entry.isSymbolicLink()) {
        const link = followLink(path.join(root, entryPath), search);
        // Unresolvable under a selected name: listed, for the read to report it as a file.
        const asFile =
          link.kind === 'not a directory' ||
          (link.kind === 'unresolvable' && selection.selects(entryPath));
        if (!asFile) {
          const reason =
            link.kind !== 'searched'
              ? link.reason
              : selection.selectsAlikeBelow(link.relative)
                ? undefined
                : selectedApartReason(link.target);
          if (reason !== undefined && selection.couldSelectBelow(entryPath))
            unreadable.push({ path: entryPath, message: reason });
          return;
        }
      }
      if (!selection.selects(entryPath)) {
        const checked = caseOf(entry.name);
        if (checked !== undefined && selection.selects(child(relative, checked)))
          unreadable.push(caseVariantFound(entryPath, checked));
        return;
      }
      files.push(entryPath);
      if (!entry.isFile()) notRegular.add(entryPath);
    },
  });
  return { files: files.sort(), unreadable, unmatched: selection.unmatched(), notRegular };
}
