import schema from './schema.json' with { type: 'json' };
import { WHOLE_IDENTIFIER_PATTERN, WHOLE_RESERVED_PATTERN } from './reserved.js';

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
 * The schema that `strict` checks against: what vcpkg itself enforces. Identifiers must match the
 * whole pattern and are reserved only when the whole name is reserved.
 */
export function strictSchema(): typeof schema {
  const identifier = schema.definitions.identifier;
  return {
    ...schema,
    definitions: {
      ...schema.definitions,
      identifier: {
        ...identifier,
        allOf: [
          { pattern: WHOLE_IDENTIFIER_PATTERN },
          { not: { type: 'string', pattern: WHOLE_RESERVED_PATTERN } },
        ],
      },
    },
  };
}
