/**
 * ECMAScript patterns (JSON Schema's `pattern`, read with the `u` flag as ajv reads it) rewritten
 * in RE2 syntax with the same meaning, or refused with the reason where RE2 has none.
 */
/** A pattern in RE2 syntax, or why it has none. */
export type TranslatedPattern = {
    ok: true;
    re2: string;
} | {
    ok: false;
    reason: string;
};
/** The pattern in RE2 syntax, or why RE2 cannot run it with ECMAScript's meaning. */
export declare function translatePattern(pattern: string): TranslatedPattern;
