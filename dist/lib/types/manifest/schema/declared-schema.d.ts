import { type ProblemDraft } from '../problems/draft.js';
import type { ManifestSchema } from './manifest-schema.js';
/** The schemas a manifest's `"$schema"` may pick, and what checks any other manifest. */
export interface DeclaredSchemas {
    /** Each registered schema under its `$id` (no fragment). */
    byUri: ReadonlyMap<string, ManifestSchema>;
    /** For a manifest that names no schema, or one not registered; the built-in one when none. */
    fallback?: ManifestSchema;
    /** How a warning names the fallback: `the --schema file x.json`, `the built-in schema`. */
    fallbackName: string;
    /** How a warning names what registers schemas: `--schema-ref` or `schema-refs`. */
    refOption: string;
    /**
     * The `$id`s of schemas registered only for `$ref`s: a manifest may not pick one of those, as a
     * `$ref` library may check nothing at its top level.
     */
    refsOnly: ReadonlySet<string>;
    /** How a warning names what gives manifest schemas: `--manifest-schema`, `manifest-schemas`. */
    manifestOption: string;
}
/** The schema a manifest picks, and the warning when its `"$schema"` names none registered. */
export interface PickedSchema {
    /** Undefined for the built-in schema. */
    schema?: ManifestSchema;
    warning?: ProblemDraft;
}
/**
 * The schema the parsed manifest's `"$schema"` names among `declared`, else the fallback; a
 * `"$schema"` that names none of them gets a warning at its value. JSON.parse keeps the last of
 * two `"$schema"` keys, and so does the choice.
 */
export declare function pickDeclaredSchema(data: unknown, declared: DeclaredSchemas, strict: boolean): PickedSchema;
