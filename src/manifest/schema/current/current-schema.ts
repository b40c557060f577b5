import type { ManifestKind } from '../../manifest-kind.js';
import schema from './vcpkg-current.schema.json' with { type: 'json' };

/** Today's vcpkg.json as written: a project's rules (no field required, at most one version). */
export const CURRENT_SCHEMA = schema;

/**
 * Today's vcpkg.json for a port: also `name`, and at least one version field, which with the
 * project's "not two version fields" makes exactly one. (A `oneOf` would say the same, but tries
 * all four branches of every port and makes an error for each branch that fails.)
 */
export function portSchema() {
  const aVersionField = { $ref: '#/definitions/a-version-field' };
  return { ...schema, required: ['name'], allOf: [aVersionField, ...schema.allOf] };
}

/** Today's vcpkg.json for a manifest of `kind`: `portSchema()`, or the schema as written. */
export function currentSchema(kind: ManifestKind) {
  return kind === 'port' ? portSchema() : CURRENT_SCHEMA;
}
