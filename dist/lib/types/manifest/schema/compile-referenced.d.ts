import type { Ajv, ValidateFunction } from 'ajv';
import { type SchemaDocuments } from './documents.js';
/**
 * Compiles `schema` with every document its `$ref`s name, from `documents` only; `check` says
 * what is wrong with one document before ajv sees it (a refused pattern), if anything. A `$ref`
 * that leads nowhere is said as such, naming the `$ref` and the document it is written in.
 * Anything else ajv throws is thrown on.
 */
export declare function compileReferenced(ajv: Ajv, schema: Record<string, unknown> | boolean, source: string, documents: SchemaDocuments, check: (schema: unknown, source: string) => string | undefined): {
    ok: true;
    validate: ValidateFunction;
} | {
    ok: false;
    message: string;
};
