import { cutQuoted } from '../../util/cut-short.js';
import { quoteValue } from '../json/describe.js';
import { childPointer } from '../json/pointer.js';
import { isJsonObject } from '../json/is-json-object.js';
import { draftOf } from '../problems/draft.js';
import { configurationError, suggestsField, type ConfigurationSink } from './configuration-sink.js';
import { isPackagePattern } from './package-pattern.js';
import { isVcpkgName } from '../vcpkg/current/names.js';
import {
  REGISTRIES_DOCUMENTATION,
  mismatchedType,
  missingField,
  unexpectedField,
} from './words.js';

/** A registry as far as later checks need it: its kind and its valid package patterns. */
export interface ReadRegistry {
  kind: RegistryKind;
  /** Where vcpkg says the registry is: its repository, path, or vcpkg's own for `builtin`. */
  location: string;
  /** Its patterns that are strings, with their pointers. */
  patterns: { pattern: string; pointer: string }[];
  hasBaseline: boolean;
}

type RegistryKind = 'builtin' | 'filesystem' | 'git' | 'artifact';

/** One field of a registry kind: vcpkg's type name for it, and whether it must be there. */
interface KindField {
  type: string;
  required?: true;
  identifier?: true;
}

const A_REGISTRY = 'a registry';
const BUILTIN_LOCATION = 'https://github.com/microsoft/vcpkg';
/** Every field some kind has, in vcpkg's order: the first check of any registry's keys. */
const ANY_REGISTRY_FIELDS = [
  'kind',
  'baseline',
  'path',
  'repository',
  'reference',
  'name',
  'location',
];

const KIND: KindField = { type: 'a registry implementation kind', required: true };
const BASELINE: KindField = { type: 'a baseline', required: true };
/** Each kind: its name in messages and its fields (`kind`, and `packages` in `registries`, aside). */
const KINDS: Record<RegistryKind, { owner: string; fields: Record<string, KindField> }> = {
  builtin: { owner: 'a builtin registry', fields: { baseline: BASELINE } },
  filesystem: {
    owner: 'a filesystem registry',
    fields: { baseline: { type: 'a baseline' }, path: { type: 'a path', required: true } },
  },
  git: {
    owner: 'a git registry',
    fields: {
      baseline: BASELINE,
      repository: { type: 'a git repository URL', required: true },
      reference: { type: 'a git reference (for example, a branch)' },
    },
  },
  artifact: {
    owner: 'an artifacts registry',
    fields: {
      name: { type: 'an identifier', required: true, identifier: true },
      location: { type: 'an artifacts git registry URL', required: true },
    },
  },
};
const KIND_NAMES = Object.keys(KINDS);

/** A git registry's baseline as vcpkg uses it: a full commit SHA. */
const COMMIT_SHA = /^[0-9a-f]{40}$/;

/**
 * Checks one registry as vcpkg reads it: `default-registry` (`inList` false: `null` allowed, no
 * `packages`) or an item of `registries` (`packages` required but for an artifact registry).
 * Returns what the later checks need, or undefined when vcpkg could not read it.
 */
export function registryDrafts(
  value: unknown,
  pointer: string,
  inList: boolean,
  sink: ConfigurationSink,
): ReadRegistry | undefined {
  if (!isJsonObject(value)) {
    if (value !== null || inList) configurationError(sink, pointer, mismatchedType(A_REGISTRY));
    return undefined;
  }
  const anyFields = inList ? [...ANY_REGISTRY_FIELDS, 'packages'] : ANY_REGISTRY_FIELDS;
  const unknown = (key: string) => !key.startsWith('$') && !anyFields.includes(key);
  unexpectedFields(value, pointer, unknown, A_REGISTRY, anyFields, sink);
  const kind = registryKind(value, pointer, sink);
  if (!kind) return undefined;
  const { owner, fields } = KINDS[kind];
  for (const [field, rule] of Object.entries(fields))
    checkField(value, pointer, field, rule, owner, sink);
  // vcpkg then checks the kind's own fields and names an unknown key twice; we name it once.
  // Its lists have `packages` also for a default registry, where the first check refused it.
  const kindFields = ['kind', ...Object.keys(fields), ...(kind !== 'artifact' ? ['packages'] : [])];
  const notOfKind = (key: string) => anyFields.includes(key) && !kindFields.includes(key);
  unexpectedFields(value, pointer, notOfKind, owner, kindFields, sink);
  if (kind === 'git') gitBaselineDraft(value, pointer, sink);
  const patterns = inList && kind !== 'artifact' ? patternDrafts(value, pointer, sink) : [];
  return { kind, location: locationOf(kind, value), patterns, hasBaseline: 'baseline' in value };
}

