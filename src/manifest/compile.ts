import type { ErrorObject, Options, ValidateFunction } from 'ajv';
import AjvDraft07Module from 'ajv';
import Ajv2019Module from 'ajv/dist/2019.js';
import Ajv2020Module from 'ajv/dist/2020.js';
import draft06MetaSchema from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import AjvDraft04Module from 'ajv-draft-04';
import formatsModule from 'ajv-formats';
import { BUILT_IN_SCHEMA, strictSchema } from './built-in-schema.js';

const AjvDraft04 = AjvDraft04Module.default;
const AjvDraft07 = AjvDraft07Module.default;
const Ajv2019 = Ajv2019Module.default;
const Ajv2020 = Ajv2020Module.default;
const addFormats = formatsModule.default;

/** A compiled schema that manifests are checked against. */
export interface ManifestSchema {
  /** `built-in` also runs the vcpkg checks that a schema cannot state (platform, SPDX, names). */
  readonly kind: 'built-in' | 'custom';
  /** Checks parsed JSON; returns every error ajv finds (none when valid). */
  errors(data: unknown): ErrorObject[];
}

/** A user's schema that compiled, or what is wrong with it. */
export type CompiledSchema = { ok: true; schema: ManifestSchema } | { ok: false; message: string };

/** `verbose` gives each error its schema, which the messages need (allowed keys, branches). */
const CHECK_OPTIONS: Options = { allErrors: true, verbose: true };

let builtIn: ManifestSchema | undefined;
let builtInStrict: ManifestSchema | undefined;

/** The spec's schema (compiled once, on first use); `strict` is what vcpkg itself enforces. */
export function builtInSchema(strict = false): ManifestSchema {
  if (strict) return (builtInStrict ??= compileBuiltIn(strictSchema()));
  return (builtIn ??= compileBuiltIn(BUILT_IN_SCHEMA));
}

function compileBuiltIn(schema: object): ManifestSchema {
  const ajv = new AjvDraft04({ ...CHECK_OPTIONS, strictRequired: false, allowUnionTypes: true });
  addFormats(ajv);
  return wrap('built-in', ajv.compile(schema));
}

const DIALECTS = ['draft-04', 'draft-06', 'draft-07', '2019-09', '2020-12'] as const;
type Dialect = (typeof DIALECTS)[number];

/**
 * Compiles a user's own JSON Schema, in the dialect its `$schema` names (draft-07 when it names
 * none). `source` names the schema in messages, such as its file name.
 */
export function compileSchema(text: string, source: string): CompiledSchema {
  let schema: unknown;
  try {
    schema = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, message: `${source}: not valid JSON: ${(error as Error).message}` };
  }
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
    return { ok: false, message: `${source}: a JSON Schema must be an object` };
  const declared = (schema as { $schema?: unknown }).$schema;
  const dialect =
    declared === undefined ? 'draft-07' : DIALECTS.find((name) => String(declared).includes(name));
  if (!dialect)
    return {
      ok: false,
      message: `${source}: unsupported $schema ${JSON.stringify(declared)}; expected ${DIALECTS.join(', ')}`,
    };
  try {
    return { ok: true, schema: wrap('custom', createAjv(dialect).compile(schema)) };
  } catch (error) {
    return {
      ok: false,
      message: `${source}: not a valid ${dialect} JSON Schema: ${(error as Error).message}`,
    };
  }
}

function createAjv(dialect: Dialect) {
  const options: Options = { ...CHECK_OPTIONS, strict: false };
  const ajv =
    dialect === 'draft-04'
      ? new AjvDraft04(options)
      : dialect === '2019-09'
        ? new Ajv2019(options)
        : dialect === '2020-12'
          ? new Ajv2020(options)
          : new AjvDraft07(options);
  if (dialect === 'draft-06') ajv.addMetaSchema(draft06MetaSchema);
  addFormats(ajv);
  return ajv;
}

function wrap(kind: ManifestSchema['kind'], validate: ValidateFunction): ManifestSchema {
  return { kind, errors: (data) => (validate(data) ? [] : [...(validate.errors ?? [])]) };
}
