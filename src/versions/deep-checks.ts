import { checkManifest, type ManifestRules } from '../manifest/check-manifest.js';
import { decodeManifest } from '../manifest/json/decode.js';
import { isJsonObject } from '../manifest/json/is-json-object.js';
import { childPointer } from '../manifest/json/pointer.js';
import { draftOf } from '../manifest/problems/draft.js';
import type { Database, PortVersion, VersionsEntry } from './database.js';
import { controlVersion } from './control-file.js';
import type { RegistryProblems } from './file-drafts.js';
import { manifestVersionOf } from './manifest-version.js';
import { UNIQUE_VERSIONS, portWords, specWords, versionWords } from './words.js';

/** What a git tree's manifest declares, or why it cannot be read. */
type TreeVersion = { name: string; version: PortVersion; file: string } | { error: string };

/** The manifests of git trees, by tree id; null for a tree without one. */
export type Trees = ReadonlyMap<
  string,
  { file: 'vcpkg.json' | 'CONTROL'; bytes: Uint8Array } | null
>;

/**
 * With `--deep`: each entry's git tree exists and declares the port, the version and the scheme
 * of its entry (what `x-ci-verify-versions --verify-git-trees` checks).
 */
export function checkTrees(
  database: Database,
  trees: Trees,
  rules: ManifestRules,
  problems: RegistryProblems,
): void {
  const read = new Map<string, TreeVersion | undefined>();
  for (const [port, file] of database.versionsFiles)
    for (const entry of file.entries) {
      if (entry.gitTree === undefined) continue;
      let declared = read.get(entry.gitTree);
      if (!read.has(entry.gitTree)) {
        declared = treeVersion(entry.gitTree, trees, rules);
        read.set(entry.gitTree, declared);
      }
      const message = mismatch(port, entry, declared);
      if (message !== undefined)
        problems.add(
          file.path,
          draftOf('versions-deep', {
            message,
            pointer: childPointer(entry.pointer, 'git-tree'),
            anchor: { kind: 'value' },
          }),
        );
    }
}

function treeVersion(id: string, trees: Trees, rules: ManifestRules): TreeVersion | undefined {
  if (!trees.has(id)) return undefined;
  const tree = trees.get(id);
  if (tree === null || tree === undefined)
    return { error: 'port manifest missing (no vcpkg.json or CONTROL file)' };
  const decoded = decodeManifest(tree.bytes);
  if ('problem' in decoded) return { error: `its ${tree.file} is not UTF-8 text` };
  if (tree.file === 'CONTROL') {
    const control = controlVersion(decoded.text);
    if ('error' in control) return { error: `its CONTROL file cannot be read: ${control.error}` };
    const { name, text, portVersion } = control;
    return { name, version: { text, scheme: 'version-string', portVersion }, file: 'CONTROL' };
  }
  // vcpkg loads the port of each tree in full: a manifest it refuses is an error of the entry.
  const checked = checkManifest(decoded.text, { profile: 'current', kind: 'port' }, rules);
  const refused = checked.problems.find((problem) => problem.severity === 'error');
  if (refused !== undefined)
    return {
      error: `its vcpkg.json:${refused.line}:${refused.column}: ${refused.message}`,
    };
  const data: unknown = JSON.parse(decoded.text);
  const version = isJsonObject(data) ? manifestVersionOf(data) : undefined;
  if (!isJsonObject(data) || typeof data.name !== 'string' || version === undefined)
    return { error: 'its vcpkg.json declares no port name and version' };
  return { name: data.name, version, file: 'vcpkg.json' };
}

/** vcpkg's words for an entry its git tree does not hold, if it does not. */
function mismatch(
  port: string,
  entry: VersionsEntry,
  declared: TreeVersion | undefined,
): string | undefined {
  const tree = entry.gitTree as string;
  const validating = `while validating version: ${versionWords(entry)}`;
  if (declared === undefined)
    return `the git tree ${tree} is not in the repository (vcpkg: failed to unpack tree object ${tree}); ${validating}. Correct the git-tree to the tree of ports/${portWords(port)} at that version, or fetch the commits that hold it`;
  if ('error' in declared)
    return `the git tree ${tree} cannot be read as a port: ${declared.error}; ${validating}`;
  const expected = specWords(port, entry);
  const actual = specWords(declared.name, declared.version);
  if (declared.name !== port || expected !== actual)
    return `${tree} is declared to contain ${expected}, but appears to contain ${actual}`;
  if (declared.version.scheme !== entry.scheme)
    return `${versionWords(entry)} is declared ${entry.scheme}, but ${portWords(port)}@${tree} is declared with ${declared.version.scheme} (in its ${declared.file}): ${UNIQUE_VERSIONS}`;
  return undefined;
}