/** An `unexpected field` error at each key of `value` that `isUnexpected`, naming `owner`. */
function unexpectedFields(
  value: Record<string, unknown>,
  pointer: string,
  isUnexpected: (key: string) => boolean,
  owner: string,
  known: readonly string[],
  sink: ConfigurationSink,
): void {
  for (const key of Object.keys(value))
    if (isUnexpected(key))
      configurationError(
        sink,
        childPointer(pointer, key),
        unexpectedField(owner, key, known, suggestsField(sink)),
        { kind: 'key' },
      );
}

/** The registry's `kind`, or undefined (with its problem) when it is not one vcpkg knows. */
function registryKind(
  value: Record<string, unknown>,
  pointer: string,
  sink: ConfigurationSink,
): RegistryKind | undefined {
  const { kind } = value;
  if (typeof kind === 'string' && KIND_NAMES.includes(kind)) return kind as RegistryKind;
  // Missing or not a string: said as of any field; else a string vcpkg knows no kind by.
  checkField(value, pointer, 'kind', KIND, A_REGISTRY, sink);
  if (typeof kind === 'string')
    configurationError(
      sink,
      childPointer(pointer, 'kind'),
      `${A_REGISTRY}: "kind" did not have an expected value: (expected one of: ${KIND_NAMES.join(', ')}; found ${cutQuoted(kind)})`,
    );
  return undefined;
}

function checkField(
  value: Record<string, unknown>,
  pointer: string,
  field: string,
  rule: KindField,
  owner: string,
  sink: ConfigurationSink,
): void {
  const given = value[field];
  const at = childPointer(pointer, field);
  if (given === undefined) {
    if (rule.required) configurationError(sink, pointer, missingField(owner, field, rule.type));
  } else if (typeof given !== 'string') configurationError(sink, at, mismatchedType(rule.type));
  else if (rule.identifier && !isVcpkgName(given))
    configurationError(
      sink,
      at,
      `${rule.type}: "${cutQuoted(given)}" is not a valid identifier. Identifiers must be lowercase alphanumeric+hyphens and not reserved (see https://learn.microsoft.com/vcpkg/users/manifests?WT.mc_id=vcpkg_inproduct_cli for more information).`,
    );
}

/** The registry's `packages`: required, an array of package patterns. */
function patternDrafts(
  value: Record<string, unknown>,
  pointer: string,
  sink: ConfigurationSink,
): ReadRegistry['patterns'] {
  const packages = value.packages;
  const at = childPointer(pointer, 'packages');
  const type = 'a package pattern array';
  if (!Array.isArray(packages)) {
    if (packages === undefined)
      configurationError(sink, pointer, missingField(A_REGISTRY, 'packages', type));
    else configurationError(sink, at, mismatchedType(type));
    return [];
  }
  const patterns: ReadRegistry['patterns'] = [];
  packages.forEach((pattern: unknown, index) => {
    const patternPointer = childPointer(at, index);
    if (typeof pattern !== 'string')
      configurationError(sink, patternPointer, mismatchedType('a package pattern'));
    else if (!isPackagePattern(pattern))
      configurationError(
        sink,
        patternPointer,
        `a package pattern: "${cutQuoted(pattern)}" is not a valid package pattern. Package patterns must use only one wildcard character (*) and it must be the last character in the pattern (see ${REGISTRIES_DOCUMENTATION} for more information).`,
      );
    else patterns.push({ pattern, pointer: patternPointer });
  });
  return patterns;
}

/** vcpkg reads any string as a git registry's baseline, but needs a commit SHA to use it. */
function gitBaselineDraft(
  value: Record<string, unknown>,
  pointer: string,
  sink: ConfigurationSink,
): void {
  const { baseline, repository } = value;
  if (typeof baseline !== 'string' || COMMIT_SHA.test(baseline)) return;
  const registry =
    typeof repository === 'string'
      ? `The git registry ${quoteValue(repository)}`
      : 'A git registry';
  const message = `${registry} must have a "baseline" field that is a valid git commit SHA (40 hexadecimal characters). vcpkg reads ${quoteValue(baseline)} but fails when it resolves versions from this registry`;
  const fields = {
    message,
    pointer: childPointer(pointer, 'baseline'),
    anchor: { kind: 'value' } as const,
  };
  sink.drafts.push(draftOf('configuration-git-baseline', fields, sink.strict));
}

function locationOf(kind: RegistryKind, value: Record<string, unknown>): string {
  const location = {
    builtin: BUILTIN_LOCATION,
    filesystem: value.path,
    git: value.repository,
    artifact: value.location,
  }[kind];
  return typeof location === 'string' ? location : '';
}
