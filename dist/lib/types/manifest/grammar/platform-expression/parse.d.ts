/** vcpkg's message for a platform expression, and the offset it points at. */
export interface GrammarError {
    message: string;
    /** Where in the expression (UTF-16 code units). */
    offset: number;
    /** How long the offending token is; 0 at the end of the expression. */
    length: number;
}
/** Deepest parentheses read; it bounds the recursion (vcpkg itself has no bound). */
export declare const DEEPEST_GROUP = 1000;
/** vcpkg's first error in `expression`, or undefined when vcpkg's parser reads it. */
export declare function platformGrammarError(expression: string): GrammarError | undefined;
