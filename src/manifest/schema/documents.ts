import { jsonQuoted } from '../../util/control-characters.js';
import { quoteValue } from '../json/describe.js';
import { documentReferences, ownUri, withoutFragment, type IdKeyword } from './references.js';

/** A schema document and the URI it answers to. */
export interface SchemaDocument {
  /** Its absolute URI, without a fragment: the one a `$ref` to it resolves to. */
  readonly uri: string;
  /** The document, parsed: an object, or `true` or `false`. */
  readonly schema: unknown;
  /** How messages name it, such as its file name. */
  readonly source: string;
}

/** A document a `$ref` names, or why it cannot be had (nothing is ever fetched). */
export type LoadedDocument = ({ ok: true } & SchemaDocument) | { ok: false; reason: string };

/**
 * Where the documents a schema's `$ref`s name come from (compileSchema's third argument).
 * Nothing is fetched: a document neither registered nor loaded is missing.
 */
export interface SchemaDocuments {
  /**
   * The schema's URI when its `$id` is none or relative, such as its file's `file:` URL:
   * relative `$ref`s resolve against it. Without it, `file:///manifest-check/schema.json`.
   */
  base?: string;
  /** Documents the user gave, each under its absolute URI (usually its `$id`). */
  registered?: readonly SchemaDocument[];
  /** The document at `uri` (no fragment) that a `$ref` names and nothing above holds. */
  load?(uri: string): LoadedDocument;
}

/** Most documents one schema may pull in: each is a file read, and a schema may be hostile. */
const MOST_SCHEMA_DOCUMENTS = 64;

/** Every document the schema needs, or the first `$ref` that cannot be followed. */
export type GatheredDocuments =
  | {
      ok: true;
      /** The root schema's URI. */
      uri: string;
      /** The documents besides the root, each once. */
      documents: SchemaDocument[];
      /** Each `$ref` target (with its fragment), and the `$ref` and document it is written in. */
      sites: Map<string, { ref: string; source: string }>;
    }
  | { ok: false; message: string };

/** Used when a schema names no URI and none is given: never a place anything is read from. */
const NO_BASE = 'file:///manifest-check/schema.json';

/** How the compiler reads documents. */
export interface CompilerKnows {
  /** The keyword that gives a schema its URI in the dialect: `$id`, or `id` in draft-04. */
  idKeyword: IdKeyword;
  /** Whether the compiler holds a document at `uri` already, such as its draft's meta-schema. */
  has(uri: string): boolean;
}

/**
 * Follows the `$ref`s of `schema` (named `source`) from document to document: each one neither
 * held nor known to the compiler is asked of `documents.load`, at most MOST_SCHEMA_DOCUMENTS.
 */
export function gatherDocuments(
  schema: unknown,
  source: string,
  documents: SchemaDocuments,
  compiler: CompilerKnows,
): GatheredDocuments {
  const base = documents.base ?? NO_BASE;
  const uri = ownUri(schema, base, compiler.idKeyword) ?? withoutFragment(base);
  const held = new Map<string, SchemaDocument>();
  const sites = new Map<string, { ref: string; source: string }>();
  // The root may be registered too (a manifest's `$schema` picks one): it is held once.
  const others = (documents.registered ?? []).filter((document) => document.uri !== uri);
  const queue: SchemaDocument[] = [{ uri, schema, source }, ...others];
  for (const document of queue) held.set(document.uri, document);
  for (let index = 0; index < queue.length; index++) {
    const document = queue[index] as SchemaDocument;
    const found = documentReferences(document.schema, document.uri, compiler.idKeyword);
    if (!found.ok)
      return {
        ok: false,
        message: `${document.source}: ${quoteValue(found.ref)} is not a URI reference`,
      };
    for (const id of found.ids) if (!held.has(id)) held.set(id, document);
    for (const { ref, uri: target, document: wanted } of found.references) {
      if (!sites.has(target)) sites.set(target, { ref, source: document.source });
      if (held.has(wanted) || compiler.has(wanted)) continue;
      if (held.size >= MOST_SCHEMA_DOCUMENTS)
        return {
          ok: false,
          message: `${source}: its $refs name more than ${MOST_SCHEMA_DOCUMENTS} schema files; at most ${MOST_SCHEMA_DOCUMENTS} are read`,
        };
      const loaded = documents.load?.(wanted) ?? { ok: false, reason: notGiven(wanted) };
      if (!loaded.ok)
        return {
          ok: false,
          message: `$ref ${quoteValue(ref)} in ${document.source}: ${loaded.reason}`,
        };
      const next = { uri: wanted, schema: loaded.schema, source: loaded.source };
      held.set(wanted, next);
      queue.push(next);
    }
  }
  // The same document given twice in `registered` is compiled once.
  return { ok: true, uri, documents: [...new Set(queue.slice(1))], sites };
}

/**
 * Why a document is missing when `documents` has no `load`, and how a caller of compileSchema
 * gives it. The URI is whole (not cut like a value) so that it can be copied.
 */
function notGiven(uri: string): string {
  return `no such schema, and remote schemas are not fetched; give it in compileSchema's third argument: { registered: [{ uri: ${jsonQuoted(uri)}, schema, source }] }`;
}
