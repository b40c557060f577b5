import validateBuiltIn from './generated/built-in-validator.js';
import validateStrict from './generated/strict-validator.js';
import { wrapValidator, type ManifestSchema } from './manifest-schema.js';

const BUILT_IN = wrapValidator('built-in', validateBuiltIn);
const BUILT_IN_STRICT = wrapValidator('built-in', validateStrict);

/**
 * The spec's schema; `strict` is what vcpkg itself enforces. Both were compiled at build time
 * (scripts/compile-schemas.ts), so using them costs no compilation. A module of their own: only
 * the spec profile's rules load them, not a user's schema nor another profile.
 */
export function builtInSchema(strict = false): ManifestSchema {
  return strict ? BUILT_IN_STRICT : BUILT_IN;
}
