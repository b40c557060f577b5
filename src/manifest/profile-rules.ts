import type { Rules } from './check-document.js';
import { configurationRules } from './configuration/validate-configuration.js';
import type { DocumentKind, Profile } from './profiles.js';
import { currentRules } from './validate-current.js';
import { specRules } from './validate-spec.js';

/** The rules each profile reads each kind of document by (profiles.ts names the kinds). */
export const PROFILE_RULES: Readonly<Record<Profile, Readonly<Record<DocumentKind, Rules>>>> = {
  spec: { manifest: specRules, configuration: configurationRules },
  current: { manifest: currentRules, configuration: configurationRules },
};
