import type { ErrorObject } from 'ajv';
/**
 * The description that explains a failed keyword, where its schema has one: the subschema under
 * `not`, else the schema holding the keyword (for `if`, also its failing `then`/`else`). Only for
 * keywords whose own words cannot say why; the spec's schema has none of these described.
 */
export declare function keywordDescription(error: ErrorObject): string | undefined;
