/** A keyword of a later draft in a schema read as draft-07, and where it is. */
export interface LaterKeyword {
    readonly keyword: string;
    /** JSON Pointer to the keyword's value. */
    readonly pointer: string;
    /** The first draft that checks it: `2019-09` or `2020-12`. */
    readonly draft: string;
}
/** The first keyword, in document order, that a later draft checks and draft-07 ignores. */
export declare function laterDraftKeyword(schema: unknown): LaterKeyword | undefined;
/**
 * Why a schema that names no `$schema` is refused when it uses a keyword of a later draft: read
 * as draft-07, the keyword would check nothing and every manifest would pass it.
 */
export declare function laterKeywordMessage(source: string, found: LaterKeyword): string;
