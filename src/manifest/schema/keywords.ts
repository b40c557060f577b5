/** What the walkers of a JSON Schema document need to know of its keywords. */

/** Keywords whose values are data, not schemas: a `pattern`, `$ref` or `$id` there is not one. */
export const DATA_KEYWORDS: ReadonlySet<string> = new Set(['enum', 'const', 'default', 'examples']);

/**
 * Keywords whose values map names or patterns (not keywords) to schemas: a `default` there is a
 * name.
 */
export const SCHEMA_MAPS: ReadonlySet<string> = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependencies',
  'dependentSchemas',
]);
