import type { ErrorObject } from 'ajv';
import type { RuleOptions, Rules } from './check-document.js';
import validatePort from './schema/generated/current-port-validator.js';
import validateProject from './schema/generated/current-project-validator.js';
import { configurationDrafts } from './configuration/configuration-drafts.js';
import { unlessTooDeep } from './json/deep-nesting.js';
import { isJsonObject } from './json/is-json-object.js';
import { childPointer } from './json/pointer.js';
import { resolveCombinators } from './messages/combinators.js';
import { draftOf, type ProblemDraft } from './problems/draft.js';
import { EMBEDDED_CONFIGURATIONS } from './beside.js';
import { AMBIGUOUS_CONFIGURATION } from './configuration/words.js';
import { currentVcpkgDrafts } from './vcpkg/current/current-checks.js';
import { currentSchemaDraft, versionsInVcpkgWords } from './current-words.js';

/**
 * The rules of today's vcpkg for a manifest (`--profile current`): our schema of today's format
 * for a port or a project, vcpkg's own checks in code, and an embedded configuration as vcpkg
 * reads one. A `"$schema"` that picked no schema comes first.
 */
export const currentRules: Rules = (_text, _data, options) => ({
  first: options.warning,
  check: ({ text, data, counts }) => {
    const { kind, strict } = options;
    const validate = kind === 'port' ? validatePort : validateProject;
    const errors = unlessTooDeep((): ErrorObject[] =>
      validate(data) ? [] : [...(validate.errors ?? [])],
    );
    const checks = unlessTooDeep(() =>
      currentVcpkgDrafts(data, text, { kind, strict, keys: counts.keys }),
    );
    if (errors === undefined || checks === undefined) return undefined;
    const configurations = isJsonObject(data)
      ? [...embeddedConfigurationDrafts(data, options), ...besideDrafts(data, options)]
      : [];
    // Where vcpkg's own check speaks, in vcpkg's words, the schema says it again: of a value (its
    // pattern), or of a key it does not allow (a feature named `b_required`).
    const spoken = new Set(checks.map((draft) => draft.pointer));
    const unspoken = (error: ErrorObject) =>
      !spoken.has(error.instancePath) &&
      !(
        error.keyword === 'additionalProperties' &&
        typeof error.params.additionalProperty === 'string' &&
        spoken.has(childPointer(error.instancePath, error.params.additionalProperty))
      );
    return {
      schemaErrors: versionsInVcpkgWords(resolveCombinators(errors.filter(unspoken), data), data),
      // vcpkg's words for the errors of today's schema, made only for the problems kept.
      toDraft: currentSchemaDraft,
      drafts: [...checks, ...configurations],
    };
  },
});

/**
 * The problems of a manifest's embedded configuration: read as vcpkg reads one, and for a project
 * also merged with the manifest, where a `builtin-baseline` and a `default-registry` conflict.
 */
function embeddedConfigurationDrafts(
  manifest: Record<string, unknown>,
  { kind, strict, beside }: RuleOptions,
): ProblemDraft[] {
  const builtinBaseline = typeof manifest['builtin-baseline'] === 'string';
  const merged = kind === 'project';
  const settings = { strict, builtinBaseline, merged, directory: beside.directory };
  return EMBEDDED_CONFIGURATIONS.flatMap((key) => {
    const configuration = manifest[key];
    if (!isJsonObject(configuration)) return [];
    const drafts = configurationDrafts(configuration, `/${key}`, settings);
    if (merged && builtinBaseline && 'default-registry' in configuration)
      drafts.push(
        draftOf('configuration', {
          message: `Specifying vcpkg-configuration.default-registry in a manifest file conflicts with built-in baseline. Please remove one of these conflicting settings.`,
          pointer: `/${key}/default-registry`,
          anchor: { kind: 'key' },
        }),
      );
    return drafts;
  });
}

/**
 * What vcpkg finds when it merges a project's manifest with the `vcpkg-configuration.json`
 * beside it: a configuration in both is an error; a `builtin-baseline` that the file's
 * `default-registry` replaces, a warning.
 */
function besideDrafts(
  manifest: Record<string, unknown>,
  { kind, beside, strict }: RuleOptions,
): ProblemDraft[] {
  if (kind !== 'project' || beside.configuration === undefined) return [];
  const embedded = EMBEDDED_CONFIGURATIONS.filter((key) => Object.hasOwn(manifest, key));
  if (embedded.length > 0)
    return embedded.map((key) =>
      draftOf('configuration', {
        message: `${AMBIGUOUS_CONFIGURATION} Choose one by deleting the vcpkg-configuration.json beside this manifest or deleting "${key}" from it.`,
        pointer: `/${key}`,
        anchor: { kind: 'key' },
      }),
    );
  if (!beside.configuration.defaultRegistry || typeof manifest['builtin-baseline'] !== 'string')
    return [];
  const message =
    'attempting to set builtin-baseline in vcpkg.json while overriding the default-registry in vcpkg-configuration.json. the default-registry from vcpkg-configuration.json will be used.';
  const pointer = '/builtin-baseline';
  return [
    draftOf('replaced-builtin-baseline', { message, pointer, anchor: { kind: 'key' } }, strict),
  ];
}
