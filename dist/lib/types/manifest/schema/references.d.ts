/** A `$ref` of a schema document that names another document. */
export interface ExternalReference {
    /** The `$ref` as the schema writes it: `defs.json#/definitions/id`. */
    readonly ref: string;
    /** What it names, resolved against the `$id`s around it: `https://x/defs.json#/definitions/id`. */
    readonly uri: string;
    /** The document it names: `uri` without its fragment. */
    readonly document: string;
}
/** Every `$ref` of a document and where it leads, or a `$ref` that is no URI reference. */
export type DocumentReferences = {
    ok: true;
    references: ExternalReference[];
    ids: Set<string>;
} | {
    ok: false;
    ref: string;
};
/** The keyword that gives a schema its URI: `$id`, or `id` in draft-04. */
export type IdKeyword = '$id' | 'id';
/**
 * The `$ref`s of a schema document, each resolved against `base` (the document's own URI) and
 * the `idKeyword`s above it. `ids` holds every URI the document itself answers to, so that a
 * `$ref` into it is not taken for another document.
 */
export declare function documentReferences(schema: unknown, base: string, idKeyword: IdKeyword): DocumentReferences;
/**
 * The URI a schema document names itself by, resolved against `base`, without its fragment:
 * its `$id`, or in draft-04 its `id`; undefined when it names none (or is a boolean schema).
 */
export declare function ownUri(schema: unknown, base: string, idKeyword: IdKeyword): string | undefined;
/** `ref` resolved against `base` (none: `ref` must be absolute); undefined when either is no URI. */
export declare function resolve(ref: string, base?: string): string | undefined;
/** A URI without its `#fragment`. */
export declare function withoutFragment(uri: string): string;
