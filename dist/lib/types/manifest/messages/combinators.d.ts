import type { ErrorObject } from 'ajv';
import type { Finding } from './finding.js';
/**
 * Replaces each failed `anyOf`/`oneOf` and the errors of its branches with what a person needs:
 * the errors of the branch whose type fits the value, or one type error when none fits, or one
 * "exactly one of" problem for a choice of required keys (the version rule); and each failed `if`
 * with the errors of its failing branch (see explainConditional).
 */
export declare function resolveCombinators(errors: ErrorObject[], data: unknown): Finding[];
