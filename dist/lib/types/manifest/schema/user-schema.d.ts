import type { Ajv } from 'ajv';
import { type CompiledSchema } from './manifest-schema.js';
import { type SchemaDocuments } from './compile-referenced.js';
declare const DIALECTS: readonly ["draft-04", "draft-06", "draft-07", "2019-09", "2020-12"];
/** The JSON Schema dialects a user's schema may be written in. */
export type Dialect = (typeof DIALECTS)[number];
/**
 * Compiles a user's own JSON Schema (an object, or `true` or `false`), in the dialect its
 * `$schema` names: draft-07 when it names none, and then a keyword only a later draft checks is
 * refused, as draft-07 would ignore it. `source` names the schema in messages, such as its file
 * name. Its patterns run on a linear-time engine (the schema may come from a hostile pull
 * request); one that engine cannot run, such as a backreference, is refused here with its JSON
 * Pointer. A `$ref` to another document is followed through `documents` only: nothing is
 * fetched, but the meta-schemas of the dialect are known.
 */
export declare function compileSchema(text: string, source: string, documents?: SchemaDocuments): CompiledSchema;
/**
 * The ajv that compiles a user's schema of `dialect`, before its work is counted; the tests
 * compare what the counted one finds with what this one finds.
 */
export declare function createAjv(dialect: Dialect): Ajv;
export {};
