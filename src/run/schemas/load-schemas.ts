import type { DeclaredSchemas } from '../../manifest/schema/declared-schema.js';
import { withVcpkgChecks, type ManifestSchema } from '../../manifest/schema/manifest-schema.js';
import {
  loadSchemaFile,
  readRegistered,
  readSchemaJson,
  type LoadSchemaOptions,
  type SchemaRefFile,
} from './load-schema-file.js';
import { loadFromFolders } from './schema-folder.js';

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

/** Loads the user's schema files. Throws SchemaSettingError for one that cannot be used. */
export async function loadSchemas(settings: SchemaSettings): Promise<LoadedSchemas> {
  const { reading } = settings;
  if (settings.manifestSchemas.length > 0 && !settings.fromManifest)
    throw new SchemaSettingError(
      'manifest-schemas',
      `${reading.manifestOption} names the schemas a manifest's "$schema" may pick, so it needs ${reading.fromManifestOption}`,
    );
  let main: { schema: ManifestSchema; uri?: string } | undefined;
  if (settings.schema !== undefined) {
    const loaded = await loadSchemaFile(settings.schema.path, {
      ...reading,
      shownAs: settings.schema.shownAs,
      refs: [...settings.refs, ...settings.manifestSchemas],
    });
    if (!loaded.ok) throw new SchemaSettingError(loaded.input ?? 'schema', loaded.message);
    main = loaded;
  }
  // `vcpkg-checks` runs vcpkg's own checks under a schema that does not say it is vcpkg's.
  const schema = main && settings.vcpkgChecks ? withVcpkgChecks(main.schema) : main?.schema;
  if (!settings.fromManifest) return { schema };
  const registered = await loadRegisteredSchemas(settings, reading);
  if (!registered.ok) throw new SchemaSettingError(registered.input, registered.message);
  const fallbackName = settings.schema?.named ?? 'the built-in schema';
  const declared = declaredSchemaSet(registered, schema && { schema, uri: main?.uri }, {
    fallbackName,
    refOption: reading.refOption,
    manifestOption: reading.manifestOption,
  });
  return { schema, declared };
}

/**
 * The schemas a manifest's `"$schema"` may pick: the manifest schemas, and the main schema
 * (`--schema`) under its own `$id`, which is also the fallback. The `$id`s of `$ref` libraries
 * are kept apart, for a warning that says why a manifest may not pick one.
 */
export function declaredSchemaSet(
  registered: { byUri: Map<string, ManifestSchema>; refsOnly: ReadonlySet<string> },
  main: { schema: ManifestSchema; uri?: string } | undefined,
  names: { fallbackName: string; refOption: string; manifestOption: string },
): DeclaredSchemas {
  const { byUri, refsOnly } = registered;
  if (main?.uri !== undefined) byUri.set(main.uri, main.schema);
  return { byUri, refsOnly, fallback: main?.schema, ...names };
}

/** The manifest schemas by URI and the `$ref` libraries' URIs, or why one cannot be used. */
export type LoadedDeclaredSchemas =
  | { ok: true; byUri: Map<string, ManifestSchema>; refsOnly: Set<string> }
  | { ok: false; message: string; input: 'refs' | 'manifest-schemas' };

/**
 * Compiles each manifest schema on its own, under its `$id`, with every registered file (and the
 * `.json` files beside them) for its `$ref`s; read like any schema file. The `$ref` libraries
 * are read for `$ref`s only, and never compiled as schemas of their own.
 */
export async function loadRegisteredSchemas(
  { refs, manifestSchemas }: Pick<SchemaSettings, 'refs' | 'manifestSchemas'>,
  options: LoadSchemaOptions & { refOption: string; manifestOption: string },
): Promise<LoadedDeclaredSchemas> {
  const libraries = readRegistered(refs, options, options.refOption);
  if (!libraries.ok) return { ...libraries, input: 'refs' };
  const pickable = readRegistered(manifestSchemas, options, options.manifestOption);
  if (!pickable.ok) return { ...pickable, input: 'manifest-schemas' };
  const registered = [...libraries.documents, ...pickable.documents];
  const load = loadFromFolders(
    [...libraries.folders, ...pickable.folders],
    (file, shownAs) => readSchemaJson(file, shownAs, options),
    options.refOption,
  );
  const byUri = new Map<string, ManifestSchema>();
  if (pickable.documents.length > 0) {
    const { compileSchema } = await import('../../manifest/schema/user-schema.js');
    for (const document of pickable.documents) {
      const documents = { base: document.uri, registered, load };
      const compiled = compileSchema(document.text, document.source, documents);
      if (!compiled.ok) return { ...compiled, input: 'manifest-schemas' };
      byUri.set(document.uri, compiled.schema);
    }
  }
  const refsOnly = new Set(libraries.documents.map((document) => document.uri));
  for (const uri of byUri.keys()) refsOnly.delete(uri);
  return { ok: true, byUri, refsOnly };
}
