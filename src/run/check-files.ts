import { DEFAULT_PROFILE, type Profile } from '../manifest/profiles.js';
import { manifestKindAt, type ManifestKind } from '../manifest/manifest-kind.js';
import type { ManifestSchema } from '../manifest/schema/manifest-schema.js';
import type { DeclaredSchemas } from '../manifest/schema/declared-schema.js';
import type { FileProblemReason, ValidationResult } from '../manifest/problems/problem.js';
import { unreadableReport, type FileReport } from '../report/file-report.js';
import { readFileToCheck, type FileToCheck } from '../files/file-to-check.js';
import { checkManifest } from '../manifest/check-manifest.js';
import { documentAt, readsBeside, versionDatabaseFile } from './checked-files.js';
import { lookBeside } from './look-beside.js';
import { inOverlay, overlayFolders } from './overlay-ports.js';
import type { CanonicalFormOptions } from './canonical-form.js';
import type { RunRules } from './load-rules.js';
import { DEFAULT_MAX_FILE_SIZE } from '../files/file-size.js';
import { describeReadFailure, type ReadFailure } from '../files/read-at-most.js';

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
  errorsOnly: boolean;
  /** A larger file is reported and not read; DEFAULT_MAX_FILE_SIZE when not given. */
  maxFileSize?: number;
  /** Also hold each manifest to vcpkg's canonical form (`format`, `format: check`). */
  canonicalForm?: CanonicalFormOptions;
}

/**
 * Checks files in the order given, by `rules` (loadRules: what these files and options need), and
 * yields each report as soon as it is ready. Reads are synchronous: manifests are small, and one
 * blocking read costs less than an async round trip. Only the current file's text is held.
 */
export function* checkFiles(
  files: readonly FileToCheck[],
  options: CheckOptions,
  rules: RunRules,
): Generator<FileReport> {
  const limit = options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE;
  // Under `current`, a manifest in a folder an overlay names is a port's, wherever it lies.
  const overlays =
    options.profile === 'current' && options.manifestKind === undefined
      ? overlayFolders(files, limit)
      : new Set<string>();
  for (const file of files) yield checkFile(file, options, rules, limit, overlays);
}

/** Checks one file; a file that cannot or must not be read is reported, never thrown. */
function checkFile(
  file: FileToCheck,
  options: CheckOptions,
  rules: RunRules,
  limit: number,
  overlays: ReadonlySet<string>,
): FileReport {
  const shownAs = file.shownAs ?? file.path;
  const database = options.schema === undefined ? versionDatabaseFile(file.path) : undefined;
  if (database !== undefined)
    return unreadableReport(
      shownAs,
      'not-a-manifest',
      `not a manifest: a version database file (${database}); check it with its registry: manifest-check versions`,
    );
  // A file written back in canonical form is written only if it is still the one read.
  const withIdentity = options.canonicalForm?.mode === 'write';
  const read = readFileToCheck(file, limit, { withIdentity });
  if (typeof read === 'string') return unreadableReport(shownAs, 'link-not-followed', read);
  if (!read.ok)
    return unreadableReport(
      shownAs,
      READ_FAILURE_REASONS[read.kind],
      describeReadFailure(read, file.read === undefined ? 'the file' : 'standard input'),
    );
  const { strict, schema, declared, canonicalForm } = options;
  const profile = options.profile ?? DEFAULT_PROFILE;
  const kind =
    options.manifestKind ?? (inOverlay(file.path, overlays) ? 'port' : manifestKindAt(file.path));
  const document = documentAt(file.path, profile);
  // Today's vcpkg reads a project's manifest and its configuration file together.
  const beside =
    readsBeside(document, profile) || declared !== undefined
      ? lookBeside(file, document, kind, limit)
      : undefined;
  try {
    // A user's schema is a manifest's: vcpkg's configuration is checked by its own rules.
    const result =
      document === 'configuration'
        ? loaded(rules.configuration)(read.bytes, { strict, beside })
        : checkManifest(
            read.bytes,
            { strict, profile, kind, beside, schema, declared },
            rules.manifest,
          );
    const report = fileReport(shownAs, result, options);
    if (canonicalForm === undefined || document !== 'manifest') return report;
    const checkedAsVcpkg = profile === 'current' && schema === undefined && declared === undefined;
    const step = loaded(rules.canonicalForm);
    return step(file, read, report, { kind, checkedAsVcpkg }, canonicalForm);
  } catch (error) {
    return internalErrorReport(shownAs, 'checking', error);
  }
}

/** A rule the run did not load for a file that needs it: a bug of ours, reported on the file. */
function loaded<T>(rule: T | undefined): T {
  if (rule === undefined) throw new Error('the rules for this file were not loaded');
  return rule;
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

/** A bug of ours on one file, while `doing` it, must not cost the reports of the others. */
export function internalErrorReport(
  shownAs: string,
  doing: 'checking' | 'reporting',
  error: unknown,
): FileReport {
  const reason = error instanceof Error ? error.message : String(error);
  return unreadableReport(
    shownAs,
    'internal-error',
    `internal error while ${doing} the file: ${reason}`,
  );
}

/** What kind of `file` problem a failure to read a manifest is. */
const READ_FAILURE_REASONS: Record<ReadFailure['kind'], FileProblemReason> = {
  unreadable: 'unreadable',
  'too-large': 'too-large',
  grew: 'too-large',
  longer: 'too-large',
  link: 'link-not-followed',
};
