// Notices a rebuild of dist/ during a case: its numbers would then mix two builds, or none.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './run-measured.js';

const WATCHED = ['dist', 'bin', 'schema'];

/** A fingerprint of every file under dist/, bin/ and schema/: path, size and mtime. */
export function fingerprintBuild() {
  const entries = [];
  for (const folder of WATCHED) collect(join(REPO_ROOT, folder), entries);
  return entries.sort().join('\n');
}

function collect(path, entries) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return entries.push(`${relative(REPO_ROOT, path)} missing`);
  }
  if (!stats.isDirectory()) {
    return entries.push(`${relative(REPO_ROOT, path)} ${stats.size} ${stats.mtimeMs}`);
  }
  for (const name of readdirSync(path)) collect(join(path, name), entries);
}
