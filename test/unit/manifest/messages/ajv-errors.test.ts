/**
 * The ajv boundary: an error is put in its keyword's own words only when its params have the
 * shape those words read (checked by isWordedError, not cast); any other keyword, or params of
 * another shape, are said in ajv's words. A boolean schema where an object is usual (`not: true`)
 * is read as the boolean it is.
 */
import { describe, expect, it } from '@jest/globals';
import type { ErrorObject } from 'ajv';
import { isWordedError } from '../../../../src/manifest/messages/ajv-errors.js';
import { schemaErrorDraft } from '../../../../src/manifest/messages/schema-error.js';
import { compileSchema } from '../../../../src/manifest/schema/user-schema.js';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** What ajv reports for `data` against `schema` (draft-07 unless the schema says). */
function errorsOf(schema: object, data: unknown): ErrorObject[] {
  const compiled = compileSchema(JSON.stringify({ $schema: DRAFT_07, ...schema }), 'mine.json');
  if (!compiled.ok) throw new Error(compiled.message);
  return compiled.schema.errors(data);
}

describe('every error ajv makes for a keyword worded here has the params the words read', () => {
  it.each<[string, object, unknown]>([
    ['required', { required: ['name'] }, {}],
    ['dependencies', { dependencies: { a: ['b'] } }, { a: 1 }],
    [
      'dependentRequired',
      { $schema: 'https://json-schema.org/draft/2019-09/schema', dependentRequired: { a: ['b'] } },
      { a: 1 },
    ],
    ['additionalProperties', { additionalProperties: false }, { a: 1 }],
    ['type', { type: 'string' }, 1],
    ['type', { type: ['string', 'null'] }, 1],
    ['pattern', { pattern: '^a$' }, 'b'],
    ['const', { const: 1 }, 2],
    ['enum', { enum: [1, 2] }, 3],
    ['if', { if: { type: 'number' }, then: { minimum: 5 } }, 1],
    ['oneOf', { oneOf: [{ type: 'string' }, { type: 'boolean' }] }, 1],
    ['oneOf', { oneOf: [{ type: 'number' }, { minimum: 0 }] }, 1],
    ['minimum', { minimum: 5 }, 1],
    [
      'minimum',
      { $schema: 'http://json-schema.org/draft-04/schema#', minimum: 5, exclusiveMinimum: true },
      1,
    ],
    ['exclusiveMinimum', { exclusiveMinimum: 5 }, 1],
    ['format', { format: 'uri' }, 'not a uri'],
    ['not', { not: { type: 'number' } }, 1],
    ['not', { not: true }, 1],
    ['false schema', { properties: { a: false } }, { a: 1 }],
  ])('%s: %j', (keyword, schema, data) => {
    const error = errorsOf(schema, data).find((each) => each.keyword === keyword);
    expect(error).toBeDefined();
    expect(isWordedError(error as ErrorObject)).toBe(true);
  });
});

describe('any other keyword is said in the words ajv gives it', () => {
  it('maxLength, uniqueItems and anyOf are not worded here', () => {
    const errors = [
      ...errorsOf({ maxLength: 1 }, 'ab'),
      ...errorsOf({ uniqueItems: true }, [1, 1]),
      ...errorsOf({ anyOf: [{ type: 'string' }, { type: 'boolean' }] }, 1),
    ].filter((error) => error.keyword !== 'type');
    expect(errors.map((error) => [error.keyword, isWordedError(error)])).toEqual([
      ['maxLength', false],
      ['uniqueItems', false],
      ['anyOf', false],
    ]);
    const [maxLength] = errors;
    expect(schemaErrorDraft(maxLength as ErrorObject)).toEqual({
      rule: 'schema',
      severity: 'error',
      keyword: 'maxLength',
      message: 'must NOT have more than 1 characters; found string "ab"',
      pointer: '',
      anchor: { kind: 'value' },
    });
  });
});

describe('params of another shape than their keyword is known for are not read as its own', () => {
  /** An error as ajv would make it, with the params a test gives. */
  const madeError = (keyword: string, params: Record<string, unknown>): ErrorObject => ({
    keyword,
    params,
    instancePath: '/port-version',
    schemaPath: `#/${keyword}`,
    message: `must pass "${keyword}"`,
    data: 1,
  });

  it('a `required` without a missing property names none, rather than "undefined"', () => {
    const error = madeError('required', {});
    expect(isWordedError(error)).toBe(false);
    expect(schemaErrorDraft(error)).toEqual({
      rule: 'schema',
      severity: 'error',
      keyword: 'required',
      message: 'must pass "required"; found number 1',
      pointer: '/port-version',
      anchor: { kind: 'value' },
    });
  });

  it('a `minimum` whose limit is a string never makes a `minimum` problem, whose limit is a number', () => {
    const error = madeError('minimum', { limit: '5', comparison: '>=' });
    expect(isWordedError(error)).toBe(false);
    expect(schemaErrorDraft(error)).toMatchObject({ rule: 'schema', keyword: 'minimum' });
  });

  it('a `type` naming something other than type names, and a `oneOf` listing names', () => {
    expect(isWordedError(madeError('type', { type: [1, 2] }))).toBe(false);
    expect(isWordedError(madeError('oneOf', { passingSchemas: ['a', 'b'] }))).toBe(false);
    expect(isWordedError(madeError('oneOf', { passingSchemas: null }))).toBe(true);
  });
});

describe('a boolean schema is read as a boolean', () => {
  it('`not: true` rejects everything: said as such, with no keys or pattern looked for', () => {
    const [error] = errorsOf({ properties: { name: { not: true } } }, { name: 'zlib' });
    expect(error?.schema).toBe(true);
    expect(schemaErrorDraft(error as ErrorObject)).toMatchObject({
      rule: 'schema',
      keyword: 'not',
      message: 'must not match the schema under "not"; found string "zlib"',
      pointer: '/name',
    });
  });
});
