import { listWords } from '../util/list-words.js';
import { unexpectedField } from './configuration/words.js';
import { valueAt } from './json/describe.js';
import { isJsonObject } from './json/is-json-object.js';
import { childPointer, pointerSegments } from './json/pointer.js';
import type { Finding } from './messages/finding.js';
import { schemaErrorDraft } from './messages/schema-error.js';
import { draftOf, type ProblemDraft } from './problems/draft.js';
import { VERSION_FIELDS } from './vcpkg/current/versions.js';

/**
 * The errors of today's schema (`--profile current`) in vcpkg's words, as vcpkg-tool's
 * messages.json has them, each after vcpkg's name for the object, as a configuration's problems
 * are: `a manifest: unexpected field 'default-feature', did you mean 'default-features'?`.
 */

/** An object of a manifest as vcpkg reads it: its name in messages, its fields in vcpkg's order. */
interface VcpkgObject {
  owner: string;
  fields: readonly string[];
  /** The object each item (or value) under a field is. */
  items?: Readonly<Record<string, VcpkgObject>>;
}

const SCHEMED_FIELDS = ['version', 'version-semver', 'version-string', 'version-date'];
const VERSION_MISSING =
  'expected a versioning field (one of version, version-date, version-semver, or version-string)';

const NAMED_WITH_PLATFORM = ['name', 'platform'];
const DEPENDENCY: VcpkgObject = {
  owner: 'a dependency',
  fields: ['name', 'host', 'features', 'default-features', 'platform', 'version>='],
  items: { features: { owner: 'a feature of a dependency', fields: NAMED_WITH_PLATFORM } },
};
const MANIFEST: VcpkgObject = {
  owner: 'a manifest',
  fields: [
    ...[...SCHEMED_FIELDS, 'port-version', 'builtin-baseline', 'configuration', 'contacts'],
    ...['default-features', 'dependencies', 'description', 'documentation', 'features'],
    ...['homepage', 'license', 'maintainers', 'name', 'overrides', 'summary', 'supports'],
    'vcpkg-configuration',
  ],
  items: {
    dependencies: DEPENDENCY,
    'default-features': { owner: 'a default feature', fields: NAMED_WITH_PLATFORM },
    features: {
      owner: 'a feature',
      fields: ['description', 'dependencies', 'supports', 'license'],
      items: { dependencies: DEPENDENCY },
    },
    overrides: { owner: 'an override', fields: [...SCHEMED_FIELDS, 'port-version', 'name'] },
  },
};

/** The object of a manifest at `pointer`, as vcpkg names it; undefined for any other value. */
function vcpkgObjectAt(pointer: string): VcpkgObject | undefined {
  const segments = pointerSegments(pointer);
  let object = MANIFEST;
  // Each step is a field, then an index or a feature's name.
  for (let i = 0; i < segments.length; i += 2) {
    const field = segments[i] as string;
    const items = object.items;
    if (i + 1 >= segments.length || !items || !Object.hasOwn(items, field)) return undefined;
    object = items[field] as VcpkgObject;
  }
  return object;
}

/**
 * The findings of today's schema with one version problem per object, in vcpkg's words: the
 * schema's "not two version fields" (an error of its own), and the errors of "a version field
 * beside port-version" and of a port's "a version field", which a port without one fails both.
 */
export function versionsInVcpkgWords(findings: Finding[], data: unknown): Finding[] {
  const worded = new Set<string>();
  const kept: Finding[] = [];
  for (const finding of findings) {
    const path = versionFindingPath(finding);
    if (path === undefined) kept.push(finding);
    else if (!worded.has(path)) {
      worded.add(path);
      kept.push({ draft: versionDraft(path, valueAt(data, pointerSegments(path))), path });
    }
  }
  return kept;
}

/** The object a finding about its version fields is about, or undefined for any other finding. */
function versionFindingPath(finding: Finding): string | undefined {
  if ('draft' in finding) return finding.draft.rule === 'version-one-of' ? finding.path : undefined;
  const { error } = finding;
  const schema: unknown = error.schema;
  return error.keyword === 'not' &&
    isJsonObject(schema) &&
    schema.$ref === '#/definitions/two-version-fields'
    ? error.instancePath
    : undefined;
}

/**
 * vcpkg's words for an object's version fields: more than one (at the second, as the spec
 * profile places it), a `port-version` without one (at `port-version`), or none.
 */
function versionDraft(path: string, value: unknown): ProblemDraft {
  const owner = vcpkgObjectAt(path)?.owner ?? 'an object';
  const object = isJsonObject(value) ? value : {};
  const found = VERSION_FIELDS.filter((field) => Object.hasOwn(object, field));
  const [words, key] =
    found.length > 1
      ? [`expected only one versioning field; found ${listWords(found)}`, found[1]]
      : Object.hasOwn(object, 'port-version')
        ? ['unexpected "port-version" without a versioning field', 'port-version']
        : [VERSION_MISSING, undefined];
  return draftOf('version-one-of', {
    found,
    message: `${owner}: ${words}`,
    pointer: key === undefined ? path : childPointer(path, key),
    anchor: { kind: key === undefined ? 'value' : 'key' },
  });
}

/**
 * A finding of today's schema as a problem: an unknown key of an object vcpkg names in vcpkg's
 * words, with the field it is nearest (vcpkg's "did you mean"); anything else as any schema's.
 */
export function currentSchemaDraft(finding: Finding): ProblemDraft {
  if ('draft' in finding) return finding.draft;
  const { error } = finding;
  const object =
    error.keyword === 'additionalProperties' ? vcpkgObjectAt(error.instancePath) : undefined;
  const property: unknown = error.params.additionalProperty;
  if (object === undefined || typeof property !== 'string') return schemaErrorDraft(error);
  return draftOf('additional-property', {
    property,
    message: unexpectedField(object.owner, property, object.fields),
    pointer: childPointer(error.instancePath, property),
    anchor: { kind: 'key' },
  });
}
