import { checkDocument } from './check-document.js';
import { manifestRules, type ValidateOptions } from './check-manifest.js';
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
  return checkDocument(input, options, manifestRules);
}
