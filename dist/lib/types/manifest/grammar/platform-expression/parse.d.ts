/**
 * A read expression: `not` is `!`, parentheses only group, a run of one operator is one node
 * (`a & b & c`), and a `,` node is one list, `a, b, c`, though vcpkg's tree nests it, `a, (b, c)`.
 * A negation knows where it stands: from its `!` or `not` to the end of its operand.
 */
export type PlatformNode = {
    readonly kind: 'identifier';
    readonly name: string;
} | {
    kind: 'not';
    operand: PlatformNode;
    offset: number;
    end: number;
} | {
    kind: '&' | '|' | ',';
    operands: PlatformNode[];
};
/**
 * The one failure of the platform grammar, at the offending token (a name as a whole, else one
 * character; length 0 at the end); the words are the profile's.
 * - `identifier`: a name or `(` expected, and not found
 * - `unexpected`: an operator or the end expected (at the top level)
 * - `closing`: an operator or `)` expected (inside parentheses)
 * - `or`: the word `or` where an operator goes
 * - `mixing`: `&` and `|` in one run, without parentheses
 * - `too-deep`: a `(` nested more than DEEPEST_GROUP deep
 */
export interface PlatformSyntaxError {
    code: 'identifier' | 'unexpected' | 'closing' | 'or' | 'mixing' | 'too-deep';
    offset: number;
    length: number;
}
/** The tree, or the first error. */
export type PlatformRead = {
    tree: PlatformNode;
    error?: undefined;
} | {
    tree?: undefined;
    error: PlatformSyntaxError;
};
/** Deepest parentheses read; it bounds the recursion (vcpkg itself has no bound). */
export declare const DEEPEST_GROUP = 1000;
/** Reads `expression` as vcpkg does. */
export declare function readPlatformExpression(expression: string): PlatformRead;
