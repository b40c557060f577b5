/**
 * A version database read plainly from the files of a git read (src/files/git-base.ts), for the
 * sweeps of the change rules on well-formed databases (microsoft/vcpkg's, vcpkg's own writes):
 * the run reads them with the core's reader, positioned problems and all.
 */
import path from 'node:path';
import type { BaseFile, BaseRead } from '../../src/files/git-base.js';
import type {
  Baseline,
  BaselineEntry,
  Database,
  VersionScheme,
  VersionsEntry,
  VersionsFile,
} from '../../src/versions/database.js';

const SCHEMES: VersionScheme[] = ['version', 'version-semver', 'version-date', 'version-string'];

/** The database of a read: its versions files by port, its baseline. */
export function databaseOf(read: BaseRead): Database {
  const versionsFiles = new Map<string, VersionsFile>();
  for (const file of read.versionsFiles) {
    const port = path.posix.basename(file.path, '.json');
    const json = parsed(file) as { versions: Record<string, unknown>[] };
    const entries = json.versions.map((entry, index): VersionsEntry => {
      const scheme = SCHEMES.find((each) => each in entry) as VersionScheme;
      return {
        text: entry[scheme] as string,
        scheme,
        portVersion: (entry['port-version'] as number | undefined) ?? 0,
        gitTree: entry['git-tree'] as string | undefined,
        path: entry.path as string | undefined,
        pointer: `/versions/${index}`,
      };
    });
    versionsFiles.set(port, { port, path: file.path, entries });
  }
  let baseline: Baseline | undefined;
  if (read.baseline) {
    const json = parsed(read.baseline) as {
      default: Record<string, { baseline: string; 'port-version'?: number }>;
    };
    const entries = new Map<string, BaselineEntry>();
    for (const [port, entry] of Object.entries(json.default))
      entries.set(port, {
        baseline: entry.baseline,
        portVersion: entry['port-version'] ?? 0,
        pointer: `/default/${port}`,
      });
    baseline = { path: read.baseline.path, entries };
  }
  return { versionsFiles, baseline, unreadable: new Set(), unreadableBaseline: false };
}

function parsed(file: BaseFile): unknown {
  return JSON.parse(Buffer.from(file.bytes).toString('utf8'));
}
