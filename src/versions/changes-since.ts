import { decodeManifest } from '../manifest/json/decode.js';
import type { ManifestRules } from '../manifest/check-manifest.js';
import type { Problem } from '../manifest/problems/problem.js';
import { checkChanges, placeChanges } from './change-rules.js';
import { readDatabase, type RegistryFile, type RegistryInput } from './check-registry.js';
import type { Database } from './database.js';

/** The registry at the base a change is compared with (`versions --base`): its files and ports. */
export interface VersionDatabaseBase {
  /** What messages call the base (`main`, a commit id), in their fixes. */
  ref: string;
  /** The names of its port folders. */
  ports: readonly string[];
  versionsFiles: readonly RegistryFile[];
  baseline: RegistryFile | undefined;
}

/**
 * The change rules' problems of the registry `head` (as checked: its `database`) since `base`,
 * placed, by the file each is on. `unreadFiles` are versions files there that were not read (too
 * large, a link): not deleted.
 */
export function changesSince(
  base: VersionDatabaseBase,
  head: Pick<RegistryInput, 'ports' | 'versionsFiles' | 'baseline'> & { database: Database },
  manifestRules: ManifestRules,
  unreadFiles: readonly string[] = [],
): Map<string, Problem[]> {
  const baseDatabase = readDatabase({
    ports: base.ports.map((name) => ({ name, manifest: undefined })),
    versionsFiles: base.versionsFiles,
    baseline: base.baseline,
    treeIds: undefined,
    manifestRules,
  });
  const drafts = checkChanges({
    ref: base.ref,
    base: baseDatabase,
    head: head.database,
    basePorts: new Set(base.ports),
    headPorts: new Set(head.ports.map((port) => port.name)),
    headFiles: new Set([...head.versionsFiles.map((file) => file.path), ...unreadFiles]),
  });
  const texts = new Map<string, Uint8Array>();
  for (const file of head.versionsFiles) texts.set(file.path, file.bytes);
  if (head.baseline) texts.set(head.baseline.path, head.baseline.bytes);
  return placeChanges(drafts, (path) => {
    const bytes = texts.get(path);
    return bytes === undefined ? undefined : decodeManifest(bytes).text;
  });
}
