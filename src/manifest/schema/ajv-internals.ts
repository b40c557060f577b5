/**
 * The parts of ajv that are not its public API, and that the work bound (work/) builds on: its
 * code generator's helpers, its rules table, its keyword errors, its `$ref` resolution. ajv may
 * change them in a minor release, so package.json pins ajv's minor version and every import of
 * `ajv/dist/compile/*` or `ajv/dist/types/*` is here, where
 * test/unit/manifest/schema/ajv-internals.test.ts checks what is relied on.
 */
export { strConcat } from 'ajv/dist/compile/codegen/index.js';
export { keywordError } from 'ajv/dist/compile/errors.js';
export { resolveRef } from 'ajv/dist/compile/index.js';
export type { Rule, ValidationRules } from 'ajv/dist/compile/rules.js';
export { checkDataTypes, DataType, getSchemaTypes } from 'ajv/dist/compile/validate/dataType.js';
export type {
  AddedKeywordDefinition,
  KeywordErrorCxt,
  KeywordErrorDefinition,
} from 'ajv/dist/types/index.js';
