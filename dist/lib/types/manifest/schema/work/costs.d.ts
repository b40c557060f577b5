import { type Code, type KeywordCxt } from 'ajv';
/**
 * What the work of a check costs, in steps of about 5 ns (Node 20, ajv 8.20, re2js, measured kind
 * by kind under jest): the dearest case of each kind seen, but for patterns, which are counted at
 * what re2js takes warm. No attack of test/hardening/schema-work-bound.test.ts ran at more than
 * 8 ns a step.
 */
export declare const STEPS: {
    /** A keyword applied to a value, one subschema or one entry of its value. */
    readonly keyword: 1;
    /** A `$ref` that calls another validator: a call, and an object for its context. */
    readonly call: 48;
    /** A key of an object that a keyword goes through (`for…in`, then a lookup). */
    readonly key: 16;
    /** Two values compared deeply (`enum`, `const`, `uniqueItems`): each call reads keys. */
    readonly comparison: 256;
    /** An error kept: an object of eight fields that lives to the end, copied by each collection. */
    readonly keptError: 200;
    /** An error made, then dropped by `anyOf`, `oneOf`, `not`, `if` or `contains`. */
    readonly droppedError: 20;
    /** A character a pattern reads: re2js took 70 ns (warm) to 280 ns (cold), by pattern. */
    readonly patternCharacter: 16;
    /** A pattern's start on a string or key. */
    readonly patternStart: 64;
    /** A character of a string that a `format` or length keyword reads. */
    readonly character: 2;
};
/** Keywords that call another compiled validator, whose errors ajv then copies into its own. */
export declare const CALLS: ReadonlySet<string>;
/**
 * The steps one application of the keyword of `cxt` costs, as a number or as code that computes
 * it from the data (`work` names the SchemaWork in the generated code): a step for the keyword
 * and one for each subschema or entry its value holds, a kept error for each `false` subschema
 * (its error is made where nothing else counts it), and for a keyword that goes through the
 * data, its share for each character of a string, item of an array or key of an object. The
 * errors the keyword makes are counted as they are made (count-schema-work.ts).
 */
export declare function costOf(cxt: KeywordCxt, ruleType: string | undefined, work: Code): Code | number;
