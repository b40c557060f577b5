/**
 * How today's vcpkg reads a manifest: a port's (in a registry's `ports/<name>/`), where `name`
 * and one version field are required, or a project's, where both are optional.
 */
export const MANIFEST_KINDS = ['port', 'project'] as const;
export type ManifestKind = (typeof MANIFEST_KINDS)[number];

/**
 * The kind vcpkg gives a manifest by its place: `vcpkg.json` directly in a folder of a `ports`
 * folder is a port, as vcpkg's registries lay them out; any other is a project's manifest.
 */
export function manifestKindAt(filePath: string): ManifestKind {
  const parts = filePath.split(/[\\/]/);
  const [folder, name, file] = parts.slice(-3);
  return parts.length >= 3 && folder === 'ports' && name !== '' && file === 'vcpkg.json'
    ? 'port'
    : 'project';
}
