import type { ErrorObject, ValidateFunction } from 'ajv';
import validateBuiltIn from './generated/built-in-validator.js';
import validateStrict from './generated/strict-validator.js';

/** A compiled schema that manifests are checked against. */
export interface ManifestSchema {
  /** `built-in` also runs the vcpkg checks that a schema cannot state (platform, SPDX, names). */
  readonly kind: 'built-in' | 'custom';
  /** Checks parsed JSON; returns every error ajv finds (none when valid). */
  errors(data: unknown): ErrorObject[];
}

/** A user's schema that compiled, or what is wrong with it. */
export type CompiledSchema = { ok: true; schema: ManifestSchema } | { ok: false; message: string };

const BUILT_IN = wrapValidator('built-in', validateBuiltIn);
const BUILT_IN_STRICT = wrapValidator('built-in', validateStrict);

/**
 * The spec's schema; `strict` is what vcpkg itself enforces. Both were compiled at build time
 * (scripts/compile-schemas.ts), so using them costs no compilation.
 */
export function builtInSchema(strict = false): ManifestSchema {
  return strict ? BUILT_IN_STRICT : BUILT_IN;
}

/** A compiled ajv validator as a ManifestSchema. */
export function wrapValidator(
  kind: ManifestSchema['kind'],
  validate: ValidateFunction,
): ManifestSchema {
  return { kind, errors: (data) => (validate(data) ? [] : [...(validate.errors ?? [])]) };
}
