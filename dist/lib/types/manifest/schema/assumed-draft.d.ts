/**
 * Why a schema that names no `$schema` is refused, when it uses a keyword of a later draft (the
 * first in document order): read as draft-07, the keyword would check nothing and every manifest
 * would pass it. Undefined when it uses none.
 */
export declare function laterKeywordProblem(schema: unknown, source: string): string | undefined;
