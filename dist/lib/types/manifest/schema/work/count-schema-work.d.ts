import { type ValidationRules } from '../ajv-internals.js';
/**
 * Most keywords ajv may compile for one schema. ajv puts a definition without `$ref`s in place at
 * each `$ref` to it, so a 38 KB schema that names a 200-property definition 1,000 times compiled
 * 400,000 keywords, for three minutes; vcpkg's own schema compiles 300.
 */
export declare const MOST_COMPILED_KEYWORDS = 10000;
/** Thrown while a schema compiles, when it needs more than MOST_COMPILED_KEYWORDS. */
export declare class SchemaTooLarge extends Error {
    constructor();
}
/** The work of a user schema's checks, counted by the code its keywords generate. */
export declare class SchemaWork {
    /** Steps taken by the current or last check. */
    steps: number;
    /** Unbounded but while a check runs: ajv also runs validators while it compiles. */
    limit: number;
    /** Errors made and not yet dropped in the current check. */
    errorsMade: number;
    /** Keywords compiled: a schema without `$ref`s is put in place at each `$ref` to it. */
    compiled: number;
    /** Runs one check with its steps counted from 0; @throws SchemaWorkExceeded past `limit`. */
    bounded<T>(check: () => T, limit: number): T;
    /** Called by the generated code when the steps pass the limit. */
    exceeded(pointer: string): never;
    /** What going through an object's keys costs: `perKey` a key, `perCharacter` a character. */
    keyCost(data: object, perKey: number, perCharacter: number): number;
    /** Of the errors made since `made`, those not kept (now `kept` more) cost only a dropped error. */
    dropped(made: number, kept: number): void;
}
/**
 * Makes every keyword of `ajv` count its work into the returned SchemaWork, in the code ajv
 * generates: as a keyword is applied to a value it adds its cost (costs.ts), and each
 * error adds a kept error's, given back but a dropped error's when `anyOf` and the like drop it.
 * A check that passes its limit stops with SchemaWorkExceeded. Call it after every keyword and
 * format is added, before anything is compiled. No verdict and no error changes.
 */
export declare function countSchemaWork(ajv: {
    readonly RULES: ValidationRules;
}): SchemaWork;
