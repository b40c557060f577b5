/**
 * Every rule a run can load (src/run/load-rules.ts), for tests that call checkFiles without a run:
 * a run loads only what its profile, files and options need.
 */
import type { RunRules } from '../../src/run/load-rules.js';
import { specRules } from '../../src/manifest/validate-spec.js';
import { currentRules } from '../../src/manifest/validate-current.js';
import { validateConfiguration } from '../../src/manifest/configuration/validate-configuration.js';
import { canonicalFormStep } from '../../src/run/canonical-form.js';

export const EVERY_RULE: RunRules = {
  manifest: { spec: specRules, current: currentRules },
  configuration: validateConfiguration,
  canonicalForm: canonicalFormStep,
};
