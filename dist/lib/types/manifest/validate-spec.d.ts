import { type Rules } from './check-document.js';
import { type ProblemDraft } from './problems/draft.js';
import { type ManifestSchema } from './schema/manifest-schema.js';
/** How a manifest is checked against a schema. */
export interface SpecOptions {
    strict: boolean;
    /** A user's schema; the built-in one of the 2020 spec when not given. */
    schema?: ManifestSchema;
    /** A `"$schema"` that picked no schema: said among vcpkg's checks. */
    warning?: ProblemDraft;
}
/**
 * The rules of a schema (`--profile spec`): the 2020 spec's built-in schema, or a user's, and
 * vcpkg's checks where the schema asks for them.
 */
export declare const specRules: Rules<SpecOptions>;
