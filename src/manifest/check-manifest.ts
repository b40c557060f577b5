import { checkDocument, type Rules } from './check-document.js';
import { DEFAULT_PROFILE, isProfile, type Profile } from './profiles.js';
import type { Beside } from './beside.js';
import type { ManifestKind } from './manifest-kind.js';
import type { ManifestInput } from './json/decode.js';
import type { ValidationResult } from './problems/problem.js';
import type { ManifestSchema } from './schema/manifest-schema.js';
import { pickDeclaredSchema, type DeclaredSchemas } from './schema/declared-schema.js';
import { isVcpkgToolSchema } from './vcpkg/later-forms.js';
import { isJsonObject } from './json/is-json-object.js';

/** How a manifest is checked. */
export interface ValidateOptions {
  /** The built-in rules: the spec's (`spec`, the default) or today's vcpkg's (`current`). */
  profile?: Profile;
  /** Under `current`: a port's manifest (`name` and a version required) or a project's (the default). */
  kind?: ManifestKind;
  /** Under `current`, for a project: what vcpkg reads with it from its folder. */
  beside?: Beside;
  /**
   * Under `spec`, the 2020 spec as vcpkg parsed it then (not today's vcpkg, which is `current`):
   * identifiers match the whole pattern, reserved names are whole names, and duplicate keys,
   * platform expressions and licenses are errors, not warnings. Under `current`, its warnings
   * are errors.
   */
  strict?: boolean;
  /** A user's schema (from `compileSchema`) in place of the built-in one. */
  schema?: ManifestSchema;
  /** Check against the schema the manifest's `"$schema"` names among these, in place of `schema`. */
  declared?: DeclaredSchemas;
}

/**
 * The manifest rules of each profile at hand: all of them for the library (validateManifest), and
 * for a run only those its profile and options need, each loaded when the run starts. A user's
 * schema is checked by the spec profile's rules; a manifest that declares vcpkg-tool's schema,
 * by the current profile's.
 */
export type ManifestRules = Readonly<Partial<Record<Profile, Rules>>>;

/**
 * validateManifest by the rules given: its profile's, a user's schema, or the one the manifest
 * declares. A manifest that needs rules not among them is a caller's bug, thrown as an Error.
 */
export function checkManifest(
  input: ManifestInput,
  options: ValidateOptions,
  byProfile: ManifestRules,
): ValidationResult {
  return checkDocument(input, options, (text, data) => {
    const { profile = DEFAULT_PROFILE, declared } = options;
    const strict = options.strict === true;
    // With schemas from manifests, vcpkg-tool's published `"$schema"` URL picks today's vcpkg.
    const declaredCurrent = declared !== undefined && declaresCurrent(data, declared);
    const picked =
      declared && !declaredCurrent ? pickDeclaredSchema(data, declared, strict) : undefined;
    const schema = picked ? picked.schema : options.schema;
    // A user's schema, when given or picked, is what the user asked for; else the profile's rules.
    let name: Profile = isProfile(profile) ? profile : DEFAULT_PROFILE;
    if (schema !== undefined) name = 'spec';
    if (declaredCurrent) name = 'current';
    const rules = byProfile[name];
    if (rules === undefined) throw new Error(`the ${name} profile's rules were not loaded`);
    return rules(text, data, {
      strict,
      kind: options.kind ?? 'project',
      beside: options.beside ?? {},
      schema,
      warning: picked?.warning,
    });
  });
}

/**
 * Whether a manifest's `"$schema"` picks the built-in `current` profile among schemas from
 * manifests: it names vcpkg-tool's published schema, and the user gave no manifest schema. Where
 * the user names one (a fallback or a pickable schema), that URL is one more unregistered schema:
 * a manifest may not step out of the workflow's schemas into a built-in one.
 */
function declaresCurrent(data: unknown, declared: DeclaredSchemas): boolean {
  const uri = isJsonObject(data) ? data.$schema : undefined;
  return isVcpkgToolSchema(uri) && declared.fallback === undefined && declared.byUri.size === 0;
}
