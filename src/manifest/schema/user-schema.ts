import type { Ajv, Options } from 'ajv';
import AjvDraft07Module from 'ajv';
import Ajv2019Module from 'ajv/dist/2019.js';
import Ajv2020Module from 'ajv/dist/2020.js';
import draft06MetaSchema from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import AjvDraft04Module from 'ajv-draft-04';
import formatsModule from 'ajv-formats';
import { BUILT_IN_OPTIONS } from './built-in-schema.js';
import { wrapValidator, type CompiledSchema } from './manifest-schema.js';
import { quoteValue } from '../json/describe.js';
import { isJsonObject } from '../json/is-json-object.js';
import {
  compileLinearPattern,
  linearRegExp,
  RefusedPatternError,
} from './patterns/linear-regexp.js';
import { compileReferenced } from './compile-referenced.js';
import type { SchemaDocuments } from './documents.js';
import { schemaPatterns } from './patterns/schema-patterns.js';
import { laterKeywordProblem } from './assumed-draft.js';
import { countSchemaWork, SchemaTooLarge } from './work/count-schema-work.js';
import { dialectOf, DIALECTS, type Dialect } from './dialects.js';

const addFormats = formatsModule.default;

/** The ajv class of each dialect: draft-06 is draft-07's, with its meta-schema added. */
const AJV_CLASSES: Record<Dialect, new (options: Options) => Ajv> = {
  'draft-04': AjvDraft04Module.default,
  'draft-06': AjvDraft07Module.default,
  'draft-07': AjvDraft07Module.default,
  '2019-09': Ajv2019Module.default,
  '2020-12': Ajv2020Module.default,
};

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
export function compileSchema(
  text: string,
  source: string,
  documents: SchemaDocuments = {},
): CompiledSchema {
  const refuse = (message: string): CompiledSchema => ({ ok: false, message });
  let schema: unknown;
  try {
    schema = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return refuse(`${source}: not valid JSON: ${(error as Error).message}`);
  }
  // `true` and `false` are schemas from draft-06 on, alike in every draft that has them.
  if (typeof schema !== 'boolean' && !isJsonObject(schema))
    return refuse(`${source}: a JSON Schema must be an object, or from draft-06 on true or false`);
  const declared = isJsonObject(schema) ? schema.$schema : undefined;
  const dialect = dialectOf(schema);
  if (!dialect)
    return refuse(
      `${source}: unsupported $schema ${quoteValue(declared)}; expected ${DIALECTS.join(', ')}`,
    );
  const later = declared === undefined ? laterKeywordProblem(schema, source) : undefined;
  if (later !== undefined) return refuse(later);
  // ajv's validator of an `$async` schema returns a promise, which would pass every manifest.
  if (isJsonObject(schema) && schema.$async === true)
    return refuse(`${source}: "$async" schemas are not supported`);
  const refused = refusedPatternIn(schema, source);
  if (refused !== undefined) return refuse(refused);
  try {
    const ajv = createAjv(dialect);
    const work = countSchemaWork(ajv);
    const referenced = compileReferenced(ajv, schema, source, documents, refusedPatternIn);
    if (!referenced.ok) return referenced;
    const vcpkgChecks = isJsonObject(schema) && isVcpkgManifestSchema(schema);
    return { ok: true, schema: wrapValidator('custom', referenced.validate, vcpkgChecks, work) };
  } catch (error) {
    // A pattern the search above could not see as one (reached by a `$ref` into `examples`).
    if (error instanceof RefusedPatternError)
      return refuse(refusedPattern(source, error.pattern, error.reason));
    if (error instanceof SchemaTooLarge)
      return refuse(
        `${source}: too large: ${error.message}, counting a definition without $refs once for each $ref to it (ajv puts it in place there)`,
      );
    if (error instanceof RangeError && /call stack/.test(error.message))
      return refuse(
        `${source}: its $refs or subschemas nest too deeply to compile (the stack ran out)`,
      );
    return refuse(
      `${source}: not a valid ${dialect} JSON Schema${declared === undefined ? ' (assumed: it names no "$schema")' : ''}: ${(error as Error).message}`,
    );
  }
}

/**
 * Whether a schema says it is vcpkg's manifest schema: its `$id` names a file `vcpkg.schema.json`
 * (vcpkg-tool's docs/, or vcpkg's scripts/ of 2020), or its `title` names a vcpkg manifest.
 */
function isVcpkgManifestSchema(schema: Record<string, unknown>): boolean {
  const { $id, id, title } = schema;
  // draft-04 names it `id`.
  const named = typeof $id === 'string' ? $id : id;
  const file = typeof named === 'string' ? named.split(/[?#]/)[0]?.split('/').pop() : undefined;
  if (file?.toLowerCase() === 'vcpkg.schema.json') return true;
  return typeof title === 'string' && /\bvcpkg\b.*\bmanifest\b|\bvcpkg\.json\b/i.test(title);
}

/** The first pattern of a schema document that the linear-time engine cannot run, said. */
function refusedPatternIn(schema: unknown, source: string): string | undefined {
  for (const { pointer, pattern } of schemaPatterns(schema)) {
    const compiled = compileLinearPattern(pattern);
    if (!compiled.ok) return refusedPattern(`${source}: ${pointer}`, pattern, compiled.reason);
  }
  return undefined;
}

/** `mine.json: /properties/id/pattern: the pattern "(a)\\1" is refused: backreferences …`. */
function refusedPattern(where: string, pattern: string, reason: string): string {
  return `${where}: the pattern ${quoteValue(pattern)} is refused: ${reason}`;
}

/**
 * The ajv that compiles a user's schema of `dialect`, before its work is counted; the tests
 * compare what the counted one finds with what this one finds.
 */
export function createAjv(dialect: Dialect): Ajv {
  const options: Options = {
    allErrors: BUILT_IN_OPTIONS.allErrors,
    verbose: BUILT_IN_OPTIONS.verbose,
    strict: false,
    // Patterns come from the schema, values from the manifest: both may be hostile.
    unicodeRegExp: true,
    code: { regExp: linearRegExp },
  };
  const ajv = new AJV_CLASSES[dialect](options);
  if (dialect === 'draft-06') ajv.addMetaSchema(draft06MetaSchema);
  addFormats(ajv);
  return ajv;
}
