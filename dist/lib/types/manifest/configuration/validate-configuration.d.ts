import { type Rules } from '../check-document.js';
import type { ManifestInput } from '../json/decode.js';
import type { ValidationResult } from '../problems/problem.js';
import type { Beside } from '../beside.js';
/** How a `vcpkg-configuration.json` is checked. */
export interface ConfigurationValidateOptions {
    /** `--strict`: vcpkg's warnings (unknown fields, duplicate patterns) become errors. */
    strict?: boolean;
    /** What vcpkg reads with it from its folder: the project's manifest. */
    beside?: Beside;
}
/**
 * Checks one `vcpkg-configuration.json` as vcpkg reads it: its text or UTF-8 bytes in, every
 * problem with its line and column out. An empty file (no byte at all) is valid: vcpkg treats
 * it as no configuration. Whatever the file holds, it never throws.
 * @throws TypeError when `input` is neither text nor bytes: a caller's bug.
 */
export declare function validateConfiguration(input: ManifestInput, options?: ConfigurationValidateOptions): ValidationResult;
/** The rules of vcpkg for its configuration file. */
export declare const configurationRules: Rules;
