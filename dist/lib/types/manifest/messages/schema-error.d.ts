import type { ErrorObject } from 'ajv';
import { type ProblemDraft } from '../problems/draft.js';
/**
 * Puts one ajv error into words, pointing where a person would look. Where the schema describes
 * the rule (a `description` on the subschema under `not`, or beside an `if`, `oneOf` or closed
 * object), its words follow; `said` is a description from further out, such as an `if`'s for the
 * errors of its `then`.
 */
export declare function schemaErrorDraft(error: ErrorObject, said?: string): ProblemDraft;
