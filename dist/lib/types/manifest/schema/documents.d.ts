import { type IdKeyword } from './references.js';
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
export type LoadedDocument = ({
    ok: true;
} & SchemaDocument) | {
    ok: false;
    reason: string;
};
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
/** Every document the schema needs, or the first `$ref` that cannot be followed. */
export type GatheredDocuments = {
    ok: true;
    /** The root schema's URI. */
    uri: string;
    /** The documents besides the root, each once. */
    documents: SchemaDocument[];
    /** Each `$ref` target (with its fragment), and the `$ref` and document it is written in. */
    sites: Map<string, {
        ref: string;
        source: string;
    }>;
} | {
    ok: false;
    message: string;
};
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
export declare function gatherDocuments(schema: unknown, source: string, documents: SchemaDocuments, compiler: CompilerKnows): GatheredDocuments;
