// The versions run's change rules: the database at --base REF against the working tree's.
import { readBaseFiles } from '../files/git-base.js';
import type { RegistryFolders, RegistryRead } from '../files/registry-files.js';
import { fileProblem } from '../manifest/problems/file-problem.js';
import type { Problem } from '../manifest/problems/problem.js';
import type { ManifestRules } from '../manifest/check-manifest.js';
import { changesSince } from '../versions/changes-since.js';
import type { RegistryCheck } from '../versions/check-registry.js';

/**
 * The problems of the change since `ref`, by the file (in the registry's layout) each is on: a
 * file of the base that was not read is one problem of its own, never a silent skip. Throws
 * BaseReadError when REF cannot be read.
 */
export function changeProblems(
  ref: string,
  folders: RegistryFolders,
  read: RegistryRead,
  checked: RegistryCheck,
  manifestRules: ManifestRules,
  maxFileSize: number,
): Map<string, Problem[]> {
  const base = readBaseFiles(
    { ports: folders.ports, versions: folders.versions },
    ref,
    maxFileSize,
  );
  const unread = read.notRead.flatMap((file) => (file.path === undefined ? [] : [file.path]));
  const placed = changesSince(
    { ...base, ref: base.name },
    { ...read, database: checked.database },
    manifestRules,
    unread,
  );
  for (const { path, message } of base.notRead)
    placed.set(path, [...(placed.get(path) ?? []), fileProblem('too-large', message)]);
  return placed;
}
