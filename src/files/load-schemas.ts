import type { DeclaredSchemas } from '../manifest/declared-schema.js';
import { withVcpkgChecks, type ManifestSchema } from '../manifest/manifest-schema.js';
import {
  loadSchemaFile,
  readRegistered,
  readSchemaJson,
  type LoadSchemaOptions,
  type SchemaRefFile,
} from './load-schema.js';
import { loadFromFolders } from './schema-folder.js';

/** The schema settings of a validation, as the CLI and the Action both have them. */
export interface SchemaSettings {
  /**
   * The user's schema file in place of the built-in one: where to read it, its name, and how a
   * message names it (`the --schema file x.json`, `the schema x.json`).
   */
  schema?: { path: string; shownAs: string; named: string };
  /** More schema files, registered by `$id` for `$ref`s and for schemas named by manifests. */
  refs: readonly SchemaRefFile[];
  /** Run vcpkg's own checks under the user's schema too. */
  vcpkgChecks: boolean;
  /** Check each manifest against the schema its `$schema` names. */
  fromManifest: boolean;
  /** How schema files are read: the size limit, where they must be, how the refs are named. */
  reading: LoadSchemaOptions & { refOption: string };
}

/** A schema setting that cannot be used; `input` says which. */
export class SchemaSettingError extends Error {
  constructor(
    readonly input: 'schema' | 'refs',
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

/** Loads the user's schema files. Throws SchemaSettingError for one that cannot be used. */
export async function loadSchemas(settings: SchemaSettings): Promise<LoadedSchemas> {
  const { reading } = settings;
  let main: { schema: ManifestSchema; uri?: string } | undefined;
  if (settings.schema !== undefined) {
    const loaded = await loadSchemaFile(settings.schema.path, {
      ...reading,
      shownAs: settings.schema.shownAs,
      refs: settings.refs,
    });
    if (!loaded.ok) throw new SchemaSettingError(loaded.input ?? 'schema', loaded.message);
    main = loaded;
  }
  // `vcpkg-checks` runs vcpkg's own checks under a schema that does not say it is vcpkg's.
  const schema = main && settings.vcpkgChecks ? withVcpkgChecks(main.schema) : main?.schema;
  if (!settings.fromManifest) return { schema };
  const registered = await loadRegisteredSchemas(settings.refs, reading, reading.refOption);
  if (!registered.ok) throw new SchemaSettingError('refs', registered.message);
  const fallbackName = settings.schema?.named ?? 'the built-in schema';
  const declared = declaredSchemaSet(registered.byUri, schema && { schema, uri: main?.uri }, {
    fallbackName,
    refOption: reading.refOption,
  });
  return { schema, declared };
}

/**
 * The schemas a manifest's `"$schema"` may pick: the registered ones, and the main schema
 * (`--schema`) under its own `$id`, which is also the fallback.
 */
export function declaredSchemaSet(
  registered: Map<string, ManifestSchema>,
  main: { schema: ManifestSchema; uri?: string } | undefined,
  names: { fallbackName: string; refOption: string },
): DeclaredSchemas {
  if (main?.uri !== undefined) registered.set(main.uri, main.schema);
  return { byUri: registered, fallback: main?.schema, ...names };
}

/** The schemas by URI, or why one of them cannot be used. */
export type LoadedDeclaredSchemas =
  { ok: true; byUri: Map<string, ManifestSchema> } | { ok: false; message: string };

/**
 * Compiles each `refs` file on its own, each under its `$id`, with the others (and the `.json`
 * files beside them) for its `$ref`s; read like any schema file.
 */
export async function loadRegisteredSchemas(
  refs: readonly SchemaRefFile[],
  options: LoadSchemaOptions,
  refOption: string,
): Promise<LoadedDeclaredSchemas> {
  const registered = readRegistered(refs, options, refOption);
  if (!registered.ok) return registered;
  const { compileSchema } = await import('../manifest/user-schema.js');
  const load = loadFromFolders(
    registered.folders,
    (file, shownAs) => readSchemaJson(file, shownAs, options),
    refOption,
  );
  const byUri = new Map<string, ManifestSchema>();
  for (const document of registered.documents) {
    const documents = { base: document.uri, registered: registered.documents, load };
    const compiled = compileSchema(document.text, document.source, documents);
    if (!compiled.ok) return compiled;
    byUri.set(document.uri, compiled.schema);
  }
  return { ok: true, byUri };
}
