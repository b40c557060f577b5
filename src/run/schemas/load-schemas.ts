import {
  compileSchemaFiles,
  type ReadSchemaFiles,
} from '../../manifest/schema/compile-schema-files.js';
import type { DeclaredSchemas } from '../../manifest/schema/declared-schema.js';
import type { ManifestSchema } from '../../manifest/schema/manifest-schema.js';
import {
  readRegistered,
  readSchemaJson,
  withReferenced,
  type LoadSchemaOptions,
  type SchemaRefFile,
} from './load-schema-file.js';
import { readReferenced } from './schema-folder.js';

/** The schema settings of a validation, as the CLI and the Action both have them. */
export interface SchemaSettings {
  /**
   * The user's schema file in place of the built-in one: where to read it, its name, and how a
   * message names it (`the --schema file x.json`, `the schema x.json`).
   */
  schema?: { path: string; shownAs: string; named: string };
  /** More schema files, registered by `$id` for `$ref`s only. */
  refs: readonly SchemaRefFile[];
  /**
   * Schema files a manifest's `"$schema"` may pick (`--manifest-schema`), also registered by `$id`
   * for `$ref`s. Only these and `schema` can be picked: a `$ref` library may check nothing.
   */
  manifestSchemas: readonly SchemaRefFile[];
  /** Run vcpkg's own checks under the user's schema too. */
  vcpkgChecks: boolean;
  /** Check each manifest against the schema its `$schema` names. */
  fromManifest: boolean;
  /**
   * How schema files are read: the size limit, where they must be, and how messages name the
   * options that give refs and manifest schemas and that turn schemas from manifests on.
   */
  reading: LoadSchemaOptions & {
    refOption: string;
    manifestOption: string;
    fromManifestOption: string;
  };
}

/** A schema setting that cannot be used; `input` says which. */
export class SchemaSettingError extends Error {
  constructor(
    readonly input: 'schema' | 'refs' | 'manifest-schemas',
    message: string,
  ) {
    super(message);
  }
}

/** The schemas a validation checks against; none given is the built-in schema. */
export interface LoadedSchemas {
  schema?: ManifestSchema;
  /** With schemas from manifests: every schema by URI, and the one for the others. */
  declared?: DeclaredSchemas;
}

/**
 * Loads the user's schema files: reads every one first (the schema, its `$ref` files, the
 * manifest schemas and the `$ref` libraries), then compiles them. Throws SchemaSettingError for
 * one that cannot be used.
 */
export async function loadSchemas(settings: SchemaSettings): Promise<LoadedSchemas> {
  const { reading } = settings;
  if (settings.manifestSchemas.length > 0 && !settings.fromManifest)
    throw new SchemaSettingError(
      'manifest-schemas',
      `${reading.manifestOption} names the schemas a manifest's "$schema" may pick, so it needs ${reading.fromManifestOption}`,
    );
  const compiled = await compileSchemaFiles(readSchemaFiles(settings), settings.vcpkgChecks);
  if (!compiled.ok) throw new SchemaSettingError(compiled.input, compiled.message);
  const { schema, declared } = compiled;
  return declared === undefined ? { schema } : { schema, declared };
}

/**
 * Reads the schema files, each once, and the files their `$ref`s lead to. A file that cannot be
 * read or registered throws SchemaSettingError, in the order the files are given.
 */
function readSchemaFiles(settings: SchemaSettings): ReadSchemaFiles {
  const { schema, refs, manifestSchemas, fromManifest, reading } = settings;
  const { refOption, manifestOption } = reading;
  const main = schema && readSchemaJson(schema.path, schema.shownAs, reading);
  if (main?.ok === false) throw new SchemaSettingError('schema', main.message);
  // The refs serve a schema's `$ref`s: without a schema to compile, none is read.
  if (!main && !fromManifest) return {};
  const libraries = readRegistered(refs, reading, refOption);
  if (!libraries.ok) throw new SchemaSettingError('refs', libraries.message);
  // Beside a main schema, a manifest schema is registered for its `$ref`s too, as a ref is.
  const pickable = readRegistered(manifestSchemas, reading, main ? refOption : manifestOption);
  if (!pickable.ok)
    throw new SchemaSettingError(main ? 'refs' : 'manifest-schemas', pickable.message);
  // Where the `$ref`s of every schema lead: the registered files, and the files in their folders.
  const referenced = {
    registered: [...libraries.documents, ...pickable.documents],
    folders: [...libraries.folders, ...pickable.folders],
    read: (file: string, shownAs: string) => readSchemaJson(file, shownAs, reading),
    refOption,
  };
  const files: ReadSchemaFiles = {};
  if (main && schema) files.main = withReferenced(main, schema.shownAs, referenced);
  if (!fromManifest) return files;
  files.fromManifest = {
    pickable: pickable.documents.map((document) => ({
      text: document.text,
      source: document.source,
      id: document.uri,
      documents: readReferenced(document.schema, document.source, {
        ...referenced,
        base: document.uri,
      }),
    })),
    libraryIds: libraries.documents.map((document) => document.uri),
    names: { fallbackName: schema?.named ?? 'the built-in schema', refOption, manifestOption },
  };
  return files;
}
