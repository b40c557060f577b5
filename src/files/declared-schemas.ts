import type { DeclaredSchemas } from '../manifest/declared-schema.js';
import type { ManifestSchema } from '../manifest/manifest-schema.js';
import {
  readRegistered,
  readSchemaJson,
  type LoadSchemaOptions,
  type SchemaRefFile,
} from './load-schema.js';
import { loadFromFolders } from './schema-folder.js';

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
