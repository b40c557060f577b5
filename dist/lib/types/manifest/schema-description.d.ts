import type { ErrorObject } from 'ajv';
import type { ProblemDraft } from './draft.js';
/**
 * A schema's `description` as message text: one line (line breaks and control characters become
 * spaces, and so do bidi controls), cut short when long; undefined when there is none.
 */
export declare function schemaDescription(schema: unknown): string | undefined;
/**
 * The description that explains a failed keyword, where its schema has one: the subschema under
 * `not`, else the schema holding the keyword (for `if`, also its failing `then`/`else`). Only for
 * keywords whose own words cannot say why; the spec's schema has none of these described.
 */
export declare function keywordDescription(error: ErrorObject): string | undefined;
/** `…; the schema says: …`: the schema author's words, marked as theirs. */
export declare function withDescription(draft: ProblemDraft, description: string | undefined): ProblemDraft;
