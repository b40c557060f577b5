import { copyDollarKeys, isJsonObject, type JsonObject } from './json-tree.js';

/*
 * An embedded `vcpkg-configuration` (or `configuration`) as vcpkg writes it back, its keys in
 * vcpkg's order: docs/format.md#an-embedded-configuration.
 */

const REGISTRY_FIELDS = [
  'kind',
  'baseline',
  'location',
  'name',
  'path',
  'reference',
  'repository',
  'packages',
];
const REGISTRY_KEYS = ['default-registry', 'registries', 'overlay-ports', 'overlay-triplets'];
const METADATA_KEYS = ['message', 'warning', 'error', 'settings', 'apply', 'requires', 'demands'];
const KNOWN_KEYS = new Set([...REGISTRY_KEYS, ...METADATA_KEYS]);

/** The configuration object as vcpkg writes it. */
export function canonicalConfiguration(configuration: JsonObject): JsonObject {
  const written: JsonObject = new Map();
  copyDollarKeys(configuration, written);
  const given = configuration.get('default-registry');
  if (given !== undefined)
    written.set('default-registry', isJsonObject(given) ? registry(given) : null);
  for (const key of ['registries', 'overlay-ports', 'overlay-triplets']) {
    const list = configuration.get(key);
    if (Array.isArray(list) && list.length > 0)
      written.set(key, key === 'registries' ? (list as JsonObject[]).map(registry) : list);
  }
  return writeMetadata(configuration, written, true);
}

/** A registry as vcpkg writes it: its known fields, in vcpkg's order. */
function registry(given: JsonObject): JsonObject {
  return copyKeys(given, REGISTRY_FIELDS);
}

/** The values of `keys` that `given` has, in the order of `keys`, set on `written`. */
function copyKeys(given: JsonObject, keys: string[], written: JsonObject = new Map()): JsonObject {
  for (const key of keys) {
    const value = given.get(key);
    if (value !== undefined) written.set(key, value);
  }
  return written;
}

/** vcpkg's "ce metadata": unknown keys, then the known ones in its order; demands nest. */
function writeMetadata(given: JsonObject, written: JsonObject, top: boolean): JsonObject {
  for (const [key, value] of given)
    if (!KNOWN_KEYS.has(key) && !(top && key.startsWith('$'))) written.set(key, value);
  copyKeys(given, METADATA_KEYS.slice(0, -1), written);
  const demands = given.get('demands');
  if (!isJsonObject(demands)) return written;
  const writtenDemands: JsonObject = new Map();
  for (const [key, value] of demands) {
    if (key.startsWith('$')) writtenDemands.set(key, value);
    else if (isJsonObject(value)) writtenDemands.set(key, writeMetadata(value, new Map(), false));
  }
  return written.set('demands', writtenDemands);
}
