import { isJsonObject } from '../manifest/json/is-json-object.js';
import { childPointer } from '../manifest/json/pointer.js';
import { draftOf, type ProblemDraft } from '../manifest/problems/draft.js';
import { versionsFilePath, type Database, type PortState } from './database.js';
import type { RegistryProblems } from './file-drafts.js';
import {
  portVersionBreak,
  portVersionBreakWords,
  stringSchemeAdvice,
  stringSchemeAdviceWords,
} from './new-version-rules.js';
import { versionKey, type DatabaseIndex } from './read-database.js';
import { FIX_COMMAND, UNIQUE_VERSIONS, portWords, specWords, versionWords } from './words.js';

/** What a port is checked against. */
export interface PortContext {
  database: Database;
  index: DatabaseIndex;
  problems: RegistryProblems;
  versionsDir: string;
  baselinePath: string;
}

function at(pointer: string, key = false): { pointer: string; anchor: ProblemDraft['anchor'] } {
  return { pointer, anchor: { kind: key ? 'key' : 'value' } };
}

/** One port against the database: its entry and git tree, its baseline entry, its dependencies. */
export function checkPort(
  port: PortState,
  data: Record<string, unknown>,
  context: PortContext,
): void {
  checkPortEntry(port, context);
  checkBaseline(port, context);
  checkDependencies(port, data, context);
}

/** The port's version is in its versions file, with the port's scheme and git tree. */
export function checkPortEntry(port: PortState, context: PortContext): void {
  const { database, index, problems, versionsDir } = context;
  const { name, version, manifestPath } = port;
  if (database.unreadable.has(name)) return;
  const file = database.versionsFiles.get(name);
  const versionPointer = `/${version.scheme}`;
  const filePath = versionsFilePath(name, versionsDir);
  if (file === undefined) {
    const message = `this port is not in the version database: the version database file should be here: ${filePath}; run '${FIX_COMMAND}' to create the version database file`;
    problems.add(manifestPath, draftOf('versions-missing', { message, ...at(versionPointer) }));
    checkNewPortVersion(port, undefined, context);
    return;
  }
  const entry = index.byVersion.get(name)?.get(versionKey(version));
  if (entry === undefined) {
    const message = `${specWords(name, version)} was not found in versions database: the version should be in ${file.path}; run '${FIX_COMMAND}' to add the new port version`;
    problems.add(manifestPath, draftOf('versions-missing', { message, ...at(versionPointer) }));
    checkNewPortVersion(port, index.highestPortVersion.get(name)?.get(version.text), context);
    return;
  }
  if (entry.scheme !== version.scheme) {
    const message = `${versionWords(entry)} is declared ${entry.scheme}, but ${portWords(name)} is declared with ${version.scheme} (in ${manifestPath}): ${UNIQUE_VERSIONS}. Declare the version with the same field in both`;
    problems.add(
      file.path,
      draftOf('versions-scheme', {
        message,
        ...at(childPointer(entry.pointer, entry.scheme), true),
      }),
    );
  }
  if (port.gitTree !== undefined && entry.gitTree !== undefined && entry.gitTree !== port.gitTree) {
    const spec = specWords(name, version);
    const message = `${spec} git tree ${entry.gitTree} does not match the port directory: the port directory has git tree ${port.gitTree}. The port changed without a version bump: if ${spec} is already published, update ${manifestPath} with a new version or port-version and run '${FIX_COMMAND}'; if ${spec} is not yet published, overwrite this git tree with ${port.gitTree}`;
    problems.add(
      file.path,
      draftOf('versions-git-tree', { message, ...at(childPointer(entry.pointer, 'git-tree')) }),
    );
  }
}

/**
 * A version the database does not have yet, as `x-add-version` demands it: a port-version only
 * after the highest one of its version text, and none for a new text; no `version-string` that
 * reads as a date or a relaxed version.
 */
function checkNewPortVersion(
  port: PortState,
  highest: number | undefined,
  context: PortContext,
): void {
  const { name, version, manifestPath } = port;
  const add = (message: string, pointer: string) =>
    context.problems.add(
      manifestPath,
      draftOf('versions-port-version', { message, ...at(pointer) }),
    );
  const broken = portVersionBreak(version.portVersion, highest);
  if (broken !== undefined) {
    const { problem, fix } = portVersionBreakWords(name, version, broken);
    add(`${problem}. ${fix} and run '${FIX_COMMAND}'`, '/port-version');
  }
  const as = stringSchemeAdvice(version);
  if (as !== undefined)
    add(
      stringSchemeAdviceWords(
        name,
        as,
        `run '${FIX_COMMAND}' (x-add-version refuses it otherwise, unless given --skip-version-format-check)`,
      ),
      '/version-string',
    );
}

/** The port's baseline entry is its version. */
function checkBaseline(port: PortState, context: PortContext): void {
  const { baseline } = context.database;
  if (baseline === undefined) return;
  const { name, version, manifestPath } = port;
  const entry = baseline.entries.get(name);
  if (entry === undefined) {
    const message = `${portWords(name)} is not assigned a version (it is declared in ${manifestPath} at ${versionWords(version)}); run '${FIX_COMMAND}' to add its baseline entry`;
    context.problems.add(
      baseline.path,
      draftOf('versions-baseline', { message, ...at('/default', true) }),
    );
    return;
  }
  if (entry.baseline === version.text && entry.portVersion === version.portVersion) return;
  const assigned = { text: entry.baseline, portVersion: entry.portVersion };
  const message = `${portWords(name)} is assigned ${versionWords(assigned)}, but the local port is ${versionWords(version)} (in ${manifestPath}); run '${FIX_COMMAND}' to update its baseline entry`;
  context.problems.add(
    baseline.path,
    draftOf('versions-baseline', { message, ...at(entry.pointer) }),
  );
}

