/*
 * The version database's files as `vcpkg x-add-version` writes them: built from the model, never
 * from the old text, so a file in another layout, with fields vcpkg drops or entries without
 * `port-version`, comes out in vcpkg's layout (its JSON writer, docs/format.md#the-text).
 */
import { sortByCodePoints } from '../manifest/format/code-point-order.js';
import { JsonNumber, type JsonObject, type JsonValue } from '../manifest/format/json-tree.js';
import { writeJson } from '../manifest/format/write-json.js';
import type { PortVersion, VersionsEntry } from './database.js';

/** The baseline's path relative to the registry's root. */
export const BASELINE_PATH = 'versions/baseline.json';

/**
 * A versions file's text: `{"versions": [...]}`, each entry `git-tree`, its version field and
 * `port-version` (written even when 0), in the order given (newest first).
 * @throws Error for an entry without a git tree: a caller's bug (the planner refuses those).
 */
export function versionsFileText(entries: readonly VersionsEntry[]): string {
  const list: JsonValue[] = entries.map((entry) => {
    if (entry.gitTree === undefined) throw new Error('versionsFileText: an entry without git-tree');
    return versionObject(new Map([['git-tree', entry.gitTree]]), entry.scheme, entry);
  });
  return writeJson(new Map([['versions', list]]));
}

/**
 * The baseline's text: `{"default": {...}}`, one `baseline` and `port-version` per port, ports
 * in vcpkg's order (its std::map: by code point), whatever the order given.
 */
export function baselineText(versions: ReadonlyMap<string, PortVersion>): string {
  const ports: JsonObject = new Map();
  for (const port of sortByCodePoints([...versions.keys()]))
    ports.set(port, versionObject(new Map(), 'baseline', versions.get(port) as PortVersion));
  return writeJson(new Map([['default', ports]]));
}

/** Adds the version's text under `field`, then its `port-version`. */
function versionObject(object: JsonObject, field: string, version: PortVersion): JsonObject {
  object.set(field, version.text);
  object.set('port-version', new JsonNumber(String(version.portVersion), version.portVersion));
  return object;
}
