import { lstatSync } from 'node:fs';
import path from 'node:path';
import { configurationBeside, manifestBeside, type Beside } from '../manifest/beside.js';
import type { ManifestKind } from '../manifest/manifest-kind.js';
import { readFileToCheck, type FileToCheck } from '../files/file-to-check.js';
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
  if ((document !== 'configuration' && kind === 'port') || !isThere(beside)) return { directory };
  const data = readJson({ path: beside, root: file.root }, limit);
  return document === 'configuration'
    ? { directory, manifest: manifestBeside(data) }
    : { directory, configuration: configurationBeside(data) };
}

/** The JSON of a file, read as the run reads it; undefined when it cannot be read or parsed. */
export function readJson(file: FileToCheck, limit: number): unknown {
  const read = readFileToCheck(file, limit);
  if (typeof read === 'string' || !read.ok) return undefined;
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
