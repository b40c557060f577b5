import { DEFAULT_PROFILE, type Profile } from '../manifest/profiles.js';
import type { Rules } from '../manifest/check-document.js';
import type { ManifestRules } from '../manifest/check-manifest.js';
import type { validateConfiguration } from '../manifest/configuration/validate-configuration.js';
import type { FileToCheck } from '../files/file-to-check.js';
import type { DeclaredSchemas } from '../manifest/schema/declared-schema.js';
import type { ManifestSchema } from '../manifest/schema/manifest-schema.js';
import { documentAt } from './checked-files.js';
import type { CanonicalFormOptions, canonicalFormStep } from './canonical-form.js';

/**
 * The code a run's checks call: only what its profile, its schemas, its files and its options
 * need. What is left out is not loaded.
 */
export interface RunRules {
  manifest: ManifestRules;
  /** For a `vcpkg-configuration.json` among the files, whichever the profile. */
  configuration?: typeof validateConfiguration;
  /** For a run that holds manifests to vcpkg's canonical form (`format`, the Action's `format`). */
  canonicalForm?: typeof canonicalFormStep;
}

/**
 * How a run gets each profile's manifest rules: each profile's are a chunk of their own, loaded
 * by a run that uses them (the spec profile's with its precompiled schemas by the default run,
 * and by a run with a user's schema). The library has them all at once (profile-rules.ts).
 */
const MANIFEST_RULES: Readonly<Record<Profile, () => Promise<Rules>>> = {
  spec: async () => (await import('../manifest/validate-spec.js')).specRules,
  current: async () => (await import('../manifest/validate-current.js')).currentRules,
};

/**
 * Loads the rules a run of `files` needs, before its first file is checked (a check is
 * synchronous): its profile's, or the spec profile's for a user's schema (given, or among schemas
 * from manifests, where one may also declare vcpkg-tool's schema: the current profile's), vcpkg's
 * configuration rules when a file is a configuration, the canonical form when asked for.
 */
export async function loadRules(
  files: readonly FileToCheck[],
  options: {
    profile?: Profile;
    schema?: ManifestSchema;
    declared?: DeclaredSchemas;
    canonicalForm?: CanonicalFormOptions;
  },
): Promise<RunRules> {
  const profile = options.profile ?? DEFAULT_PROFILE;
  const { schema, declared } = options;
  // A user's schema takes the profile's place for every manifest (checkManifest).
  const profiles = new Set<Profile>([schema === undefined ? profile : 'spec']);
  if (declared !== undefined) profiles.add('spec').add('current');
  const manifest: Partial<Record<Profile, Rules>> = {};
  for (const name of profiles) manifest[name] = await MANIFEST_RULES[name]();
  const configurations = files.some((file) => documentAt(file.path, profile) === 'configuration');
  return {
    manifest,
    ...(configurations && {
      configuration: (await import('../manifest/configuration/validate-configuration.js'))
        .validateConfiguration,
    }),
    ...(options.canonicalForm !== undefined && {
      canonicalForm: (await import('./canonical-form.js')).canonicalFormStep,
    }),
  };
}
