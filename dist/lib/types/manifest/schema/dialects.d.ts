import type { CompilerKnows } from './documents.js';
/** The JSON Schema dialects a user's schema may be written in. */
export declare const DIALECTS: readonly ["draft-04", "draft-06", "draft-07", "2019-09", "2020-12"];
export type Dialect = (typeof DIALECTS)[number];
/** The dialect a schema's `$schema` names: draft-07 when it names none; undefined for another. */
export declare function dialectOf(schema: unknown): Dialect | undefined;
/** How the compiler of `dialect` reads documents, known before it is made. */
export declare function compilerKnows(dialect: Dialect): CompilerKnows;
