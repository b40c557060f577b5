import type { ErrorObject } from 'ajv';
import type { Finding } from './finding.js';
/**
 * Replaces a failed `if` (ajv's "must match "then" schema") with the errors of its failing
 * `then`/`else`, which say what is wrong, each followed by the description beside the `if`
 * where there is one (vcpkg explains its rules there). The `if` stays, in words, only when none
 * of its branch's errors can be told apart, so a failed `if` never goes unreported.
 */
export declare function explainConditional(findings: Finding[], error: ErrorObject): void;
