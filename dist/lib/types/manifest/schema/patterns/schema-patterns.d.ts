/** A regular expression in a schema: a `pattern` value or a `patternProperties` key. */
export interface SchemaPattern {
    /** JSON Pointer to the `pattern` value, or to the `patternProperties` entry. */
    readonly pointer: string;
    /** The pattern as the schema holds it. */
    readonly pattern: string;
}
/**
 * Every pattern of a JSON Schema, in document order. Unknown keywords are searched as schemas
 * (a `$ref` can make one so); only data keywords are skipped.
 */
export declare function schemaPatterns(schema: unknown): SchemaPattern[];
