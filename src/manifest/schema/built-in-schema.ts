import schema from './manifest.schema.json' with { type: 'json' };
import {
  WHOLE_IDENTIFIER_PATTERN,
  WHOLE_PACKAGE_NAME_PATTERN,
  WHOLE_RESERVED_PATTERN,
} from '../vcpkg/identifiers.js';

/** The spec's schema, as written. */
export const BUILT_IN_SCHEMA = schema;

/**
 * How the built-in schemas are compiled: every error, each with its schema and data (`verbose`),
 * which the messages need (allowed keys, branches).
 */
export const BUILT_IN_OPTIONS = {
  allErrors: true,
  verbose: true,
  strictRequired: false,
  allowUnionTypes: true,
} as const;

/**
 * The schema that `strict` checks against: what vcpkg itself enforces. Identifiers and package
 * names match the whole pattern (`all_modules` included, as vcpkg's `is_ident` has it), reserved
 * only when a whole name is reserved; the top-level name is an identifier; a version text has no
 * `#` at all; and a dependency's `port-version` needs its `version>=`.
 */
export function strictSchema() {
  const definitions = schema.definitions;
  const packageName = definitions['package-name'];
  return {
    ...schema,
    properties: {
      ...schema.properties,
      name: { ...schema.properties.name, $ref: '#/definitions/identifier' },
    },
    definitions: {
      ...definitions,
      identifier: {
        ...definitions.identifier,
        allOf: [
          { pattern: WHOLE_IDENTIFIER_PATTERN },
          { not: { type: 'string', pattern: WHOLE_RESERVED_PATTERN } },
        ],
      },
      'package-name': {
        ...packageName,
        allOf: [{ pattern: WHOLE_PACKAGE_NAME_PATTERN }, ...packageName.allOf.slice(1)],
      },
      // The whole string, not merely some part of it, is free of '#'.
      'version-text': { ...definitions['version-text'], pattern: '^[^#]+$' },
      'dependency-object': {
        ...definitions['dependency-object'],
        // vcpkg reads a dependency's port-version only as part of its minimum version.
        dependencies: { 'port-version': ['version>='] },
      },
    },
  };
}
