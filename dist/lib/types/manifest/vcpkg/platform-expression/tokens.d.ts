/**
 * The tokens of a platform expression and the failure the parser carries out: the lexical half
 * of parser.ts.
 */
/** Where a platform expression goes wrong: a message and the UTF-16 range inside the expression string. */
export interface PlatformExpressionError {
    /** What was wrong and what was expected, in words a user understands. */
    message: string;
    /** Offset of the offending character or token in the expression string (0-based, UTF-16 code units). */
    offset: number;
    /** Length of the offending token; at least 1, except 0 at the end of the string. */
    length: number;
}
/**
 * Token kinds: a word (a name, or the keyword `not`, `and` or `or`, told apart by where it
 * stands), an operator or parenthesis as itself, and the end of the string.
 */
export type TokenKind = 'word' | '!' | '&' | '|' | '(' | ')' | ',' | 'end';
/** One token: its kind, its source text (empty at the end) and where that text starts. */
export interface Token {
    kind: TokenKind;
    text: string;
    offset: number;
}
/** Carries the first error out of the recursive descent; caught in checkPlatformExpression. */
export declare class ExpressionFailure extends Error {
    readonly detail: PlatformExpressionError;
    constructor(detail: PlatformExpressionError);
}
/** Aborts parsing with the given error. */
export declare function fail(message: string, offset: number, length: number): never;
/** Quotes a token for a message, shortening very long names so messages stay readable. */
export declare function quote(text: string): string;
/** Names a token for a message; the end token has no text of its own. */
export declare function describeToken(token: Token): string;
/** Reads the token at or after `start`, skipping whitespace; throws on a lexical error. */
export declare function readToken(expression: string, start: number): Token;
/** Is the token the given word (a keyword, or a name where the grammar wants one)? */
export declare function isWord(token: Token, text: string): boolean;
