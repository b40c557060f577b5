import { decodeManifest } from '../manifest/json/decode.js';
import { duplicateKeyDrafts } from '../manifest/json/duplicate-keys.js';
import { syntaxProblem } from '../manifest/json/syntax.js';
import { countValues } from '../manifest/json/value-counts.js';
import { MOST_PROBLEMS_PER_FILE } from '../manifest/problems/limits.js';
import { scanVcpkgJson } from '../manifest/vcpkg/current/vcpkg-json.js';
import type { RegistryProblems } from './file-drafts.js';

/** A database file as vcpkg's JSON reader reads it: its data, or nothing when vcpkg refuses it. */
export interface ReadJson {
  data: unknown;
  /** Pointers of numbers spelled as non-integers though whole (`1.0`), which vcpkg refuses as integers. */
  wholeNonIntegers: ReadonlySet<string>;
}

/**
 * Reads a database file through the manifest's JSON layer: UTF-8, JSON syntax, vcpkg's own JSON
 * limits (exponents, 64-bit integers, nesting past 200) and keys given twice, which vcpkg's reader
 * refuses. Each refusal is a problem of `path`; then the data is undefined. There is no limit on
 * list items: the checks of a version database are linear in its entries.
 */
export function readDatabaseJson(
  path: string,
  bytes: Uint8Array,
  problems: RegistryProblems,
): ReadJson | undefined {
  const decoded = decodeManifest(bytes);
  problems.know(path, { text: decoded.text });
  if ('problem' in decoded) {
    problems.add(path, decoded.problem);
    return undefined;
  }
  const { text } = decoded;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    problems.add(path, syntaxProblem(text, (error as Error).message));
    return undefined;
  }
  const scan = scanVcpkgJson(text);
  if (scan.drafts.length > 0) {
    problems.add(path, ...scan.drafts);
    return undefined;
  }
  const { keys } = countValues(data, Number.POSITIVE_INFINITY);
  const duplicates = duplicateKeyDrafts(text, keys, true, MOST_PROBLEMS_PER_FILE);
  if (duplicates.found > 0) {
    problems.add(path, ...duplicates.drafts);
    problems.addUncounted(path, duplicates.found - duplicates.drafts.length);
    return undefined;
  }
  return { data, wholeNonIntegers: scan.wholeNonIntegers };
}