/** Dependencies, `version>=` constraints and overrides name ports and versions the database has. */
function checkDependencies(
  port: PortState,
  data: Record<string, unknown>,
  context: PortContext,
): void {
  const seen = (list: unknown, pointer: string, feature: string | undefined) => {
    if (!Array.isArray(list)) return;
    list.forEach((dependency, i) =>
      checkDependency(port, dependency, childPointer(pointer, i), feature, context),
    );
  };
  seen(data.dependencies, '/dependencies', undefined);
  const { features } = data;
  if (Array.isArray(features))
    features.forEach((feature, i) => {
      if (isJsonObject(feature) && typeof feature.name === 'string')
        seen(feature.dependencies, `/features/${i}/dependencies`, feature.name);
    });
  else if (isJsonObject(features))
    for (const [name, feature] of Object.entries(features))
      if (isJsonObject(feature))
        seen(
          feature.dependencies,
          childPointer(childPointer('/features', name), 'dependencies'),
          name,
        );
  if (Array.isArray(data.overrides))
    data.overrides.forEach((override, i) =>
      checkOverride(port, override, `/overrides/${i}`, context),
    );
}

/** Whether the database has a versions file of `name`, or one it cannot read (reported on it). */
function known(name: string, database: Database): boolean {
  return database.versionsFiles.has(name) || database.unreadable.has(name);
}

function inFeature(feature: string | undefined): string {
  return feature === undefined
    ? ''
    : `; the dependency is in the feature named ${portWords(feature)}`;
}

function checkDependency(
  port: PortState,
  dependency: unknown,
  pointer: string,
  feature: string | undefined,
  context: PortContext,
): void {
  const { database, index, problems, versionsDir } = context;
  const name =
    typeof dependency === 'string'
      ? dependency
      : isJsonObject(dependency)
        ? dependency.name
        : undefined;
  if (typeof name !== 'string') return;
  const namePointer = typeof dependency === 'string' ? pointer : childPointer(pointer, 'name');
  if (!known(name, database)) {
    const message = `the dependency ${portWords(name)} does not exist in the version database; does that port exist? (no ${versionsFilePath(name, versionsDir)})${inFeature(feature)}`;
    problems.add(
      port.manifestPath,
      draftOf('versions-dependency', { message, ...at(namePointer) }),
    );
    return;
  }
  const minimum = isJsonObject(dependency) ? dependency['version>='] : undefined;
  if (typeof minimum !== 'string' || database.unreadable.has(name)) return;
  const version = splitVersion(minimum);
  if (index.byVersion.get(name)?.has(versionKey(version)) === true) return;
  const file = versionsFilePath(name, versionsDir);
  const message = `the "version>=" constraint to ${portWords(name)} names version ${versionWords(version)} which does not exist in the version database. All versions must exist in the version database to be interpreted by vcpkg. Consider removing the version constraint or choosing a value declared in ${file}${inFeature(feature)}`;
  problems.add(
    port.manifestPath,
    draftOf('versions-dependency', { message, ...at(childPointer(pointer, 'version>=')) }),
  );
}

function checkOverride(
  port: PortState,
  override: unknown,
  pointer: string,
  context: PortContext,
): void {
  const { database, index, problems, versionsDir } = context;
  if (!isJsonObject(override) || typeof override.name !== 'string') return;
  const { name } = override;
  if (!known(name, database)) {
    const message = `the version override ${portWords(name)} does not exist in the version database; does that port exist? (no ${versionsFilePath(name, versionsDir)})`;
    problems.add(
      port.manifestPath,
      draftOf('versions-dependency', { message, ...at(childPointer(pointer, 'name')) }),
    );
    return;
  }
  if (database.unreadable.has(name)) return;
  const field = ['version', 'version-semver', 'version-date', 'version-string'].find(
    (key) => typeof override[key] === 'string',
  );
  if (field === undefined) return;
  const split = splitVersion(override[field] as string);
  const portVersion =
    typeof override['port-version'] === 'number' ? override['port-version'] : split.portVersion;
  const version = { text: split.text, portVersion };
  if (index.byVersion.get(name)?.has(versionKey(version)) === true) return;
  const message = `the override of ${portWords(name)} names version ${versionWords(version)} which does not exist in the version database. Installing this port at the top level will fail as that version will be unresolvable. Consider removing the version override or choosing a value declared in ${versionsFilePath(name, versionsDir)}`;
  problems.add(
    port.manifestPath,
    draftOf('versions-dependency', { message, ...at(childPointer(pointer, field)) }),
  );
}

/** `1.2#3` as its text and port-version. */
function splitVersion(text: string): { text: string; portVersion: number } {
  const sharp = text.lastIndexOf('#');
  if (sharp < 0) return { text, portVersion: 0 };
  return { text: text.slice(0, sharp), portVersion: Number(text.slice(sharp + 1)) };
}
