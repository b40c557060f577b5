/** What the walkers of a JSON Schema document need to know of its keywords. */
/** Keywords whose values are data, not schemas: a `pattern`, `$ref` or `$id` there is not one. */
export declare const DATA_KEYWORDS: ReadonlySet<string>;
/**
 * Keywords whose values map names or patterns (not keywords) to schemas: a `default` there is a
 * name.
 */
export declare const SCHEMA_MAPS: ReadonlySet<string>;
