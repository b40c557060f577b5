/*
 * The fixer's plan: what `vcpkg x-add-version --all` writes, as texts, without writing. As vcpkg
 * does with --all: a port whose tree id has an entry is left alone, and the baseline takes that
 * entry's version; any other port gets a new entry, first in its file; the baseline is built
 * anew from the ports alone (an entry of a deleted port goes, fields vcpkg does not know go).
 * Where vcpkg stops, nothing is written: a refusal for each port it would stop at, no writes.
 */
import { sortByCodePoints } from '../manifest/format/code-point-order.js';
import { formatManifest } from '../manifest/format/format-manifest.js';
import { quotedString } from '../manifest/format/write-json.js';
import { isWholeIdentifier, isWholeReservedName } from '../manifest/vcpkg/identifiers.js';
import { topLevelVersionError } from '../manifest/vcpkg/current/versions.js';
import {
  versionsFilePath,
  type Database,
  type PortState,
  type PortVersion,
  type VersionsEntry,
  type VersionsFile,
} from './database.js';
import {
  refusalOfEntry,
  refusalOfPortVersion,
  refusalOfSchemeAdvice,
  refusalOfUnreadableFile,
  refusalOfVersion,
  type AddVersionRefusal,
} from './add-version-refusals.js';
import { portVersionBreak, stringSchemeAdvice } from './new-version-rules.js';
import { BASELINE_PATH, baselineText, versionsFileText } from './write-database.js';

export type { AddVersionRefusal } from './add-version-refusals.js';

/** One file to write: its path relative to the registry's root (POSIX) and its whole text. */
export interface DatabaseWrite {
  path: string;
  text: string;
}

export interface AddVersionsOptions {
  /**
   * The text of each port's `vcpkg.json`, by port name. When given, a port that needs a new
   * entry and whose manifest is not in `vcpkg format-manifest`'s form is refused, as vcpkg
   * refuses it without --skip-formatting-check.
   */
  manifestTexts?: ReadonlyMap<string, string>;
}

/** What one port adds: a versions file's new text (if any) and its baseline version. */
type PortPlan = { write?: DatabaseWrite; baseline: PortVersion } | { refusal: AddVersionRefusal };

/**
 * What `vcpkg x-add-version --all` writes for these ports: only files whose text changes. Never
 * rewrites a published entry: where vcpkg needs --overwrite-version it is a refusal; never adds
 * a version vcpkg would refuse (its version format checks, port-version sequence: without
 * --skip-version-format-check). With any refusal there are no writes, as vcpkg writes nothing.
 */
export function planAddVersions(
  ports: readonly PortState[],
  database: Database,
  options: AddVersionsOptions = {},
): { writes: DatabaseWrite[]; refusals: AddVersionRefusal[] } {
  const writes: DatabaseWrite[] = [];
  const refusals: AddVersionRefusal[] = [];
  const baseline = new Map<string, PortVersion>();
  for (const port of ports) {
    // A versions file vcpkg cannot read is never replaced: what it holds would be lost.
    const plan = database.unreadable.has(port.name)
      ? { refusal: refusalOfUnreadableFile(port) }
      : planPort(port, fileVcpkgReads(port.name, database), options);
    if ('refusal' in plan) refusals.push(plan.refusal);
    else {
      if (plan.write) writes.push(plan.write);
      baseline.set(port.name, plan.baseline);
    }
  }
  if (refusals.length > 0) return { writes: [], refusals };
  // vcpkg writes the baseline whenever there is a port: with --all it starts from none.
  if (ports.length > 0) {
    const text = baselineText(baseline);
    if (baselineChanges(database, baseline, text)) writes.push({ path: BASELINE_PATH, text });
  }
  return { writes, refusals };
}

