/**
 * The precompiled validators of today's vcpkg.json (src/manifest/schema/current/), and their
 * answer in the shape the schema tests compare: `'accepted'`, or each distinct error as
 * `keyword@pointer`, with the missing or unexpected key in parentheses, such as
 * `required(name)@` or `additionalProperties(foo)@/dependencies/0`.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { ManifestKind } from '../../src/manifest/manifest-kind.js';
import validatePort from '../../src/manifest/schema/generated/current-port-validator.js';
import validateProject from '../../src/manifest/schema/generated/current-project-validator.js';

export const VALIDATORS: Record<ManifestKind, ValidateFunction> = {
  port: validatePort,
  project: validateProject,
};

/** A port's smallest manifest, `{ name: 'p', version: '1.0' }` (the recorded cases' base), and more. */
export function port(fields: Record<string, unknown> = {}) {
  return { name: 'p', version: '1.0', ...fields };
}

/** What the validator of `kind` says about `data`. */
export function verdict(kind: ManifestKind, data: unknown): 'accepted' | string[] {
  const validate = VALIDATORS[kind];
  if (validate(data)) return 'accepted';
  return [...new Set((validate.errors ?? []).map(describeError))];
}

function describeError({ keyword, params, instancePath }: ErrorObject): string {
  const key =
    (params as { missingProperty?: string; additionalProperty?: string }).missingProperty ??
    (params as { additionalProperty?: string }).additionalProperty;
  return `${keyword}${key === undefined ? '' : `(${key})`}@${instancePath}`;
}
