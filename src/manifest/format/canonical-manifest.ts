import { canonicalConfiguration } from './canonical-configuration.js';
import {
  canonicalDependencies,
  canonicalFeatureRequests,
  versionText,
} from './canonical-dependencies.js';
import { sortByCodePoints } from './code-point-order.js';
import { dollarKeys, isJsonObject, type JsonObject, type JsonValue } from './json-tree.js';
import { canonicalLicense } from './license-text.js';
import { readPlatform } from './platform-text.js';

/*
 * A manifest vcpkg accepts, rebuilt in the order and the forms vcpkg writes (docs/format.md has
 * the rules): what vcpkg drops (empty lists, `port-version: 0`, `host: false`, …) is dropped,
 * what it rewrites (platform expressions, licenses, one-line paragraphs) is rewritten.
 */

const VERSION_FIELDS = ['version', 'version-semver', 'version-date', 'version-string'];
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
  setSortedDollarKeys(manifest, written);
  for (const key of ['vcpkg-configuration', 'configuration']) {
    const configuration = manifest.get(key);
    if (isJsonObject(configuration)) written.set(key, canonicalConfiguration(configuration));
  }
  setIfPresent(written, 'name', manifest.get('name'));
  for (const field of VERSION_FIELDS) setIfPresent(written, field, manifest.get(field));
  const portVersion = manifest.get('port-version');
  if (portVersion !== undefined && !isZero(portVersion)) written.set('port-version', portVersion);
  setParagraph(written, 'maintainers', manifest.get('maintainers'));
  const contacts = manifest.get('contacts');
  if (isJsonObject(contacts) && contacts.size > 0) written.set('contacts', contacts);
  setParagraph(written, 'summary', manifest.get('summary'));
  setParagraph(written, 'description', manifest.get('description'));
  setNonEmpty(written, 'homepage', manifest.get('homepage'));
  setNonEmpty(written, 'documentation', manifest.get('documentation'));
  setLicense(written, manifest.get('license'));
  setSupports(written, manifest.get('supports'));
  setIfPresent(written, 'builtin-baseline', manifest.get('builtin-baseline'));
  setIfPresent(
    written,
    'dependencies',
    dependencies(manifest.get('dependencies'), '/dependencies'),
  );
  setIfPresent(
    written,
    'default-features',
    canonicalFeatureRequests(manifest.get('default-features')),
  );
  const features = manifest.get('features');
  if (isJsonObject(features) && features.size > 0)
    written.set('features', canonicalFeatures(features, dependencies));
  const overrides = manifest.get('overrides');
  if (Array.isArray(overrides) && overrides.length > 0)
    written.set(
      'overrides',
      overrides.map((item) => canonicalOverride(item as JsonObject)),
    );
  return { manifest: written, unstable };
}

type Dependencies = (given: JsonValue | undefined, pointer: string) => JsonValue[] | undefined;

/** `features`: its `$` keys as written, then each feature by name. */
function canonicalFeatures(features: JsonObject, dependencies: Dependencies): JsonObject {
  const written: JsonObject = new Map();
  for (const [key, value] of features) if (key.startsWith('$')) written.set(key, value);
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
  setSortedDollarKeys(feature, written);
  setParagraph(written, 'description', feature.get('description'), true);
  setSupports(written, feature.get('supports'));
  setLicense(written, feature.get('license'));
  const pointer = `/features/${name}/dependencies`;
  setIfPresent(written, 'dependencies', dependencies(feature.get('dependencies'), pointer));
  return written;
}

/** An override: its `$` keys as written, `name`, and one `version`, `text#N` (never `#0`). */
function canonicalOverride(override: JsonObject): JsonObject {
  const written: JsonObject = new Map();
  for (const [key, value] of override) if (key.startsWith('$')) written.set(key, value);
  written.set('name', override.get('name') as JsonValue);
  const field = VERSION_FIELDS_OF_OVERRIDE.find((name) => typeof override.get(name) === 'string');
  const portVersion = override.get('port-version');
  const port = portVersion === undefined || portVersion === null ? 0 : numberOf(portVersion);
  written.set('version', versionText(override.get(field as string) as string, port));
  return written;
}

function setSortedDollarKeys(given: JsonObject, written: JsonObject): void {
  const keys = dollarKeys(given);
  if (keys === undefined) return;
  for (const key of sortByCodePoints(keys)) written.set(key, given.get(key) as JsonValue);
}

function setIfPresent(written: JsonObject, key: string, value: JsonValue | undefined): void {
  if (value !== undefined) written.set(key, value);
}

function setNonEmpty(written: JsonObject, key: string, value: JsonValue | undefined): void {
  if (value !== undefined && value !== '') written.set(key, value);
}

/** A paragraph: one line as a string, more as a list, none left out (or `[]` when `always`). */
function setParagraph(
  written: JsonObject,
  key: string,
  value: JsonValue | undefined,
  always = false,
): void {
  if (value === undefined) return;
  const lines = Array.isArray(value) ? value : [value];
  if (lines.length === 0) {
    if (always) written.set(key, []);
  } else written.set(key, lines.length === 1 ? (lines[0] as JsonValue) : lines);
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

function numberOf(value: JsonValue): number {
  return typeof value === 'object' && value !== null && 'value' in value ? value.value : 0;
}

function isZero(value: JsonValue): boolean {
  return numberOf(value) === 0;
}
