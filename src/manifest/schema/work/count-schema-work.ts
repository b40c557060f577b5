import { _, Name, type Code, type KeywordCxt } from 'ajv';
import {
  checkDataTypes,
  DataType,
  getSchemaTypes,
  keywordError,
  strConcat,
  type AddedKeywordDefinition,
  type KeywordErrorCxt,
  type KeywordErrorDefinition,
  type Rule,
  type ValidationRules,
} from '../ajv-internals.js';
import { CALLS, costOf, STEPS } from './costs.js';
import { SchemaWorkExceeded } from './bound.js';
import { withThousands } from '../../../util/thousands.js';

/** Names in the code ajv generates (as its compile/names.ts has them). */
const N = { errors: new Name('errors'), instancePath: new Name('instancePath') };

/**
 * Most keywords ajv may compile for one schema. ajv puts a definition without `$ref`s in place at
 * each `$ref` to it, so a 38 KB schema that names a 200-property definition 1,000 times compiled
 * 400,000 keywords, for three minutes; vcpkg's own schema compiles 300.
 */
export const MOST_COMPILED_KEYWORDS = 10_000;

/** Thrown while a schema compiles, when it needs more than MOST_COMPILED_KEYWORDS. */
export class SchemaTooLarge extends Error {
  constructor() {
    super(`compiling it needs more than ${withThousands(MOST_COMPILED_KEYWORDS)} keywords`);
    this.name = 'SchemaTooLarge';
  }
}

/** The work of a user schema's checks, counted by the code its keywords generate. */
export class SchemaWork {
  /** Steps taken by the current or last check. */
  steps = 0;
  /** Unbounded but while a check runs: ajv also runs validators while it compiles. */
  limit = Number.POSITIVE_INFINITY;
  /** Errors made and not yet dropped in the current check. */
  errorsMade = 0;
  /** Keywords compiled: a schema without `$ref`s is put in place at each `$ref` to it. */
  compiled = 0;

  /** Runs one check with its steps counted from 0; @throws SchemaWorkExceeded past `limit`. */
  bounded<T>(check: () => T, limit: number): T {
    this.steps = 0;
    this.errorsMade = 0;
    this.limit = limit;
    try {
      return check();
    } finally {
      this.limit = Number.POSITIVE_INFINITY;
    }
  }

  /** Called by the generated code when the steps pass the limit. */
  exceeded(pointer: string): never {
    throw new SchemaWorkExceeded(pointer, this.limit);
  }

  /** What going through an object's keys costs: `perKey` a key, `perCharacter` a character. */
  keyCost(data: object, perKey: number, perCharacter: number): number {
    let keys = 0;
    let characters = 0;
    for (const key in data) {
      keys++;
      characters += key.length;
    }
    return keys * perKey + characters * perCharacter;
  }

  /** Of the errors made since `made`, those not kept (now `kept` more) cost only a dropped error. */
  dropped(made: number, kept: number): void {
    const dropped = this.errorsMade - made - kept;
    if (dropped <= 0) return;
    this.errorsMade -= dropped;
    this.steps -= dropped * (STEPS.keptError - STEPS.droppedError);
  }
}

/**
 * Makes every keyword of `ajv` count its work into the returned SchemaWork, in the code ajv
 * generates: as a keyword is applied to a value it adds its cost (costs.ts), and each
 * error adds a kept error's, given back but a dropped error's when `anyOf` and the like drop it.
 * A check that passes its limit stops with SchemaWorkExceeded. Call it after every keyword and
 * format is added, before anything is compiled. No verdict and no error changes.
 */
export function countSchemaWork(ajv: { readonly RULES: ValidationRules }): SchemaWork {
  const work = new SchemaWork();
  for (const group of [...ajv.RULES.rules, ajv.RULES.post])
    for (const rule of group.rules) countRule(rule, work);
  return work;
}

type MutableDefinition = {
  -readonly [K in keyof AddedKeywordDefinition]: AddedKeywordDefinition[K];
} & { code?: (cxt: KeywordCxt, ruleType?: string) => void };

/** Keywords that may drop the errors their subschemas made. */
const DROPS = new Set(['anyOf', 'oneOf', 'not', 'if', 'contains']);

function countRule(rule: Rule, work: SchemaWork): void {
  // The rule's definition is this instance's own copy: changing it changes no other ajv.
  const definition = rule.definition as MutableDefinition;
  if (rule.keyword === 'type') {
    // ajv checks `type` itself, before the keywords, with an error of its own.
    definition.code = (cxt) => countWrongType(cxt, work);
    return;
  }
  const { code } = definition;
  if (code === undefined) return;
  definition.code = (cxt, ruleType) => {
    if (++work.compiled > MOST_COMPILED_KEYWORDS) throw new SchemaTooLarge();
    const { gen } = cxt;
    const name = workName(cxt, work);
    charge(cxt, work, costOf(cxt, ruleType, name));
    if (!CALLS.has(rule.keyword) && !DROPS.has(rule.keyword)) return code(cxt, ruleType);
    const errors = gen.const('errorsBefore', N.errors);
    const made = gen.const('madeBefore', _`${name}.errorsMade`);
    code(cxt, ruleType);
    // A failing call makes ajv copy every error so far: `vErrors.concat(validate.errors)`.
    if (CALLS.has(rule.keyword))
      gen.if(_`${N.errors} !== ${errors}`, () => charge(cxt, work, N.errors));
    else gen.code(_`${name}.dropped(${made}, ${N.errors} - ${errors})`);
  };
  definition.error = countedError(definition.error ?? keywordError, work);
}

/** `if ((work.steps += cost) > work.limit) work.exceeded(instancePath)`, in the generated code. */
function charge(cxt: KeywordCxt, work: SchemaWork, cost: Code | number): void {
  const name = workName(cxt, work);
  cxt.gen.if(_`(${name}.steps += ${cost}) > ${name}.limit`, () => cxt.gen.code(stop(cxt, work)));
}

function stop(cxt: KeywordErrorCxt, work: SchemaWork): Code {
  return _`${workName(cxt, work)}.exceeded(${strConcat(N.instancePath, cxt.it.errorPath)})`;
}

function workName(cxt: KeywordErrorCxt, work: SchemaWork): Name {
  return cxt.gen.scopeValue('obj', { ref: work });
}

/** A `type` error, made by ajv where no keyword counts it. */
function countWrongType(cxt: KeywordCxt, work: SchemaWork): void {
  const { it, data, gen } = cxt;
  const types = getSchemaTypes(it.schema);
  if (types.length === 0) return;
  const wrong = checkDataTypes(types, data, it.opts.strictNumbers, DataType.Wrong);
  gen.if(wrong, () => {
    gen.code(_`${workName(cxt, work)}.errorsMade++`);
    charge(cxt, work, STEPS.keptError);
  });
}

/** The keyword's error, counted as it is made (its params are made with it). */
function countedError(error: KeywordErrorDefinition, work: SchemaWork): KeywordErrorDefinition {
  const { params } = error;
  return {
    ...error,
    params: (cxt) => {
      const made = typeof params === 'function' ? params(cxt) : (params ?? _`{}`);
      const name = workName(cxt, work);
      const count = _`${name}.errorsMade++, (${name}.steps += ${STEPS.keptError}) > ${name}.limit`;
      return _`(${count} && ${stop(cxt, work)}, ${made})`;
    },
  };
}
