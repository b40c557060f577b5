import type { CompilerKnows } from './documents.js';
import { isJsonObject } from '../json/is-json-object.js';

/** The JSON Schema dialects a user's schema may be written in. */
export const DIALECTS = ['draft-04', 'draft-06', 'draft-07', '2019-09', '2020-12'] as const;
export type Dialect = (typeof DIALECTS)[number];

/** The dialect a schema's `$schema` names: draft-07 when it names none; undefined for another. */
export function dialectOf(schema: unknown): Dialect | undefined {
  const declared = isJsonObject(schema) ? schema.$schema : undefined;
  if (declared === undefined) return 'draft-07';
  return typeof declared === 'string'
    ? DIALECTS.find((name) => declared.includes(name))
    : undefined;
}

const ORG = 'http://json-schema.org/';
/** The vocabularies of both 2019-09 and 2020-12, each a meta-schema of its own. */
const VOCABULARIES = ['applicator', 'content', 'core', 'meta-data', 'validation'];
const META = (draft: string, vocabularies: readonly string[]) => [
  `https://json-schema.org/draft/${draft}/schema`,
  ...vocabularies.map((vocabulary) => `https://json-schema.org/draft/${draft}/meta/${vocabulary}`),
  `${ORG}schema`,
];

/**
 * The documents the compiler of each dialect holds before it is given any (its meta-schemas), by
 * URI, as ajv has them in `schemas` and `refs`. The schema files are read before ajv is made, so
 * the `$ref`s that lead to these are known here; test/unit/manifest/schema/dialects.test.ts
 * checks the list against ajv.
 */
const META_SCHEMAS: Record<Dialect, readonly string[]> = {
  'draft-04': [`${ORG}draft-04/schema`, `${ORG}schema`],
  'draft-06': [`${ORG}draft-07/schema`, `${ORG}schema`, `${ORG}draft-06/schema`],
  'draft-07': [`${ORG}draft-07/schema`, `${ORG}schema`],
  '2019-09': META('2019-09', [...VOCABULARIES, 'format']),
  '2020-12': META('2020-12', [...VOCABULARIES, 'unevaluated', 'format-annotation']),
};

/** How the compiler of `dialect` reads documents, known before it is made. */
export function compilerKnows(dialect: Dialect): CompilerKnows {
  const held = new Set(META_SCHEMAS[dialect]);
  return { idKeyword: dialect === 'draft-04' ? 'id' : '$id', has: (uri) => held.has(uri) };
}
