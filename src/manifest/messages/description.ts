import type { ErrorObject } from 'ajv';
import { cutShort } from '../../util/cut-short.js';
import { isJsonObject } from '../json/is-json-object.js';

/** Longest schema description a message quotes; a schema may come from a hostile pull request. */
const MOST_DESCRIPTION_CHARACTERS = 200;

/**
 * A schema's `description` as message text: one line (line breaks and control characters become
 * spaces, and so do bidi controls), cut short when long; undefined when there is none.
 */
function schemaDescription(schema: unknown): string | undefined {
  // A boolean schema (`not: true`) describes nothing.
  const description = isJsonObject(schema) ? schema.description : undefined;
  if (typeof description !== 'string') return undefined;
  const line = description.replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ').trim();
  if (line === '') return undefined;
  return cutShort(line, MOST_DESCRIPTION_CHARACTERS);
}

/**
 * The description that explains a failed keyword, where its schema has one: the subschema under
 * `not`, else the schema holding the keyword (for `if`, also its failing `then`/`else`). Only for
 * keywords whose own words cannot say why; the spec's schema has none of these described.
 */
export function keywordDescription(error: ErrorObject): string | undefined {
  switch (error.keyword) {
    case 'not':
      return schemaDescription(error.schema) ?? schemaDescription(error.parentSchema);
    case 'if': {
      const branch: unknown = error.parentSchema?.[String(error.params.failingKeyword)];
      return schemaDescription(error.parentSchema) ?? schemaDescription(branch);
    }
    case 'oneOf':
    case 'additionalProperties':
    case 'false schema':
      return schemaDescription(error.parentSchema);
    default:
      return undefined;
  }
}
