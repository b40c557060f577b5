import type { CodeOptions } from 'ajv';
/** What ajv's `code.regExp` option takes: `(pattern, flags) => ({ test })`, named by `code`. */
type RegExpEngine = NonNullable<CodeOptions['regExp']>;
/** What ajv needs of a compiled pattern. */
export interface RegExpLike {
    /** Whether the pattern matches somewhere in `text`, as `RegExp.prototype.test` says. */
    test(text: string): boolean;
    /** `/pattern/u`: ajv shares one compiled pattern among all uses of the same text. */
    toString(): string;
}
/** A pattern compiled for matching in time linear in the input, or why it cannot be. */
export type LinearPattern = {
    ok: true;
    regExp: RegExpLike;
} | {
    ok: false;
    reason: string;
};
/**
 * Compiles an ECMAScript pattern (read with the `u` flag, as JSON Schema and ajv read it) for
 * RE2's linear-time matcher (re2js), keeping ECMAScript's meaning; refuses what RE2 cannot run,
 * such as backreferences and lookaround.
 */
export declare function compileLinearPattern(pattern: string): LinearPattern;
/** Thrown by `linearRegExp` inside ajv's compiler for a pattern it cannot run. */
export declare class RefusedPatternError extends Error {
    /** The pattern as the schema holds it. */
    readonly pattern: string;
    /** Why it is refused, such as `backreferences cannot be matched in linear time`. */
    readonly reason: string;
    constructor(
    /** The pattern as the schema holds it. */
    pattern: string, 
    /** Why it is refused, such as `backreferences cannot be matched in linear time`. */
    reason: string);
}
/**
 * ajv's `code.regExp` engine: every `pattern`, `patternProperties` key and `propertyNames`
 * pattern of a schema compiled with it is matched by `compileLinearPattern`. Throws
 * `RefusedPatternError` for a pattern it cannot run.
 */
export declare const linearRegExp: RegExpEngine;
export {};
