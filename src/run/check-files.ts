import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PROFILE, DOCUMENT_FILES, type Profile } from '../manifest/profiles.js';
import { manifestKindAt, type ManifestKind } from '../manifest/manifest-kind.js';
import type { ManifestSchema } from '../manifest/schema/manifest-schema.js';
import type { DeclaredSchemas } from '../manifest/schema/declared-schema.js';
import type { FileProblemReason, ValidationResult } from '../manifest/problems/problem.js';
import { unreadableReport, type FileReport } from '../report/file-report.js';
import { readFileToCheck, type FileToCheck } from '../files/file-to-check.js';
import { validateManifest } from '../manifest/validate.js';
import { validateConfiguration } from '../manifest/configuration/validate-configuration.js';
import { documentAt, readsBeside, versionDatabaseFile } from './checked-files.js';
import { lookBeside } from './look-beside.js';
import { inOverlay, overlayFolders } from './overlay-ports.js';
import { canonicalFormStep, type CanonicalFormOptions } from './canonical-form.js';
import { DEFAULT_MAX_FILE_SIZE } from '../files/file-size.js';
import { describeReadFailure, type ReadBytes, type ReadFailure } from '../files/read-at-most.js';

/** How files are checked. */
export interface CheckOptions {
  strict: boolean;
  /**
   * The built-in rules; DEFAULT_PROFILE when not given. Under `current`, a file named
   * `vcpkg-configuration.json` is checked as vcpkg's configuration (documentAt).
   */
  profile?: Profile;
  /** Read every manifest as a port's or a project's; none: as its place says (manifestKindAt). */
  manifestKind?: ManifestKind;
  schema?: ManifestSchema;
  /** Check each file against the schema its `"$schema"` names among these. */
  declared?: DeclaredSchemas;
  /** Drop warnings, keeping errors only. */
  errorsOnly: boolean;
  /** A larger file is reported and not read; DEFAULT_MAX_FILE_SIZE when not given. */
  maxFileSize?: number;
  /** Also hold each manifest to vcpkg's canonical form (`format`, `format: check`). */
  canonicalForm?: CanonicalFormOptions;
}

/**
 * Checks files in the order given and yields each report as soon as it is ready. Reads are
 * synchronous: manifests are small, and one blocking read costs less than an async round trip.
 * Only the current file's text is held.
 */
export function* checkFiles(
  files: readonly FileToCheck[],
  options: CheckOptions,
): Generator<FileReport> {
  // Under `current`, a manifest in a folder an overlay names is a port's, wherever it lies.
  const overlays =
    options.profile === 'current' && options.manifestKind === undefined
      ? overlayFolders(files, (file) => {
          const read = readFileToCheck(file, options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE);
          return typeof read !== 'string' && read.ok ? read.bytes : undefined;
        })
      : new Set<string>();
  for (const file of files) yield checkFile(file, options, overlays);
}

/** Checks one file; a file that cannot or must not be read is reported, never thrown. */
function checkFile(
  file: FileToCheck,
  options: CheckOptions,
  overlays: ReadonlySet<string>,
): FileReport {
  const shownAs = file.shownAs ?? file.path;
  const database = options.schema === undefined ? versionDatabaseFile(file.path) : undefined;
  if (database !== undefined)
    return unreadableReport(
      shownAs,
      'not-a-manifest',
      `not a manifest: a version database file (${database}), which manifest-check does not check yet`,
    );
  const read = readFileToCheck(file, options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE);
  if (typeof read === 'string') return unreadableReport(shownAs, 'link-not-followed', read);
  if (!read.ok)
    return unreadableReport(
      shownAs,
      readFailureReason(read),
      describeReadFailure(read, file.read === undefined ? 'the file' : 'standard input'),
    );
  const { strict, schema, declared } = options;
  const profile = options.profile ?? DEFAULT_PROFILE;
  const kind =
    options.manifestKind ??
    (inOverlay(file.path, overlays, holdsManifest) ? 'port' : manifestKindAt(file.path));
  const document = documentAt(file.path, profile);
  // Today's vcpkg reads a project's manifest and its configuration file together.
  const beside =
    readsBeside(document, profile) || declared !== undefined
      ? lookBeside(file, document, kind, options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE)
      : undefined;
  let result;
  try {
    // A user's schema is a manifest's: vcpkg's configuration is checked by its own rules.
    result =
      document === 'configuration'
        ? validateConfiguration(read.bytes, { strict, beside })
        : validateManifest(read.bytes, { strict, profile, kind, beside, schema, declared });
  } catch (error) {
    return internalErrorReport(shownAs, error);
  }
  return inCanonicalForm(file, read, fileReport(shownAs, result, options));

  /** The report, once the manifest is held to vcpkg's canonical form when the run asks. */
  function inCanonicalForm(found: FileToCheck, read: ReadBytes, report: FileReport): FileReport {
    const { canonicalForm } = options;
    if (canonicalForm === undefined || document !== 'manifest') return report;
    try {
      const checkedAsVcpkg =
        profile === 'current' && schema === undefined && declared === undefined;
      return canonicalFormStep(found, read, report, { kind, checkedAsVcpkg }, canonicalForm);
    } catch (error) {
      return internalErrorReport(shownAs, error);
    }
  }
}

function fileReport(
  shownAs: string,
  result: ValidationResult,
  { errorsOnly }: CheckOptions,
): FileReport {
  const problems = errorsOnly
    ? result.problems.filter((problem) => problem.severity === 'error')
    : result.problems;
  const { valid, laterForm } = result;
  return { file: shownAs, valid, problems, ...(laterForm === undefined ? {} : { laterForm }) };
}

/** A bug of ours on one file must not cost the reports of the others. */
function internalErrorReport(shownAs: string, error: unknown): FileReport {
  const reason = error instanceof Error ? error.message : String(error);
  return unreadableReport(
    shownAs,
    'internal-error',
    `internal error while checking the file: ${reason}`,
  );
}

/** What kind of `file` problem a failure to read a manifest is. */
export function readFailureReason(failure: ReadFailure): FileProblemReason {
  switch (failure.kind) {
    case 'unreadable':
      return 'unreadable';
    case 'too-large':
    case 'grew':
    case 'longer':
      return 'too-large';
    case 'link':
      return 'link-not-followed';
  }
}

/** Whether a manifest is directly in `folder`: then an overlay naming it is one port. */
function holdsManifest(folder: string): boolean {
  return existsSync(path.join(folder, DOCUMENT_FILES.manifest));
}
