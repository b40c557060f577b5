import type { ValidateFunction } from 'ajv';
import { quoteValue } from '../json/describe.js';
import { isJsonObject } from '../json/is-json-object.js';
import { gatherDocuments, type SchemaDocuments } from './documents.js';
import { ownUri, withoutFragment, type IdKeyword } from './references.js';

/** The compiled schema, or why a document it needs cannot be used. */
export type CompiledWithReferences =
  { ok: true; validate: ValidateFunction } | { ok: false; message: string };

/** The part of an ajv instance used here. */
export interface SchemaCompiler {
  /** ajv checks a document itself: anything but an object or a boolean schema throws. */
  addSchema(schema: unknown, key?: string): unknown;
  compile(schema: object | boolean): ValidateFunction;
  /** `schemaId` is `id` for draft-04 (ajv-draft-04), else `$id`. */
  readonly opts: { readonly schemaId?: IdKeyword };
  /** The documents it holds by URI, its draft's meta-schemas among them. */
  readonly schemas: Readonly<Record<string, unknown>>;
  readonly refs: Readonly<Record<string, unknown>>;
}

/** What is wrong with one document before ajv sees it (a refused pattern), if anything. */
export type DocumentCheck = (schema: unknown, source: string) => string | undefined;

/**
 * Compiles `schema` with every document its `$ref`s name, from `documents` only. A `$ref` that
 * leads nowhere is said as such, naming the `$ref` and the document it is written in.
 * Anything else ajv throws is thrown on.
 */
export function compileReferenced(
  ajv: SchemaCompiler,
  schema: Record<string, unknown> | boolean,
  source: string,
  documents: SchemaDocuments,
  check: DocumentCheck = () => undefined,
): CompiledWithReferences {
  const idKeyword = ajv.opts.schemaId ?? '$id';
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
      if (own === undefined || !has(own)) ajv.addSchema(document.schema, document.uri);
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
    const missingRef = missingRefOf(error);
    if (missingRef === undefined) throw error;
    return { ok: false, message: missingRefMessage(gathered, source, missingRef) };
  }
}

/** The `$ref` that led nowhere, when what ajv threw is its MissingRefError. */
function missingRefOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('missingRef' in error)) return undefined;
  return typeof error.missingRef === 'string' ? error.missingRef : undefined;
}

/** `$ref "defs.json#/definitions/nope" in main.json: nothing is at #/definitions/nope in defs.json`. */
function missingRefMessage(
  gathered: Extract<ReturnType<typeof gatherDocuments>, { ok: true }>,
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
