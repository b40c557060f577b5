import { lstatSync } from 'node:fs';
import path from 'node:path';
import { configurationBeside, manifestBeside, type Beside } from '../manifest/beside.js';
import type { ManifestKind } from '../manifest/manifest-kind.js';
import type { FileToCheck } from '../files/file-to-check.js';
import { outsideRoot } from '../files/outside-root.js';
import { readAtMost } from '../files/read-at-most.js';
import type { DocumentKind } from '../manifest/profiles.js';
import { besidePath } from './checked-files.js';

/**
 * What today's vcpkg reads with a file from its folder (`--profile current`): for a
 * configuration, the project's manifest beside it; for a project's manifest, the configuration
 * file beside it. A file beside is read as the file itself is (at most `limit` bytes, no link out
 * of its root); one that cannot be read or parsed gives nothing but its presence, which errs on
 * the side of a problem: no `builtin-baseline` to lend a baseline, a configuration file there.
 */
export function lookBeside(
  file: FileToCheck,
  document: DocumentKind,
  kind: ManifestKind,
  limit: number,
): Beside {
  const directory = path.resolve(path.dirname(file.path)).split(path.sep).join('/');
  const beside = besidePath(file.path);
  if (document === 'configuration') {
    const manifest = readJsonBeside(file, beside, limit);
    return manifest === NOTHING ? { directory } : { directory, manifest: manifestBeside(manifest) };
  }
  if (kind === 'port') return { directory };
  const configuration = readJsonBeside(file, beside, limit);
  return configuration === NOTHING
    ? { directory }
    : { directory, configuration: configurationBeside(configuration) };
}

/** Nothing is beside the file under that name. */
const NOTHING = Symbol('nothing there');

/**
 * The parsed JSON of the file at `besidePath`; undefined when it is there but cannot be read
 * (a link out of the root, too large) or parsed, and NOTHING when nothing is there.
 */
function readJsonBeside(file: FileToCheck, besidePath: string, limit: number): unknown {
  if (!isThere(besidePath)) return NOTHING;
  if (file.root !== undefined && outsideRoot(besidePath, file.root) !== undefined) return undefined;
  const read = readAtMost(besidePath, limit);
  if (!read.ok) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(read.bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether anything is at `place`: a file, a link, even one that cannot be looked into. */
function isThere(place: string): boolean {
  try {
    // No error is made for a missing file: most folders have nothing beside, and an error costs.
    return lstatSync(place, { throwIfNoEntry: false }) !== undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOTDIR';
  }
}
