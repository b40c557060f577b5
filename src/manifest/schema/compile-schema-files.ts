import type { DeclaredSchemas } from './declared-schema.js';
import type { SchemaDocuments } from './documents.js';
import { withVcpkgChecks, type CompiledSchema, type ManifestSchema } from './manifest-schema.js';

/** A user's schema file as read, with every document its `$ref`s may lead to, read already. */
export interface ReadSchemaFile {
  /** Its JSON text. */
  text: string;
  /** How messages name it, such as its file name. */
  source: string;
  /** The documents its `$ref`s may name; `load` only looks up what was read. */
  documents: SchemaDocuments;
  /** The absolute URI its `$id` names, if it names one. */
  id?: string;
}

/** Every schema file of a validation, read: nothing is read while they compile. */
export interface ReadSchemaFiles {
  /** The schema in place of the built-in one. */
  main?: ReadSchemaFile;
  /** With schemas from manifests: those a manifest's `"$schema"` may pick, and the libraries' `$id`s. */
  fromManifest?: {
    pickable: readonly (ReadSchemaFile & { id: string })[];
    libraryIds: readonly string[];
    names: Pick<DeclaredSchemas, 'fallbackName' | 'refOption' | 'manifestOption'>;
  };
}

/** The compiled schemas, as validateManifest takes them, or which schema cannot be used and why. */
export type CompiledSchemaFiles =
  | { ok: true; schema?: ManifestSchema; declared?: DeclaredSchemas }
  | { ok: false; input: 'schema' | 'manifest-schemas'; message: string };

/** Compiles one schema file read with its documents. */
export async function compileSchemaFile(file: ReadSchemaFile): Promise<CompiledSchema> {
  // Loaded only here: the compiler is big, and checking against the built-in schema needs none.
  const { compileSchema } = await import('./user-schema.js');
  return compileSchema(file.text, file.source, file.documents);
}

/**
 * Compiles the schema files of a validation: the main one (with vcpkg's own checks when
 * `vcpkgChecks`), then each a manifest may pick on its own, under its `$id`. The `$ref`
 * libraries are never compiled as schemas of their own.
 */
export async function compileSchemaFiles(
  files: ReadSchemaFiles,
  vcpkgChecks: boolean,
): Promise<CompiledSchemaFiles> {
  let schema: ManifestSchema | undefined;
  if (files.main !== undefined) {
    const compiled = await compileSchemaFile(files.main);
    if (!compiled.ok) return { ...compiled, input: 'schema' };
    // `vcpkg-checks` runs vcpkg's own checks under a schema that does not say it is vcpkg's.
    schema = vcpkgChecks ? withVcpkgChecks(compiled.schema) : compiled.schema;
  }
  if (files.fromManifest === undefined) return { ok: true, schema };
  const { pickable, libraryIds, names } = files.fromManifest;
  const byUri = new Map<string, ManifestSchema>();
  for (const file of pickable) {
    const compiled = await compileSchemaFile(file);
    if (!compiled.ok) return { ...compiled, input: 'manifest-schemas' };
    byUri.set(file.id, compiled.schema);
  }
  const refsOnly = new Set(libraryIds);
  for (const uri of byUri.keys()) refsOnly.delete(uri);
  // The main schema is picked by its own `$id` too, and is the fallback.
  if (schema !== undefined && files.main?.id !== undefined) byUri.set(files.main.id, schema);
  return { ok: true, schema, declared: { byUri, refsOnly, fallback: schema, ...names } };
}
