import { type PlatformExpressionError } from './tokens.js';
export type { PlatformExpressionError } from './tokens.js';
/** Checks a `supports`/`platform` expression; returns undefined when it is valid, else the first error. */
export declare function checkPlatformExpression(expression: string): PlatformExpressionError | undefined;
