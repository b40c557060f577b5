import { DEFAULT_PROFILE, PROFILES, type Profile } from '../manifest/profiles.js';
import { MANIFEST_KINDS, type ManifestKind } from '../manifest/manifest-kind.js';
import { FILE_SIZE_EXPECTED, maxFileSizeSetting } from '../files/file-size.js';
import { patternsNaming } from '../files/glob-selection.js';
import { GIT_DIRECTORY, GIT_REFUSAL } from '../files/outside-root.js';
import type { Shard } from '../files/shard.js';
import { checkedFileNames } from '../run/checked-files.js';
import { schemaRefArgument } from '../run/schemas/load-schema-file.js';
import { ActionInputError, readBoolean, readChoice, type InputReader } from './inputs.js';

/** When the step fails: on errors (the default), on warnings too, or never. */
export const FAIL_ON = ['error', 'warning', 'never'] as const;

/**
 * The globs searched when the `files` input is not given: every file of the names the profile
 * checks (`**\/vcpkg.json`, and under `current` `**\/vcpkg-configuration.json` too).
 */
export function defaultFiles(profile: Profile): string[] {
  return checkedFileNames(profile).map((name) => `**/${name}`);
}

/**
 * What `command: validate` does: each field is the input of its name in action.yml (which says
 * what it does), checked; paths and patterns are relative to the workspace.
 */
export interface ValidateSettings {
  profile: Profile;
  manifestKind?: ManifestKind;
  /** The `files` input's globs, or the profile's defaultFiles; `!pattern` excludes. */
  patterns: string[];
  /** The `files` input was given, so a pattern that matches nothing is a mistake. */
  explicitFiles: boolean;
  strict: boolean;
  schema?: string;
  schemaRefs: string[];
  manifestSchemas: string[];
  schemaFromManifest: boolean;
  vcpkgChecks: boolean;
  failOn: (typeof FAIL_ON)[number];
  annotations: boolean;
  sarifFile?: string;
  shard?: Shard;
  changedOnly: boolean;
  /** Bytes: a larger file is reported and not read. */
  maxFileSize: number;
  /** `format: check`: a manifest not in vcpkg's canonical form is an error, with its diff. */
  formatCheck: boolean;
  /** `versions: check`: the `registry` folder whose version database is checked too. */
  versionsRegistry?: string;
}

/** Reads the inputs of `command: validate`; throws ActionInputError for one that is wrong. */
export function readValidateSettings(read: InputReader): ValidateSettings {
  const files = read('files');
  const profile = readChoice(read, 'profile', PROFILES, DEFAULT_PROFILE);
  return {
    profile,
    manifestKind: readChoice(read, 'manifest-kind', MANIFEST_KINDS, undefined),
    patterns: files === '' ? defaultFiles(profile) : splitPatterns(files),
    explicitFiles: files !== '',
    strict: readBoolean(read, 'strict', false),
    schema: read('schema') || undefined,
    schemaRefs: readSchemaRefs(read),
    manifestSchemas: readLines(read, 'manifest-schemas'),
    schemaFromManifest: readBoolean(read, 'schema-from-manifest', false),
    vcpkgChecks: readBoolean(read, 'vcpkg-checks', false),
    failOn: readChoice(read, 'fail-on', FAIL_ON, 'error'),
    annotations: readBoolean(read, 'annotations', true),
    sarifFile: read('sarif-file') || undefined,
    shard: read('shard') === '' ? undefined : parseShard(read('shard')),
    changedOnly: readBoolean(read, 'changed-only', false),
    maxFileSize: readMaxFileSize(read),
    formatCheck: readChoice(read, 'format', ['check'], undefined) === 'check',
    ...(readChoice(read, 'versions', ['check'], undefined) === 'check' && {
      versionsRegistry: readRegistry(read),
    }),
  };
}

/** `registry`: a folder relative to the workspace, `.` when not given; never in `.git`. */
function readRegistry(read: InputReader): string {
  const registry = read('registry') || '.';
  if (patternsNaming([registry], GIT_DIRECTORY).length > 0)
    throw new ActionInputError('registry', `${JSON.stringify(registry)} names ${GIT_REFUSAL}`);
  return registry;
}

/** A multi-line input: one value per line, blank lines left out. */
function readLines(read: InputReader, name: string): string[] {
  return read(name)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** `schema-refs`: a `FILE` or `URI=FILE` a line (see schemaRefArgument), each naming a file. */
function readSchemaRefs(read: InputReader): string[] {
  const refs = readLines(read, 'schema-refs');
  const fileless = refs.find((ref) => schemaRefArgument(ref).path === '');
  if (fileless === undefined) return refs;
  throw new ActionInputError(
    'schema-refs',
    `expected a file after the URI, got ${JSON.stringify(fileless)}`,
  );
}

/** `max-file-size`: bytes, or with KB or MB; DEFAULT_MAX_FILE_SIZE when not given. */
function readMaxFileSize(read: InputReader): number {
  const text = read('max-file-size');
  const bytes = maxFileSizeSetting(text === '' ? undefined : text);
  if (bytes !== undefined) return bytes;
  throw new ActionInputError(
    'max-file-size',
    `expected ${FILE_SIZE_EXPECTED}, got ${JSON.stringify(text)}`,
  );
}

/** Patterns separated by newlines or commas, blank ones dropped, a leading `./` taken off. */
function splitPatterns(text: string): string[] {
  const patterns = splitOutsideBraces(text)
    .map((pattern) => pattern.trim().replace(/^(!?)(?:\.\/)+/, '$1'))
    .filter(Boolean);
  if (patterns.length === 0 || patterns.every((pattern) => pattern.startsWith('!')))
    throw new ActionInputError(
      'files',
      `expected at least one glob that includes files, got ${JSON.stringify(text)}`,
    );
  const naming = patternsNaming(patterns, GIT_DIRECTORY);
  if (naming.length === 0) return patterns;
  throw new ActionInputError(
    'files',
    `${naming.map((pattern) => JSON.stringify(pattern)).join(', ')} names ${GIT_REFUSAL}`,
  );
}

/** Splits at newlines and at commas outside `{…}`, where a comma separates a glob's alternatives. */
function splitOutsideBraces(text: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === '{') depth++;
    else if (character === '}') depth = Math.max(0, depth - 1);
    else if (character === '\n' || (character === ',' && depth === 0)) {
      pieces.push(text.slice(start, index));
      start = index + 1;
      depth = 0;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** `i/n`, such as `2/4`: 1 <= i <= n. */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count || count > 10_000)
    throw new ActionInputError(
      'shard',
      `expected i/n with 1 <= i <= n, such as 1/4, got ${JSON.stringify(text)}`,
    );
  return { index, count };
}
