import type { ErrorObject } from 'ajv';
import type { ProblemDraft } from './draft.js';
/** Puts one ajv error into words, pointing where a person would look. */
export declare function schemaErrorDraft(error: ErrorObject): ProblemDraft;
