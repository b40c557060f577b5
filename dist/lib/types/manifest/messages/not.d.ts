import type { ErrorObject } from 'ajv';
import { type ProblemDraft } from '../problems/draft.js';
type Base = Pick<ProblemDraft, 'pointer' | 'anchor'>;
/** `"a", "b" or "c"`, the first few of many and how many more. */
export declare function valueChoices(values: unknown[]): string;
/**
 * Puts a failed `not` into words: what the subschema under it matched, when it is a simple one
 * (a type, a value, a pattern, keys), else ajv's sense in plain words. A reserved-name pattern
 * (the spec's) says which names are reserved, unless the schema describes the rule itself.
 */
export declare function notDraft(error: ErrorObject, base: Base, described: boolean): ProblemDraft;
export {};
