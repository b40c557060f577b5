import { describeValue, quoteValue } from '../manifest/json/describe.js';
import { isJsonObject } from '../manifest/json/is-json-object.js';
import { childPointer } from '../manifest/json/pointer.js';
import { draftOf, type ProblemDraft } from '../manifest/problems/draft.js';
import { isVcpkgName } from '../manifest/vcpkg/current/names.js';
import {
  topLevelVersionError,
  VERSION_FIELDS,
  type VersionField,
} from '../manifest/vcpkg/current/versions.js';
import type {
  Baseline,
  BaselineEntry,
  Database,
  PortVersion,
  VersionsEntry,
  VersionsFile,
} from './database.js';
import type { RegistryProblems } from './file-drafts.js';
import { portVersionBreak, portVersionBreakWords } from './new-version-rules.js';
import { readDatabaseJson, type ReadJson } from './read-json.js';
import {
  ONE_VERSIONING_FIELD,
  UNIQUE_VERSIONS,
  VERSION_MISSING,
  portWords,
  versionWords,
} from './words.js';

/** A file of the registry: its path relative to the registry's root (POSIX), its bytes. */
interface DatabaseFile {
  path: string;
  bytes: Uint8Array;
}

/** The entries of each port's versions file by version (`<port-version>#<text>`), and the highest port-version of each text. */
export interface DatabaseIndex {
  byVersion: ReadonlyMap<string, ReadonlyMap<string, VersionsEntry>>;
  highestPortVersion: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

/** The key of a version in {@link DatabaseIndex.byVersion}: its text and port-version, not its scheme. */
export function versionKey(version: { text: string; portVersion: number }): string {
  return `${version.portVersion}#${version.text}`;
}

const ENTRY_FIELDS = new Set<string>([...VERSION_FIELDS, 'port-version', 'git-tree', 'path']);
const GIT_SHA = /^[0-9a-f]{40}$/;

/**
 * Reads the versions files and the baseline as vcpkg does, each mistake a problem of its file:
 * a file vcpkg cannot read is left out of the database (and named unreadable).
 */
export function readDatabaseFiles(
  versionsFiles: readonly DatabaseFile[],
  baselineFile: DatabaseFile | undefined,
  versionsDir: string,
  problems: RegistryProblems,
): { database: Database; index: DatabaseIndex } {
  const files = new Map<string, VersionsFile>();
  const unreadable = new Set<string>();
  const byVersion = new Map<string, Map<string, VersionsEntry>>();
  const highestPortVersion = new Map<string, Map<string, number>>();
  for (const file of versionsFiles) {
    const port = placedPort(file.path, versionsDir, problems);
    if (port === undefined) continue;
    const read = readVersionsFile(file, port, problems);
    if (read === undefined) {
      unreadable.add(port);
      continue;
    }
    files.set(port, read.file);
    byVersion.set(port, read.byVersion);
    highestPortVersion.set(port, read.highest);
  }
  let baseline: Baseline | undefined;
  let unreadableBaseline = false;
  if (baselineFile !== undefined) {
    baseline = readBaseline(baselineFile, problems);
    unreadableBaseline = baseline === undefined;
  }
  return {
    database: { versionsFiles: files, baseline, unreadable, unreadableBaseline },
    index: { byVersion, highestPortVersion },
  };
}

/** The port a versions file is about, when it is where vcpkg looks for it; else a problem. */
function placedPort(
  path: string,
  versionsDir: string,
  problems: RegistryProblems,
): string | undefined {
  const prefix = versionsDir === '' ? '' : `${versionsDir}/`;
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
  const expected = `${prefix}${name.charAt(0)}-/${name}.json`;
  if (isVcpkgName(name) && path === expected) return name;
  const message = isVcpkgName(name)
    ? `vcpkg looks for the versions of ${name} only in ${expected}, and never reads this file; move it there (git mv ${quoteValue(path)} ${expected})`
    : `Found invalid port version file name: \`${quoteValue(path)}\`. The name of a versions file is its port's name (lowercase letters, digits and dashes) followed by .json, in the folder named by its first letter and a dash (versions/z-/zlib.json)`;
  problems.add(path, atFile('versions-file-location', message));
  return undefined;
}

/** A problem about a whole file, at its start. */
function atFile(rule: 'versions-file-location' | 'versions-shape', message: string): ProblemDraft {
  return draftOf(rule, { message, pointer: '', anchor: { kind: 'text', offset: 0, length: 0 } });
}

function shapeDraft(message: string, pointer: string, key = false): ProblemDraft {
  return draftOf('versions-shape', { message, pointer, anchor: { kind: key ? 'key' : 'value' } });
}

/**
 * The newest entry (the port's current version) follows the entries below it as x-add-version
 * adds it: no port-version for a new version text, else one more than the highest listed. A
 * warning: only --skip-version-format-check writes it, and microsoft/vcpkg keeps 13 such files.
 * A port-version at or below the highest is an order problem, reported as such.
 */
function checkNewestEntry(
  path: string,
  port: string,
  entries: readonly VersionsEntry[],
  problems: RegistryProblems,
): void {
  const [newest, ...older] = entries;
  if (newest === undefined) return;
  let highest: number | undefined;
  for (const entry of older)
    if (entry.text === newest.text && (highest === undefined || entry.portVersion > highest))
      highest = entry.portVersion;
  const broken = portVersionBreak(newest.portVersion, highest);
  if (broken === undefined || (highest !== undefined && newest.portVersion <= highest)) return;
  const { problem, fix } = portVersionBreakWords(port, newest, broken, 'the newest entry declares');
  const message = `${problem}: x-add-version adds such an entry only when given --skip-version-format-check. ${fix} in the port's vcpkg.json and in this entry, or leave this historic entry as it is`;
  problems.add(
    path,
    draftOf('versions-order', {
      message,
      pointer: childPointer(newest.pointer, 'port-version'),
      anchor: { kind: 'value' },
    }),
  );
}

function readVersionsFile(
  file: DatabaseFile,
  port: string,
  problems: RegistryProblems,
):
  | {
      file: VersionsFile;
      byVersion: Map<string, VersionsEntry>;
      highest: Map<string, number>;
    }
  | undefined {
  const read = readDatabaseJson(file.path, file.bytes, problems);
  if (read === undefined) return undefined;
  const { data } = read;
  const versions = isJsonObject(data) ? data.versions : undefined;
  if (!Array.isArray(versions)) {
    const message = `Failed to parse ${quoteValue(file.path)}, expected a 'versions' array.`;
    problems.add(
      file.path,
      shapeDraft(message, isJsonObject(data) && 'versions' in data ? '/versions' : ''),
    );
    return undefined;
  }
  const drafts: ProblemDraft[] = [];
  const entries: VersionsEntry[] = [];
  for (let i = 0; i < versions.length; i++) {
    const pointer = `/versions/${i}`;
    const entry = readEntry(versions[i], pointer, read, drafts);
    if (entry !== undefined) entries.push(entry);
  }
  if (drafts.length > 0) {
    problems.add(file.path, ...drafts);
    return undefined;
  }
  const byVersion = new Map<string, VersionsEntry>();
  const highest = new Map<string, number>();
  // The entries of one version text seen last (the lowest port-version so far), for the order.
  const last = new Map<string, VersionsEntry>();
  for (const entry of entries) {
    const key = versionKey(entry);
    const first = byVersion.get(key);
    const before = last.get(entry.text);
    if (first !== undefined) {
      const message = `${versionWords(entry)} is listed twice in the versions of ${portWords(port)} (also at ${first.pointer}): ${UNIQUE_VERSIONS}; remove one of them`;
      problems.add(
        file.path,
        draftOf('versions-order', { message, pointer: entry.pointer, anchor: { kind: 'value' } }),
      );
    } else {
      byVersion.set(key, entry);
      if (before !== undefined && entry.portVersion > before.portVersion) {
        const message = `${versionWords(entry)} comes after ${versionWords(before)} (at ${before.pointer}): the entries of a version are newest first, the highest port-version at the top, as x-add-version writes them`;
        problems.add(
          file.path,
          draftOf('versions-order', { message, pointer: entry.pointer, anchor: { kind: 'value' } }),
        );
      }
    }
    last.set(entry.text, entry);
    if (entry.portVersion > (highest.get(entry.text) ?? -1))
      highest.set(entry.text, entry.portVersion);
  }
  checkNewestEntry(file.path, port, entries, problems);
  return { file: { port, path: file.path, entries }, byVersion, highest };
}

/** One entry of a versions file, or undefined after its problems. */
function readEntry(
  value: unknown,
  pointer: string,
  read: ReadJson,
  drafts: ProblemDraft[],
): VersionsEntry | undefined {
  if (!isJsonObject(value)) {
    drafts.push(
      shapeDraft(
        `mismatched type: expected a version database entry (an object), found ${describeValue(value)}`,
        pointer,
      ),
    );
    return undefined;
  }
  const before = drafts.length;
  // `for in`, not Object.keys: no array per entry (JSON.parse makes plain objects).
  for (const key in value)
    if (!ENTRY_FIELDS.has(key))
      drafts.push(
        shapeDraft(
          `unexpected field ${quoteValue(key)}: a version database entry has a versioning field, "port-version" and "git-tree" (or a filesystem registry's "path")`,
          childPointer(pointer, key),
          true,
        ),
      );
  const version = readVersion(value, pointer, read, drafts);
  const gitTree = value['git-tree'];
  const path = value.path;
  if (gitTree === undefined && path === undefined)
    drafts.push(
      shapeDraft(
        `missing required field 'git-tree' (a git object SHA): the git tree of the port's folder at this version (a filesystem registry's entry has a "path" instead)`,
        pointer,
      ),
    );
  else if (gitTree !== undefined && path !== undefined)
    drafts.push(
      shapeDraft(
        `unexpected field 'path': an entry has a "git-tree" (a git registry) or a "path" (a filesystem registry), not both`,
        childPointer(pointer, 'path'),
        true,
      ),
    );
  if (gitTree !== undefined && (typeof gitTree !== 'string' || !GIT_SHA.test(gitTree)))
    drafts.push(
      shapeDraft(
        `invalid git object SHA: ${quoteValue(gitTree)}. Expected a 40-character lowercase hexadecimal string.`,
        childPointer(pointer, 'git-tree'),
      ),
    );
  if (path !== undefined) {
    const error = registryPathError(path);
    if (error !== undefined) drafts.push(shapeDraft(error, childPointer(pointer, 'path')));
  }
  if (drafts.length > before || version === undefined) return undefined;
  // One object of one shape per entry: the fields a registry's kind does not use are absent.
  const entry: VersionsEntry = {
    text: version.text,
    scheme: version.scheme,
    portVersion: version.portVersion,
    pointer,
  };
  if (typeof gitTree === 'string') entry.gitTree = gitTree;
  if (typeof path === 'string') entry.path = path;
  return entry;
}

/** vcpkg's rules for a filesystem registry's `path`, broken, if it is. */
function registryPathError(path: unknown): string | undefined {
  if (typeof path !== 'string')
    return `mismatched type: expected a registry path (a string), found ${describeValue(path)}`;
  if (!path.startsWith('$/'))
    return 'A registry path must start with `$` to mean the registry root; for example, `$/foo/bar`.';
  if (path.includes('\\') || path.includes('//'))
    return 'A registry path must use single forward slashes as path separators.';
  if (path.split('/').some((segment) => segment === '.' || segment === '..'))
    return "A registry path must not have 'dot' or 'dot dot' path elements.";
  return undefined;
}

/** The version of an object with vcpkg's versioning fields, or undefined after its problems. */
export function readVersion(
  value: Record<string, unknown>,
  pointer: string,
  read: ReadJson,
  drafts: ProblemDraft[],
): PortVersion | undefined {
  const fields: VersionField[] = [];
  for (const field of VERSION_FIELDS) if (value[field] !== undefined) fields.push(field);
  const portVersion = readPortVersion(value, pointer, read, drafts);
  if (fields.length === 0) {
    const message =
      'port-version' in value
        ? 'unexpected "port-version" without a versioning field'
        : VERSION_MISSING;
    drafts.push(shapeDraft(message, pointer));
    return undefined;
  }
  const scheme = fields[0] as VersionField;
  if (fields.length > 1) {
    drafts.push(
      shapeDraft(
        `${ONE_VERSIONING_FIELD}: found ${fields.join(', ')}`,
        childPointer(pointer, fields[1] as string),
        true,
      ),
    );
    return undefined;
  }
  const text = value[scheme];
  const at = childPointer(pointer, scheme);
  if (typeof text !== 'string') {
    drafts.push(
      shapeDraft(`mismatched type: expected a version string, found ${describeValue(text)}`, at),
    );
    return undefined;
  }
  const error = topLevelVersionError(scheme, text);
  if (error !== undefined) {
    drafts.push(shapeDraft(error, at));
    return undefined;
  }
  return portVersion === undefined ? undefined : { text, scheme, portVersion };
}

/** `port-version`, 0 when absent; undefined after a problem. */
function readPortVersion(
  value: Record<string, unknown>,
  pointer: string,
  read: ReadJson,
  drafts: ProblemDraft[],
): number | undefined {
  const portVersion = value['port-version'];
  if (portVersion === undefined) return 0;
  const spelledWhole =
    read.wholeNonIntegers.size > 0 &&
    read.wholeNonIntegers.has(childPointer(pointer, 'port-version'));
  if (
    typeof portVersion !== 'number' ||
    !Number.isInteger(portVersion) ||
    portVersion < 0 ||
    spelledWhole
  ) {
    const at = childPointer(pointer, 'port-version');
    drafts.push(
      shapeDraft(
        `mismatched type: "port-version" must be a nonnegative integer, found ${describeValue(portVersion)}`,
        at,
      ),
    );
    return undefined;
  }
  return portVersion;
}

/** `versions/baseline.json`, or undefined after its problems. */
function readBaseline(file: DatabaseFile, problems: RegistryProblems): Baseline | undefined {
  const read = readDatabaseJson(file.path, file.bytes, problems);
  if (read === undefined) return undefined;
  const { data } = read;
  const defaults = isJsonObject(data) ? data.default : undefined;
  if (!isJsonObject(defaults)) {
    const message = !isJsonObject(data)
      ? `mismatched type: expected a baseline file (an object), found ${describeValue(data)}`
      : defaults === undefined
        ? "missing required field 'default' (a baseline object)"
        : `mismatched type: "default" must be a baseline object, found ${describeValue(defaults)}`;
    problems.add(
      file.path,
      shapeDraft(message, isJsonObject(data) && defaults !== undefined ? '/default' : ''),
    );
    return undefined;
  }
  const drafts: ProblemDraft[] = [];
  const entries = new Map<string, BaselineEntry>();
  for (const [port, value] of Object.entries(defaults)) {
    const pointer = childPointer('/default', port);
    if (!isJsonObject(value)) {
      drafts.push(
        shapeDraft(
          `mismatched type: expected a version object, found ${describeValue(value)}`,
          pointer,
        ),
      );
      continue;
    }
    const baseline = value.baseline;
    const portVersion = readPortVersion(value, pointer, read, drafts);
    if (typeof baseline !== 'string') {
      drafts.push(
        shapeDraft(
          baseline === undefined
            ? "missing required field 'baseline' (a version object)"
            : `mismatched type: "baseline" must be a version string, found ${describeValue(baseline)}`,
          baseline === undefined ? pointer : childPointer(pointer, 'baseline'),
        ),
      );
      continue;
    }
    const error = topLevelVersionError('version-string', baseline);
    if (error !== undefined) drafts.push(shapeDraft(error, childPointer(pointer, 'baseline')));
    else if (portVersion !== undefined) entries.set(port, { baseline, portVersion, pointer });
  }
  if (drafts.length > 0) {
    problems.add(file.path, ...drafts);
    return undefined;
  }
  return { path: file.path, entries };
}
