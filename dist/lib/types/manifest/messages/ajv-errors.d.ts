import type { ErrorObject } from 'ajv';
/**
 * The errors of ajv's own keywords whose params the messages read, narrowed by `keyword` as
 * ajv's `DefinedError` is. ajv types `params` loosely (`type` is a list when the schema names
 * several types), and a user's schema may fail any other keyword (`maxLength`, …): these are
 * checked by {@link isWordedError}, never assumed.
 */
export type WordedError = ErrorObject<'required', {
    missingProperty: string;
}> | ErrorObject<'dependencies' | 'dependentRequired', {
    missingProperty: string;
    property: string;
}> | ErrorObject<'additionalProperties', {
    additionalProperty: string;
}> | ErrorObject<'type', {
    type: string | string[];
}> | ErrorObject<'pattern', {
    pattern: string;
}> | ErrorObject<'const', {
    allowedValue: unknown;
}> | ErrorObject<'enum', {
    allowedValues: unknown[];
}> | ErrorObject<'if', {
    failingKeyword: string;
}> | ErrorObject<'oneOf', {
    passingSchemas: number[] | null;
}> | ErrorObject<'minimum' | 'exclusiveMinimum', {
    limit: number;
    comparison: string;
}> | ErrorObject<'format', {
    format: string;
}> | ErrorObject<'not' | 'false schema', Record<string, unknown>>;
/** Whether `error` is of a keyword the messages word themselves, with the params they read. */
export declare function isWordedError(error: ErrorObject): error is WordedError;
