import { readFile } from 'node:fs/promises';
import type { ManifestSchema } from '../manifest/compile.js';
import { describeFsError } from './find-manifests.js';

/** A schema file compiled, or why it cannot be used. */
export type LoadedSchema = { ok: true; schema: ManifestSchema } | { ok: false; message: string };

/** Reads and compiles a user's JSON Schema file. */
export async function loadSchemaFile(file: string, shownAs = file): Promise<LoadedSchema> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return {
      ok: false,
      message: `cannot read the schema ${shownAs}: ${describeFsError(error as NodeJS.ErrnoException)}`,
    };
  }
  // Loaded only here: the compiler is big, and checking against the built-in schema needs none.
  const { compileSchema } = await import('../manifest/user-schema.js');
  const compiled = compileSchema(text, shownAs);
  return compiled.ok
    ? { ok: true, schema: compiled.schema }
    : { ok: false, message: compiled.message };
}
