import { EMBEDDED_CONFIGURATIONS } from '../beside.js';
import { canonicalConfiguration } from './canonical-configuration.js';
import {
  canonicalDependencies,
  canonicalFeatureRequests,
  versionText,
} from './canonical-dependencies.js';
import { sortByCodePoints } from './code-point-order.js';
import { copyDollarKeys, isJsonObject, type JsonObject, type JsonValue } from './json-tree.js';
import { canonicalLicense } from './license-text.js';
import { readPlatform } from './platform-text.js';
import { VERSION_FIELDS } from '../vcpkg/current/versions.js';

/*
 * A manifest vcpkg accepts, rebuilt in the order and the forms vcpkg writes (docs/format.md has
 * the rules): what vcpkg drops (empty lists, `port-version: 0`, `host: false`, …) is dropped,
 * what it rewrites (platform expressions, licenses, one-line paragraphs) is rewritten.
 */

const VERSION_FIELDS_OF_OVERRIDE = ['version-string', 'version', 'version-semver', 'version-date'];

/** A manifest as vcpkg writes it, and where vcpkg would refuse to write it. */
export interface CanonicalManifest {
  manifest: JsonObject;
  /** JSON pointers to the `dependencies` lists vcpkg cannot write back (see canonicalDependencies). */
  unstable: string[];
}

/** The manifest object as vcpkg writes it. */
export function canonicalManifest(manifest: JsonObject): CanonicalManifest {
  const unstable: string[] = [];
  const dependencies = (given: JsonValue | undefined, pointer: string) => {
    const written = canonicalDependencies(given);
    if (written.unstable) unstable.push(pointer);
    return written.list;
  };
  const written: JsonObject = new Map();
  copyDollarKeys(manifest, written, true);
  for (const key of EMBEDDED_CONFIGURATIONS) {
    const configuration = manifest.get(key);
    if (isJsonObject(configuration)) written.set(key, canonicalConfiguration(configuration));
  }
  set(written, 'name', manifest.get('name'));
  for (const field of VERSION_FIELDS) set(written, field, manifest.get(field));
  const portVersion = manifest.get('port-version');
  if (numberOf(portVersion) !== 0) written.set('port-version', portVersion as JsonValue);
  set(written, 'maintainers', paragraph(manifest.get('maintainers')));
  const contacts = manifest.get('contacts');
  if (isJsonObject(contacts) && contacts.size > 0) written.set('contacts', contacts);
  set(written, 'summary', paragraph(manifest.get('summary')));
  set(written, 'description', paragraph(manifest.get('description')));
  setNonEmpty(written, 'homepage', manifest.get('homepage'));
  setNonEmpty(written, 'documentation', manifest.get('documentation'));
  setLicense(written, manifest.get('license'));
  setSupports(written, manifest.get('supports'));
  set(written, 'builtin-baseline', manifest.get('builtin-baseline'));
  set(written, 'dependencies', dependencies(manifest.get('dependencies'), '/dependencies'));
  set(written, 'default-features', canonicalFeatureRequests(manifest.get('default-features')));
  const features = manifest.get('features');
  if (isJsonObject(features) && features.size > 0)
    written.set('features', canonicalFeatures(features, dependencies));
  const overrides = manifest.get('overrides');
  if (Array.isArray(overrides) && overrides.length > 0)
    written.set('overrides', (overrides as JsonObject[]).map(canonicalOverride));
  return { manifest: written, unstable };
}

type Dependencies = (given: JsonValue | undefined, pointer: string) => JsonValue[] | undefined;

/** `features`: its `$` keys as written, then each feature by name. */
function canonicalFeatures(features: JsonObject, dependencies: Dependencies): JsonObject {
  const written: JsonObject = new Map();
  copyDollarKeys(features, written);
  const names = sortByCodePoints([...features.keys()].filter((key) => !key.startsWith('$')));
  for (const name of names)
    written.set(name, canonicalFeature(features.get(name) as JsonObject, name, dependencies));
  return written;
}

function canonicalFeature(
  feature: JsonObject,
  name: string,
  dependencies: Dependencies,
): JsonObject {
  const written: JsonObject = new Map();
  copyDollarKeys(feature, written, true);
  set(written, 'description', paragraph(feature.get('description'), true));
  setSupports(written, feature.get('supports'));
  setLicense(written, feature.get('license'));
  const pointer = `/features/${name}/dependencies`;
  set(written, 'dependencies', dependencies(feature.get('dependencies'), pointer));
  return written;
}

/** An override: its `$` keys as written, `name`, and one `version`, `text#N` (never `#0`). */
function canonicalOverride(override: JsonObject): JsonObject {
  const written: JsonObject = new Map();
  copyDollarKeys(override, written);
  written.set('name', override.get('name') as JsonValue);
  const field = VERSION_FIELDS_OF_OVERRIDE.find((name) => typeof override.get(name) === 'string');
  const port = numberOf(override.get('port-version'));
  written.set('version', versionText(override.get(field as string) as string, port));
  return written;
}

/** Sets `key` to `value`, unless there is none. */
function set(written: JsonObject, key: string, value: JsonValue | undefined): void {
  if (value !== undefined) written.set(key, value);
}

function setNonEmpty(written: JsonObject, key: string, value: JsonValue | undefined): void {
  if (value !== undefined && value !== '') written.set(key, value);
}

/** A paragraph: one line as a string, more as a list, none left out (or `[]` when `always`). */
function paragraph(value: JsonValue | undefined, always = false): JsonValue | undefined {
  const lines = Array.isArray(value) ? value : value === undefined ? [] : [value];
  if (lines.length === 0) return always && value !== undefined ? [] : undefined;
  return lines.length === 1 ? lines[0] : lines;
}

function setLicense(written: JsonObject, license: JsonValue | undefined): void {
  if (license === null) written.set('license', null);
  else if (typeof license === 'string') written.set('license', canonicalLicense(license));
}

function setSupports(written: JsonObject, supports: JsonValue | undefined): void {
  if (typeof supports !== 'string') return;
  const text = readPlatform(supports).text;
  if (text !== '') written.set('supports', text);
}

function numberOf(value: JsonValue | undefined): number {
  return typeof value === 'object' && value !== null && 'value' in value ? value.value : 0;
}
