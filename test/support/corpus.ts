import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The shared corpus of real vcpkg.json manifests, `../shared/corpus` beside the checkout; it is
 * read in place, never copied, and a user's clone has none.
 */
export const CORPUS_DIR = fileURLToPath(new URL('../../../shared/corpus/', import.meta.url));

/** One manifest of the corpus. */
export interface CorpusFile {
  /** The snapshot it comes from, such as `vcpkg-ports-2026-08`. */
  set: string;
  /** Its path relative to the corpus, such as `vcpkg-ports-2026-08/zlib/vcpkg.json`. */
  path: string;
  /** Its absolute path. */
  file: string;
}

/** Every `<set>/<port>/vcpkg.json` of the corpus, sorted by path; none when it is absent. */
export function listCorpus(dir = CORPUS_DIR): CorpusFile[] {
  if (!existsSync(dir)) return [];
  const files: CorpusFile[] = [];
  for (const set of subdirectories(dir))
    for (const port of subdirectories(`${dir}${set}/`)) {
      const path = `${set}/${port}/vcpkg.json`;
      if (existsSync(`${dir}${path}`)) files.push({ set, path, file: `${dir}${path}` });
    }
  return files;
}

function subdirectories(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
