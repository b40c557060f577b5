import { DEFAULT_PROFILE, type Profile } from '../manifest/profiles.js';
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
 * Loads the rules a run of `files` needs, before its first file is checked (a check is
 * synchronous): the current profile's for `--profile current` or schemas from manifests (one may
 * declare vcpkg-tool's schema), vcpkg's configuration rules when a file is a configuration, the
 * canonical form when asked for. A spec run of manifests loads none of them.
 */
export async function loadRules(
  files: readonly FileToCheck[],
  options: { profile?: Profile; declared?: DeclaredSchemas; canonicalForm?: CanonicalFormOptions },
): Promise<RunRules> {
  const profile = options.profile ?? DEFAULT_PROFILE;
  const current =
    profile === 'current' || options.declared !== undefined
      ? (await import('../manifest/validate-current.js')).currentRules
      : undefined;
  const configurations = files.some((file) => documentAt(file.path, profile) === 'configuration');
  return {
    manifest: current === undefined ? { spec: specRules } : { spec: specRules, current },
    ...(configurations && {
      configuration: (await import('../manifest/configuration/validate-configuration.js'))
        .validateConfiguration,
    }),
    ...(options.canonicalForm !== undefined && {
      canonicalForm: (await import('./canonical-form.js')).canonicalFormStep,
    }),
  };
}
