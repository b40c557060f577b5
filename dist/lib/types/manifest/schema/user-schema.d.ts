import type { Ajv } from 'ajv';
import { type CompiledSchema } from './manifest-schema.js';
import type { SchemaDocuments } from './documents.js';
import { type Dialect } from './dialects.js';
/**
 * Compiles a user's own JSON Schema (an object, or `true` or `false`), in the dialect its
 * `$schema` names: draft-07 when it names none, and then a keyword only a later draft checks is
 * refused, as draft-07 would ignore it. Its patterns run on a linear-time engine (the schema may
 * come from a hostile pull request); one that engine cannot run, such as a backreference, is
 * refused here with its JSON Pointer. Nothing is fetched: a `$ref` to another document finds it
 * in `documents` or among the meta-schemas of the dialect, or the result says which `$ref` leads
 * nowhere and under which URI to give its document.
 *
 * @param text - The schema's JSON text.
 * @param source - What messages call the schema, such as its file name.
 * @param documents - The other schema documents its `$ref`s name (the command line's
 *   `--schema-ref` files, the Action's `schema-refs`): each in `registered` under its absolute
 *   URI, or returned by `load`. `base` is the URI relative `$ref`s resolve against when the
 *   schema's `$id` gives none, such as its file's `file:` URL. None by default.
 * @returns The compiled schema for `validateManifest`'s `schema` option, or `ok: false` and a
 *   message saying what is wrong and where.
 *
 * @example A schema whose `$ref` names a document beside it
 * ```ts
 * const definitions = { definitions: { id: { type: 'string', pattern: '^[a-z]+$' } } };
 * const compiled = compileSchema(
 *   '{ "properties": { "name": { "$ref": "definitions.json#/definitions/id" } } }',
 *   'manifest.schema.json',
 *   {
 *     base: 'https://example.com/schemas/manifest.schema.json',
 *     registered: [
 *       {
 *         uri: 'https://example.com/schemas/definitions.json',
 *         schema: definitions,
 *         source: 'definitions.json',
 *       },
 *     ],
 *   },
 * );
 * ```
 */
export declare function compileSchema(text: string, source: string, documents?: SchemaDocuments): CompiledSchema;
/**
 * The ajv that compiles a user's schema of `dialect`, before its work is counted; the tests
 * compare what the counted one finds with what this one finds.
 */
export declare function createAjv(dialect: Dialect): Ajv;
