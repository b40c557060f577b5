import type { LaterForm } from '../problems/problem.js';
import { isJsonObject } from '../json/is-json-object.js';

/**
 * The `$id` of vcpkg-tool's published manifest schema, the `"$schema"` of a manifest written for
 * today's vcpkg. The older microsoft/vcpkg `scripts/` URL is not it.
 */
export const VCPKG_TOOL_SCHEMA_URL =
  'https://raw.githubusercontent.com/microsoft/vcpkg-tool/main/docs/vcpkg.schema.json';

/** Whether a `"$schema"` value names vcpkg-tool's published manifest schema (any fragment aside). */
export function isVcpkgToolSchema(uri: unknown): boolean {
  return typeof uri === 'string' && uri.split('#', 1)[0] === VCPKG_TOOL_SCHEMA_URL;
}

/** What a manifest with each later form does, for the run's note: `has "license": null`. */
export const LATER_FORM_WORDS: Readonly<Record<LaterForm, string>> = {
  'vcpkg-tool-schema': `names vcpkg-tool's "$schema" URL`,
  'no-name': 'has no "name"',
  'builtin-baseline': 'has "builtin-baseline"',
  'license-null': 'has "license": null',
  'features-by-name': 'has "features" keyed by name',
  host: 'has a "host" dependency',
};

/**
 * The first form of today's vcpkg that a parsed manifest uses (LaterForm), or undefined. Looks at
 * the top level, its `dependencies` and each feature's: a few property reads, no second parse.
 * Not an object: undefined (the schema says what it is).
 */
export function laterFormOf(data: unknown): LaterForm | undefined {
  if (!isJsonObject(data)) return undefined;
  if (isVcpkgToolSchema(data.$schema)) return 'vcpkg-tool-schema';
  if (!Object.hasOwn(data, 'name')) return 'no-name';
  if (Object.hasOwn(data, 'builtin-baseline')) return 'builtin-baseline';
  if (data.license === null) return 'license-null';
  const { features } = data;
  if (isJsonObject(features)) return 'features-by-name';
  if (hasHostDependency(data.dependencies)) return 'host';
  if (Array.isArray(features))
    for (const feature of features)
      if (isJsonObject(feature) && hasHostDependency(feature.dependencies)) return 'host';
  return undefined;
}

/** A dependency object with a `host` key, whatever its value: the spec knows no such key. */
function hasHostDependency(dependencies: unknown): boolean {
  return (
    Array.isArray(dependencies) &&
    dependencies.some((dependency) => isJsonObject(dependency) && Object.hasOwn(dependency, 'host'))
  );
}
