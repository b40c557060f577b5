import type { ValidateFunction } from 'ajv';
import { type SchemaDocuments } from './documents.js';
import { type IdKeyword } from './references.js';
/** The compiled schema, or why a document it needs cannot be used. */
export type CompiledWithReferences = {
    ok: true;
    validate: ValidateFunction;
} | {
    ok: false;
    message: string;
};
/** The part of an ajv instance used here. */
export interface SchemaCompiler {
    /** ajv checks a document itself: anything but an object or a boolean schema throws. */
    addSchema(schema: unknown, key?: string): unknown;
    compile(schema: object | boolean): ValidateFunction;
    /** `schemaId` is `id` for draft-04 (ajv-draft-04), else `$id`. */
    readonly opts: {
        readonly schemaId?: IdKeyword;
    };
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
export declare function compileReferenced(ajv: SchemaCompiler, schema: Record<string, unknown> | boolean, source: string, documents: SchemaDocuments, check?: DocumentCheck): CompiledWithReferences;
