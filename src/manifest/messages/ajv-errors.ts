import type { ErrorObject } from 'ajv';

/**
 * The errors of ajv's own keywords whose params the messages read, narrowed by `keyword` as
 * ajv's `DefinedError` is. ajv types `params` loosely (`type` is a list when the schema names
 * several types), and a user's schema may fail any other keyword (`maxLength`, …): these are
 * checked by {@link isWordedError}, never assumed.
 */
export type WordedError =
  | ErrorObject<'required', { missingProperty: string }>
  | ErrorObject<'dependencies' | 'dependentRequired', { missingProperty: string; property: string }>
  | ErrorObject<'additionalProperties', { additionalProperty: string }>
  | ErrorObject<'type', { type: string | string[] }>
  | ErrorObject<'pattern', { pattern: string }>
  | ErrorObject<'const', { allowedValue: unknown }>
  | ErrorObject<'enum', { allowedValues: unknown[] }>
  | ErrorObject<'if', { failingKeyword: string }>
  | ErrorObject<'oneOf', { passingSchemas: number[] | null }>
  | ErrorObject<'minimum' | 'exclusiveMinimum', { limit: number; comparison: string }>
  | ErrorObject<'format', { format: string }>
  | ErrorObject<'not' | 'false schema', Record<string, unknown>>;

/** A check that params have the shape a keyword's words read. */
type ParamsCheck = (params: Record<string, unknown>) => boolean;

const missingProperty: ParamsCheck = (params) => typeof params.missingProperty === 'string';
const dependent: ParamsCheck = (params) =>
  missingProperty(params) && typeof params.property === 'string';
const limit: ParamsCheck = (params) =>
  typeof params.limit === 'number' && typeof params.comparison === 'string';

/** Each keyword of WordedError, with its check; a `Record`, so that none can be left out. */
const PARAMS: Record<WordedError['keyword'], ParamsCheck> = {
  required: missingProperty,
  dependencies: dependent,
  dependentRequired: dependent,
  additionalProperties: (params) => typeof params.additionalProperty === 'string',
  type: (params) => typeof params.type === 'string' || isListOf(params.type, 'string'),
  pattern: (params) => typeof params.pattern === 'string',
  const: (params) => 'allowedValue' in params,
  enum: (params) => Array.isArray(params.allowedValues),
  if: (params) => typeof params.failingKeyword === 'string',
  oneOf: (params) => params.passingSchemas === null || isListOf(params.passingSchemas, 'number'),
  minimum: limit,
  exclusiveMinimum: limit,
  format: (params) => typeof params.format === 'string',
  // Their words read no params.
  not: () => true,
  'false schema': () => true,
};

const CHECKS: ReadonlyMap<string, ParamsCheck> = new Map(Object.entries(PARAMS));

/** Whether `error` is of a keyword the messages word themselves, with the params they read. */
export function isWordedError(error: ErrorObject): error is WordedError {
  return CHECKS.get(error.keyword)?.(error.params) ?? false;
}

function isListOf(value: unknown, type: 'string' | 'number'): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === type);
}
