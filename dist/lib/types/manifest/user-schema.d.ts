import { type CompiledSchema } from './manifest-schema.js';
import { type SchemaDocuments } from './schema-documents-compile.js';
/**
 * Compiles a user's own JSON Schema, in the dialect its `$schema` names (draft-07 when it names
 * none). `source` names the schema in messages, such as its file name. Its patterns run on a
 * linear-time engine (the schema may come from a hostile pull request); one that engine cannot
 * run, such as a backreference, is refused here with its JSON Pointer. A `$ref` to another
 * document is followed through `documents` only: nothing is fetched.
 */
export declare function compileSchema(text: string, source: string, documents?: SchemaDocuments): CompiledSchema;
