// The versions run's change rules: the database at --base REF against the working tree's.
import { readBaseFiles } from '../files/git-base.js';
import type { RegistryFolders, RegistryRead } from '../files/registry-files.js';
import { decodeManifest } from '../manifest/json/decode.js';
import { fileProblem } from '../manifest/problems/file-problem.js';
import type { Problem } from '../manifest/problems/problem.js';
import type { ManifestRules } from '../manifest/check-manifest.js';
import { checkChanges, placeChanges } from '../versions/change-rules.js';
import { readDatabase, type RegistryCheck } from '../versions/check-registry.js';

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
  const baseDatabase = readDatabase({
    ports: base.ports.map((name) => ({ name, manifest: undefined })),
    versionsFiles: base.versionsFiles,
    baseline: base.baseline,
    treeIds: undefined,
    manifestRules,
  });
  const headFiles = new Set(read.versionsFiles.map((file) => file.path));
  for (const file of read.notRead) if (file.path !== undefined) headFiles.add(file.path);
  const drafts = checkChanges({
    ref: base.name,
    base: baseDatabase,
    head: checked.database,
    basePorts: new Set(base.ports),
    headPorts: new Set(read.ports.map((port) => port.name)),
    headFiles,
  });
  const texts = new Map<string, Uint8Array>();
  for (const file of read.versionsFiles) texts.set(file.path, file.bytes);
  if (read.baseline) texts.set(read.baseline.path, read.baseline.bytes);
  const placed = placeChanges(drafts, (path) => {
    const bytes = texts.get(path);
    return bytes === undefined ? undefined : decodeManifest(bytes).text;
  });
  for (const { path, message } of base.notRead)
    placed.set(path, [...(placed.get(path) ?? []), fileProblem('too-large', message)]);
  return placed;
}