/** One port's part of the plan, as vcpkg's update_version_db_file decides it. */
function planPort(
  port: PortState,
  file: VersionsFile | undefined,
  options: AddVersionsOptions,
): PortPlan {
  const { name, gitTree, version } = port;
  // The name makes the versions file's path: a name vcpkg refuses never makes one.
  if (!isWholeIdentifier(name) || isWholeReservedName(name))
    return { refusal: refusalOfVersion(port, 'bad-name') };
  if (gitTree === undefined) return { refusal: refusalOfVersion(port, 'no-git-tree') };
  const entries = file?.entries ?? [];
  const fileless = entries.find((entry) => entry.gitTree === undefined);
  if (file && fileless) return { refusal: refusalOfEntry(port, file, fileless, 'path-entry') };
  // Already recorded: vcpkg reads neither the manifest nor its version, the entry says it.
  const recorded = entries.find((entry) => entry.gitTree === gitTree);
  if (recorded) return { baseline: versionOf(recorded) };

  const invalid = topLevelVersionError(version.scheme, version.text);
  if (invalid !== undefined) return { refusal: refusalOfVersion(port, 'invalid', invalid) };
  const manifest = options.manifestTexts?.get(name);
  // A text vcpkg's writer cuts short is never in its form: vcpkg refuses it as unformatted.
  if (!survivesWriting(version.text) || (manifest !== undefined && !isFormatted(manifest)))
    return { refusal: refusalOfVersion(port, 'not-formatted') };

  // vcpkg gives its advice first for a new file, last for a file it adds to.
  const advice = stringSchemeAdvice(version);
  if (!file && advice) return { refusal: refusalOfSchemeAdvice(port, advice) };
  let exact: VersionsEntry | undefined;
  let highest: VersionsEntry | undefined;
  for (const entry of entries) {
    if (entry.text !== version.text) continue;
    // vcpkg keeps the last exact match and the first of the highest port-versions.
    if (entry.portVersion === version.portVersion) exact = entry;
    if (!highest || highest.portVersion < entry.portVersion) highest = entry;
  }
  if (file && exact) return { refusal: refusalOfEntry(port, file, exact, 'published', highest) };
  const broken = portVersionBreak(version.portVersion, highest?.portVersion);
  if (broken) return { refusal: refusalOfPortVersion(port, broken) };
  if (advice) return { refusal: refusalOfSchemeAdvice(port, advice) };

  const added: VersionsEntry = { ...versionOf(version), gitTree, pointer: '/versions/0' };
  const path = file?.path ?? versionsFilePath(name);
  return {
    write: { path, text: versionsFileText([added, ...entries]) },
    baseline: versionOf(version),
  };
}

/** The port's versions file if it is where vcpkg reads it (`<letter>-/<port>.json`), else none. */
function fileVcpkgReads(name: string, database: Database): VersionsFile | undefined {
  const file = database.versionsFiles.get(name);
  return file?.path.endsWith(versionsFilePath(name).slice('versions'.length)) ? file : undefined;
}

/** A version's own fields, without an entry's tree or place. */
function versionOf({ text, scheme, portVersion }: PortVersion): PortVersion {
  return { text, scheme, portVersion };
}

/** Whether a manifest's text is vcpkg's canonical form of it (a refused manifest is not). */
function isFormatted(text: string): boolean {
  const formatted = formatManifest(text, { kind: 'port' });
  return formatted.ok && formatted.text === text;
}

/** Whether vcpkg's JSON writer writes the text whole (it stops at some controls). */
function survivesWriting(text: string): boolean {
  return JSON.parse(quotedString(text)) === text;
}

/**
 * Whether the baseline's text changes: against its text when the reader kept it, else against
 * its entries (the same ports in the same order, with the same versions).
 */
function baselineChanges(
  database: Database,
  versions: ReadonlyMap<string, PortVersion>,
  text: string,
): boolean {
  const old = database.baseline;
  if (old === undefined) return true;
  if (old.text !== undefined) return old.text !== text;
  const newOrder = sortByCodePoints([...versions.keys()]);
  const oldOrder = [...old.entries.keys()];
  if (newOrder.join('\n') !== oldOrder.join('\n')) return true;
  return newOrder.some((port) => {
    const before = old.entries.get(port);
    const after = versions.get(port);
    return before?.baseline !== after?.text || before?.portVersion !== after?.portVersion;
  });
}
