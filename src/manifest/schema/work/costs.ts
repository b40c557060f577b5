import { _, type Code, type KeywordCxt } from 'ajv';
import { getSchemaTypes, resolveRef } from '../ajv-internals.js';

/**
 * What the work of a check costs, in steps of about 5 ns (Node 20, ajv 8.20, re2js, measured kind
 * by kind under jest): the dearest case of each kind seen, but for patterns, which are counted at
 * what re2js takes warm. No attack of test/hardening/schema-work-bound.test.ts ran at more than
 * 8 ns a step.
 */
export const STEPS = {
  /** A keyword applied to a value, one subschema or one entry of its value. */
  keyword: 1,
  /** A `$ref` that calls another validator: a call, and an object for its context. */
  call: 48,
  /** A key of an object that a keyword goes through (`for…in`, then a lookup). */
  key: 16,
  /** Two values compared deeply (`enum`, `const`, `uniqueItems`): each call reads keys. */
  comparison: 256,
  /** An error kept: an object of eight fields that lives to the end, copied by each collection. */
  keptError: 200,
  /** An error made, then dropped by `anyOf`, `oneOf`, `not`, `if` or `contains`. */
  droppedError: 20,
  /** A character a pattern reads: re2js took 70 ns (warm) to 280 ns (cold), by pattern. */
  patternCharacter: 16,
  /** A pattern's start on a string or key. */
  patternStart: 64,
  /** A character of a string that a `format` or length keyword reads. */
  character: 2,
} as const;

/** Keywords whose value is a subschema, or a list or map of them, where `false` is an error. */
const APPLICATORS = new Set([
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'items',
  'prefixItems',
  'contains',
  'properties',
  'patternProperties',
  'propertyNames',
  'dependencies',
  'dependentSchemas',
]);

/** Keywords that go through the items of an array, when their value is one subschema. */
const PER_ITEM = new Set(['items', 'additionalItems', 'contains', 'unevaluatedItems']);

/** Keywords that go through the keys of an object. */
const PER_KEY = new Set([
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'unevaluatedProperties',
  'maxProperties',
  'minProperties',
]);

/** Keywords whose value is compared with the data, as deep as both go. */
const COMPARED = new Set(['const', 'enum', 'dependencies', 'dependentRequired']);

/** Keywords that call another compiled validator, whose errors ajv then copies into its own. */
export const CALLS: ReadonlySet<string> = new Set(['$ref', '$dynamicRef', '$recursiveRef']);

/**
 * The steps one application of the keyword of `cxt` costs, as a number or as code that computes
 * it from the data (`work` names the SchemaWork in the generated code): a step for the keyword
 * and one for each subschema or entry its value holds, a kept error for each `false` subschema
 * (its error is made where nothing else counts it), and for a keyword that goes through the
 * data, its share for each character of a string, item of an array or key of an object. The
 * errors the keyword makes are counted as they are made (count-schema-work.ts).
 */
