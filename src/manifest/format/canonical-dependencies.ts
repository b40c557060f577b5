import { compareCodePoints } from './code-point-order.js';
import { copyDollarKeys, isJsonObject, type JsonObject, type JsonValue } from './json-tree.js';
import { comparePlatforms, readPlatform, type Platform } from './platform-text.js';
import { SORTED_STABLY, vcpkgSort } from './vcpkg-sort.js';
import { writeJson } from './write-json.js';

/*
 * Dependencies and requested features (a dependency's `features`, `default-features`) as vcpkg
 * writes and sorts them: docs/format.md#dependencies and #requested-features.
 */

interface RequestedFeature {
  name: string;
  platform: Platform;
}

interface Dependency extends RequestedFeature {
  features: RequestedFeature[];
  written: JsonValue;
}

/** A `features` or `default-features` list, sorted and written; undefined when empty. */
export function canonicalFeatureRequests(list: JsonValue | undefined): JsonValue[] | undefined {
  if (!Array.isArray(list) || list.length === 0) return undefined;
  return sortedRequests(list).map(writtenRequest);
}

/** A `dependencies` list, sorted and written (undefined when empty). */
export interface WrittenDependencies {
  list: JsonValue[] | undefined;
  /**
   * vcpkg would refuse to write it: sorting the written list again moves dependencies that tie
   * in its order but differ otherwise, and vcpkg, which reads back what it writes and compares,
   * stops there. Runs of 16 and below are sorted stably and never do.
   */
  unstable: boolean;
}

/** A `dependencies` list, sorted and written. */
export function canonicalDependencies(given: JsonValue | undefined): WrittenDependencies {
  if (!Array.isArray(given) || given.length === 0) return { list: undefined, unstable: false };
  const sorted = vcpkgSort(given.map(readDependency), compareDependencies);
  const again =
    sorted.length > SORTED_STABLY ? vcpkgSort([...sorted], compareDependencies) : sorted;
  const unstable = again.some(
    (dependency, index) =>
      dependency !== sorted[index] &&
      writeJson(dependency.written) !== writeJson((sorted[index] as Dependency).written),
  );
  return { list: sorted.map((dependency) => dependency.written), unstable };
}

/** The platform of a requested feature or dependency; the empty platform when it has none. */
function platformOf(given: JsonValue | undefined): Platform {
  return readPlatform(typeof given === 'string' ? given : '');
}

function readRequest(item: JsonValue): RequestedFeature {
  if (typeof item === 'string') return { name: item, platform: platformOf(undefined) };
  const object = item as JsonObject;
  return { name: object.get('name') as string, platform: platformOf(object.get('platform')) };
}

function sortedRequests(list: JsonValue[]): RequestedFeature[] {
  return vcpkgSort(list.map(readRequest), compareRequests);
}

function compareRequests(left: RequestedFeature, right: RequestedFeature): number {
  if (left.name !== right.name) return compareCodePoints(left.name, right.name);
  return comparePlatforms(left.platform, right.platform);
}

function writtenRequest(request: RequestedFeature): JsonValue {
  if (request.platform.text === '') return request.name;
  return new Map<string, JsonValue>([
    ['name', request.name],
    ['platform', request.platform.text],
  ]);
}

function readDependency(item: JsonValue): Dependency {
  if (!isJsonObject(item))
    return { name: item as string, platform: platformOf(undefined), features: [], written: item };
  const name = item.get('name') as string;
  const platform = platformOf(item.get('platform'));
  const featureList = item.get('features');
  const features = Array.isArray(featureList) ? sortedRequests(featureList) : [];
  const written: JsonObject = new Map();
  copyDollarKeys(item, written, true);
  written.set('name', name);
  if (item.get('host') === true) written.set('host', true);
  if (item.get('default-features') === false) written.set('default-features', false);
  if (features.length > 0) written.set('features', features.map(writtenRequest));
  if (platform.text !== '') written.set('platform', platform.text);
  const minimum = item.get('version>=');
  if (typeof minimum === 'string') written.set('version>=', versionText(minimum));
  return { name, platform, features, written: written.size === 1 ? name : written };
}

/** A `version>=` or override version as vcpkg writes it: `text#N`, without `#0`. */
export function versionText(version: string, portVersion = 0): string {
  const hash = version.indexOf('#');
  const text = hash < 0 ? version : version.slice(0, hash);
  const port = hash < 0 ? portVersion : Number(version.slice(hash + 1));
  return port === 0 ? text : `${text}#${port}`;
}

function compareDependencies(left: Dependency, right: Dependency): number {
  const request = compareRequests(left, right);
  if (request !== 0) return request;
  if (left.features.length !== right.features.length)
    return left.features.length - right.features.length;
  for (let at = 0; at < left.features.length; at++) {
    const order = compareRequests(left.features[at]!, right.features[at]!);
    if (order !== 0) return order;
  }
  return 0;
}
