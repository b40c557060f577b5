/** Where a platform expression goes wrong: a message and the UTF-16 range inside the expression string. */
export interface PlatformExpressionError {
    /** What was wrong and what was expected, in words a user understands. */
    message: string;
    /** Offset of the offending character or token in the expression string (0-based, UTF-16 code units). */
    offset: number;
    /** Length of the offending token; at least 1, except 0 at the end of the string. */
    length: number;
}
/** Checks a `supports`/`platform` expression; returns undefined when it is valid, else the first error. */
export declare function checkPlatformExpression(expression: string): PlatformExpressionError | undefined;
