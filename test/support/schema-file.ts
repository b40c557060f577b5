import type { CompiledSchema } from '../../src/manifest/schema/manifest-schema.js';
import type { LoadSchemaOptions, SchemaRefFile } from '../../src/run/schemas/load-schema-file.js';
import { loadSchemas, SchemaSettingError } from '../../src/run/schemas/load-schemas.js';

/**
 * Reads and compiles one schema file, with its `refs` (`--schema-ref`), as a run reads and
 * compiles its `--schema`: through loadSchemas. A file that cannot be used is `ok: false` with
 * the message the run would print.
 */
export async function loadSchemaFile(
  file: string,
  {
    shownAs = file,
    refs = [],
    ...reading
  }: LoadSchemaOptions & { shownAs?: string; refs?: readonly SchemaRefFile[] } = {},
): Promise<CompiledSchema> {
  try {
    const { schema } = await loadSchemas({
      schema: { path: file, shownAs, named: `the --schema file ${shownAs}` },
      refs,
      manifestSchemas: [],
      vcpkgChecks: false,
      fromManifest: false,
      reading: {
        ...reading,
        refOption: '--schema-ref',
        manifestOption: '--manifest-schema',
        fromManifestOption: '--schema-from-manifest',
      },
    });
    if (schema === undefined) throw new Error('no schema was loaded');
    return { ok: true, schema };
  } catch (error) {
    if (!(error instanceof SchemaSettingError)) throw error;
    return { ok: false, message: error.message };
  }
}
