/** The most steps a user's schema may take on a file of `characters` characters. */
export declare function schemaWorkBound(characters: number): number;
/**
 * Thrown from a user schema's validator (count-schema-work.ts) when checking one file needs more than
 * its bound; validateManifest makes it a `schema-work-limit` problem. No ajv is imported here, so
 * that checking against the built-in schema never loads ajv's compiler.
 */
export declare class SchemaWorkExceeded extends Error {
    /** JSON Pointer of the value being checked when the bound was reached. */
    readonly pointer: string;
    /** The bound that was reached, in steps. */
    readonly limit: number;
    constructor(
    /** JSON Pointer of the value being checked when the bound was reached. */
    pointer: string, 
    /** The bound that was reached, in steps. */
    limit: number);
}
