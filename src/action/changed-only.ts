import path from 'node:path';
import { changedFiles, filesBelowSubmodules } from '../files/changed-files.js';
import { lstatQuietly } from '../files/fs-errors.js';
import type { Profile } from '../manifest/profiles.js';
import { readWith } from '../run/checked-files.js';

/**
 * On a pull request, only the files it changes, and those read with a file it changes or deletes
 * (under `current`, a manifest and the configuration beside it); elsewhere, or when git cannot
 * tell, all.
 */
export async function onlyChanged(
  files: string[],
  profile: Profile,
  { workspace, pullRequest }: { workspace: string; pullRequest?: { base: string; head: string } },
  notes: string[],
  warnings: string[],
): Promise<string[]> {
  if (pullRequest === undefined) {
    notes.push('changed-only: not a pull request, so every matching file is checked');
    return files;
  }
  const changed = await changedFiles(workspace, pullRequest.base, pullRequest.head);
  if (!changed.ok) {
    warnings.push(
      `changed-only: cannot tell which files the pull request changes (${changed.reason}); every matching file is checked. Check out with fetch-depth: 0 to compare with the base.`,
    );
    return files;
  }
  // A link's target can change while the link does not: links (or what cannot be told) are kept.
  const isLink = (file: string) =>
    lstatQuietly(path.join(workspace, file))?.isSymbolicLink() ?? true;
  const below = filesBelowSubmodules(files, changed.submodules);
  const touches = (file: string | undefined) =>
    file !== undefined && (changed.files.has(file) || changed.deleted.has(file));
  const kept = files.filter(
    (file) =>
      changed.files.has(file) ||
      touches(readWith(file, profile)) ||
      below.has(file) ||
      isLink(file),
  );
  for (const submodule of changed.submodules) {
    const count = below.count(submodule.path);
    if (count === 0) continue;
    const message = `changed-only: ${submodule.reason}; every matching file below it is checked (${count})`;
    if (submodule.uncompared)
      warnings.push(
        `${message}. Check out with submodules: recursive and fetch-depth: 0 to compare it.`,
      );
    else notes.push(message);
  }
  notes.push(
    `changed-only: ${kept.length} of them changed in the pull request, are links, lie in a submodule it adds or moves, or are read with a file it changes or deletes`,
  );
  return kept;
}
