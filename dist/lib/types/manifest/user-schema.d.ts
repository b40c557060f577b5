import { type CompiledSchema } from './compile.js';
/**
 * Compiles a user's own JSON Schema, in the dialect its `$schema` names (draft-07 when it names
 * none). `source` names the schema in messages, such as its file name.
 */
export declare function compileSchema(text: string, source: string): CompiledSchema;