export function costOf(cxt: KeywordCxt, ruleType: string | undefined, work: Code): Code | number {
  const { keyword, parentSchema, data } = cxt;
  const schema: unknown = cxt.schema;
  const falses = APPLICATORS.has(keyword) ? countFalse(schema) * STEPS.keptError : 0;
  if (CALLS.has(keyword)) return STEPS.call + (refersToFalse(cxt) ? STEPS.keptError : 0);
  if (COMPARED.has(keyword)) return comparisonCost(schema) + falses;
  if (ruleType === 'string') {
    if (keyword !== 'pattern') return _`1 + ${STEPS.character} * ${data}.length`;
    const reach = patternReach(schema);
    const characters =
      reach === undefined ? _`${data}.length` : _`Math.min(${data}.length, ${reach})`;
    return _`${STEPS.patternStart} + ${STEPS.patternCharacter} * ${characters}`;
  }
  if (ruleType === 'array' && keyword === 'uniqueItems') return uniqueItemsCost(cxt);
  if (ruleType === 'array' && PER_ITEM.has(keyword) && !Array.isArray(schema))
    return _`1 + ${1 + falses} * ${data}.length`;
  if (ruleType === 'object' && PER_KEY.has(keyword)) {
    const names = Object.keys((parentSchema.properties ?? {}) as object).length;
    const matched = keyword === 'patternProperties' || keyword === 'additionalProperties';
    const patterns = matched ? Object.keys((parentSchema.patternProperties ?? {}) as object) : [];
    // ajv compares each key with up to 8 names of `properties` (with more, it looks the key up).
    const compared = keyword === 'additionalProperties' ? Math.min(names, 8) : 0;
    let perKey = STEPS.key + falses + compared;
    let perCharacter = 0;
    for (const pattern of patterns) {
      const reach = patternReach(pattern);
      perKey += STEPS.patternStart + STEPS.patternCharacter * (reach ?? 0);
      if (reach === undefined) perCharacter += STEPS.patternCharacter;
    }
    return _`1 + ${work}.keyCost(${data}, ${perKey}, ${perCharacter})`;
  }
  return 1 + sizeOf(schema) + falses;
}

/**
 * How far into a string a pattern can read, when that does not depend on the string: a pattern
 * anchored at the start with no repetition, choice or lookaround (`^\\$`, `^v1\\.`) reads at
 * most one character per character of its own, and the empty pattern matches at once.
 */
function patternReach(pattern: unknown): number | undefined {
  if (pattern === '') return 0;
  if (typeof pattern !== 'string' || !pattern.startsWith('^')) return undefined;
  return /[*+?{|(]/.test(pattern) ? undefined : pattern.length;
}

/** How many subschemas of a keyword's value are `false`. */
function countFalse(value: unknown): number {
  if (value === false) return 1;
  if (value === null || typeof value !== 'object') return 0;
  let count = 0;
  for (const item of Object.values(value)) if (item === false) count++;
  return count;
}

/**
 * An `enum`, `const` or `dependencies` value against the data: a deep comparison for each object
 * or list in it, and a step for every 16 characters of its JSON.
 */
function comparisonCost(value: unknown): number {
  const entries = Array.isArray(value) ? value : [value];
  const deep = entries.filter((entry) => entry !== null && typeof entry === 'object').length;
  return 1 + deep * STEPS.comparison + Math.ceil(JSON.stringify(value).length / 16);
}

/** The number of entries of a list or map, else 0. */
function sizeOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return value !== null && typeof value === 'object' ? Object.keys(value).length : 0;
}

/** ajv compares every pair of items, unless the items are of one simple type. */
function uniqueItemsCost(cxt: KeywordCxt): Code | number {
  const { parentSchema, data } = cxt;
  if (cxt.schema !== true) return 1;
  const items: unknown = parentSchema.items;
  const types =
    items !== null && typeof items === 'object' && !Array.isArray(items)
      ? getSchemaTypes(items)
      : [];
  const simple = types.length > 0 && !types.some((type) => type === 'object' || type === 'array');
  if (simple) return _`1 + ${STEPS.key} * ${data}.length`;
  // n (n - 1) / 2 pairs.
  return _`1 + ${STEPS.comparison / 2} * ${data}.length * ${data}.length`;
}

/** A `$ref` to `false`: ajv puts the false schema in place, and its error is counted here. */
function refersToFalse(cxt: KeywordCxt): boolean {
  const { it, keyword } = cxt;
  const schema: unknown = cxt.schema;
  // ajv calls the root's own validator for these (ref.ts), and the root is no `false`.
  if (keyword !== '$ref' || typeof schema !== 'string' || schema === '#' || schema === '#/')
    return false;
  // What ajv's own `$ref` code resolves next (and keeps): nothing is compiled twice, and what it
  // throws (a missing schema, a stack too deep) is what that code would throw.
  return resolveRef.call(it.self, it.schemaEnv.root, it.baseId, schema) === false;
}
