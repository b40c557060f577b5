import { checkManifest, type ManifestRules, type ValidateOptions } from './check-manifest.js';
import { PROFILES } from './profiles.js';
import { PROFILE_RULES } from './profile-rules.js';
import type { ManifestInput } from './json/decode.js';
import type { ValidationResult } from './problems/problem.js';

export type { ValidateOptions } from './check-manifest.js';

/**
 * Checks one manifest: its text, or its UTF-8 bytes as an `ArrayBuffer` (what
 * `fetch().arrayBuffer()` gives) or any `ArrayBufferView` (`Uint8Array`, `Buffer`, `DataView`…),
 * in; every problem with its line and column out. Whatever the manifest holds, it never throws.
 * @throws TypeError when `input` is none of those (`undefined`, `null`, a number…): a caller's bug.
 */
export function validateManifest(
  input: ManifestInput,
  options: ValidateOptions = {},
): ValidationResult {
  return checkManifest(input, options, EVERY_PROFILE);
}

/** The library has every profile's rules at hand (a run loads only its own: run/load-rules.ts). */
const EVERY_PROFILE: ManifestRules = Object.fromEntries(
  PROFILES.map((profile) => [profile, PROFILE_RULES[profile].manifest]),
);
