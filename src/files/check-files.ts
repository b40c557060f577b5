import { readFile } from 'node:fs/promises';
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

/** Files read at once: enough to keep the disk busy, few enough to hold little memory. */
const READ_AHEAD = 16;

/** Checks files in the order given, reading a few ahead; yields each report as soon as it is ready. */
export async function* checkFiles(
  files: string[],
  options: CheckOptions,
): AsyncGenerator<FileReport> {
  const pending: Promise<FileReport>[] = [];
  let next = 0;
  while (next < files.length || pending.length > 0) {
    while (next < files.length && pending.length < READ_AHEAD)
      pending.push(checkFile(files[next++] as string, options));
    yield await (pending.shift() as Promise<FileReport>);
  }
}

/** Checks one file; a file that cannot be read is reported, never thrown. */
async function checkFile(file: string, options: CheckOptions): Promise<FileReport> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
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
