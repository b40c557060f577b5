import type { Ajv, AnySchema, ValidateFunction } from 'ajv';
import { quoteValue } from '../json/describe.js';
import { isJsonObject } from '../json/is-json-object.js';
import { gatherDocuments, type GatheredDocuments, type SchemaDocuments } from './documents.js';
import { ownUri, withoutFragment } from './references.js';

/**
 * Compiles `schema` with every document its `$ref`s name, from `documents` only; `check` says
 * what is wrong with one document before ajv sees it (a refused pattern), if anything. A `$ref`
 * that leads nowhere is said as such, naming the `$ref` and the document it is written in.
 * Anything else ajv throws is thrown on.
 */
export function compileReferenced(
  ajv: Ajv,
  schema: Record<string, unknown> | boolean,
  source: string,
  documents: SchemaDocuments,
  check: (schema: unknown, source: string) => string | undefined,
): { ok: true; validate: ValidateFunction } | { ok: false; message: string } {
  // `id` for draft-04 (ajv-draft-04), else `$id`.
  const idKeyword = ajv.opts.schemaId;
  // The documents ajv holds by URI, its draft's meta-schemas among them.
  const has = (uri: string) => Object.hasOwn(ajv.schemas, uri) || Object.hasOwn(ajv.refs, uri);
  const gathered = gatherDocuments(schema, source, documents, { idKeyword, has });
  if (!gathered.ok) return gathered;
  for (const document of gathered.documents) {
    // The draft's own meta-schema given as a file: ajv has it already.
    if (has(document.uri)) continue;
    const problem = check(document.schema, document.source);
    if (problem !== undefined) return { ok: false, message: problem };
    // A file found at one URI that names itself by another (an `$id` elsewhere, a URN) answers
    // to both: ajv registers a document by its own `$id`, and the other URI leads there.
    const own = ownUri(document.schema, document.uri, idKeyword);
    try {
      // ajv checks a document itself: anything but an object or a boolean schema throws.
      if (own === undefined || !has(own)) ajv.addSchema(document.schema as AnySchema, document.uri);
      if (own !== undefined && own !== document.uri && !has(document.uri))
        ajv.addSchema({ $ref: own }, document.uri);
    } catch (error) {
      return {
        ok: false,
        message: `${document.source}: not a valid JSON Schema: ${(error as Error).message}`,
      };
    }
  }
  // Relative `$ref`s resolve against the URI the documents were found by, as ajv must too.
  const root =
    gathered.documents.length > 0 && isJsonObject(schema) && schema[idKeyword] !== gathered.uri
      ? { ...schema, [idKeyword]: gathered.uri }
      : schema;
  try {
    return { ok: true, validate: ajv.compile(root) };
  } catch (error) {
    // ajv's MissingRefError names the `$ref` that led nowhere.
    const missingRef = (error as { missingRef?: unknown } | null)?.missingRef;
    if (typeof missingRef !== 'string') throw error;
    return { ok: false, message: missingRefMessage(gathered, source, missingRef) };
  }
}

/** `$ref "defs.json#/definitions/nope" in main.json: nothing is at #/definitions/nope in defs.json`. */
function missingRefMessage(
  gathered: GatheredDocuments & { ok: true },
  source: string,
  missingRef: string,
): string {
  const site = gathered.sites.get(missingRef) ?? gathered.sites.get(`${missingRef}#`);
  const where = `$ref ${quoteValue(site?.ref ?? missingRef)} in ${site?.source ?? source}`;
  const document = withoutFragment(missingRef);
  const fragment = missingRef.slice(document.length);
  const target =
    document === gathered.uri
      ? source
      : gathered.documents.find(({ uri }) => uri === document)?.source;
  if (target === undefined) return `${where}: no such schema, and remote schemas are not fetched`;
  return `${where}: nothing is at ${fragment || '#'} in ${target}`;
}
