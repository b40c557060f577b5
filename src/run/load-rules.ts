import { DEFAULT_PROFILE, type Profile } from '../manifest/profiles.js';
import type { Rules } from '../manifest/check-document.js';
import type { ManifestRules } from '../manifest/check-manifest.js';
import type { validateConfiguration } from '../manifest/configuration/validate-configuration.js';
import { specRules } from '../manifest/validate-spec.js';
import type { FileToCheck } from '../files/file-to-check.js';
import type { DeclaredSchemas } from '../manifest/schema/declared-schema.js';
import { documentAt } from './checked-files.js';
import type { CanonicalFormOptions, canonicalFormStep } from './canonical-form.js';

/**
 * The code a run's checks call: the spec profile's rules, which a user's schema uses too, and
 * only what else its profile, its files and its options need. What is left out is not loaded.
 */
export interface RunRules {
  manifest: ManifestRules;
  /** For a `vcpkg-configuration.json` among the files, whichever the profile. */
  configuration?: typeof validateConfiguration;
  /** For a run that holds manifests to vcpkg's canonical form (`format`, the Action's `format`). */
  canonicalForm?: typeof canonicalFormStep;
}

/**
 * How a run gets each profile's manifest rules: the spec profile's are at hand (the default, and
 * a user's schema's), every other profile's are a chunk of their own, loaded by a run of it. The
 * library has them all at once (profile-rules.ts).
 */
const MANIFEST_RULES: Readonly<Record<Profile, () => Promise<Rules>>> = {
  spec: () => Promise.resolve(specRules),
  current: async () => (await import('../manifest/validate-current.js')).currentRules,
};

/**
 * Loads the rules a run of `files` needs, before its first file is checked (a check is
 * synchronous): its profile's (and the current profile's for schemas from manifests: one may
 * declare vcpkg-tool's schema), vcpkg's configuration rules when a file is a configuration, the
 * canonical form when asked for. A spec run of manifests loads none of them.
 */
export async function loadRules(
  files: readonly FileToCheck[],
  options: { profile?: Profile; declared?: DeclaredSchemas; canonicalForm?: CanonicalFormOptions },
): Promise<RunRules> {
  const profile = options.profile ?? DEFAULT_PROFILE;
  const profiles = new Set<Profile>(['spec', profile]);
  if (options.declared !== undefined) profiles.add('current');
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
