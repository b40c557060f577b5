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
  // The last three parts of the path, found from its end: this is asked of every file a run
  // checks, and splitting the whole path made an array and a string for each of its parts.
  const fileStart = separatorBefore(filePath, filePath.length) + 1;
  if (fileStart === 0 || filePath.slice(fileStart) !== 'vcpkg.json') return 'project';
  const nameStart = separatorBefore(filePath, fileStart - 1) + 1;
  if (nameStart === 0 || nameStart === fileStart - 1) return 'project';
  const folderStart = separatorBefore(filePath, nameStart - 1) + 1;
  return filePath.slice(folderStart, nameStart - 1) === 'ports' ? 'port' : 'project';
}

/** The offset of the last `/` or `\\` before `end`, or -1. */
function separatorBefore(text: string, end: number): number {
  if (end <= 0) return -1;
  return Math.max(text.lastIndexOf('/', end - 1), text.lastIndexOf('\\', end - 1));
}
