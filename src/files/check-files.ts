import { readFileSync } from 'node:fs';
import type { ManifestSchema } from '../manifest/compile.js';
import type { Problem } from '../manifest/problem.js';
import { validateManifest } from '../manifest/validate.js';
import { describeFsError } from './find-manifests.js';

/** The outcome for one file, as every reporter receives it. */
export interface FileReport {
  /** The path as given, or as found below a directory that was given. */
  file: string;
  valid: boolean;
  problems: Problem[];
}

/** How files are checked. */
export interface CheckOptions {
  strict: boolean;
  schema?: ManifestSchema;
  /** Drop warnings, keeping errors only. */
  errorsOnly: boolean;
}

/**
 * Checks files in the order given and yields each report as soon as it is ready. Reads are
 * synchronous: manifests are small, and one blocking read costs less than an async round trip.
 * Only the current file's text is held.
 */
export function* checkFiles(files: string[], options: CheckOptions): Generator<FileReport> {
  for (const file of files) yield checkFile(file, options);
}

/** Checks one file; a file that cannot be read is reported, never thrown. */
function checkFile(file: string, options: CheckOptions): FileReport {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    return unreadableReport(
      file,
      `cannot read the file: ${describeFsError(error as NodeJS.ErrnoException)}`,
    );
  }
  const result = validateManifest(bytes, { strict: options.strict, schema: options.schema });
  const problems = options.errorsOnly
    ? result.problems.filter((problem) => problem.severity === 'error')
    : result.problems;
  return { file, valid: result.valid, problems };
}

/** The report for a path that could not be read at all. */
export function unreadableReport(file: string, message: string): FileReport {
  const place = { line: 1, column: 1, endLine: 1, endColumn: 1 };
  return {
    file,
    valid: false,
    problems: [{ rule: 'file', severity: 'error', message, pointer: '', ...place }],
  };
}
