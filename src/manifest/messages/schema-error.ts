import type { ErrorObject } from 'ajv';
import { listWords } from '../../util/list-words.js';
import { describeValue, quoteValue, withArticle } from '../json/describe.js';
import { draftOf, type Anchor, type ProblemDraft } from '../problems/draft.js';
import { notDraft, valueChoices } from './not.js';
import { childPointer } from '../json/pointer.js';
import {
  IDENTIFIER_PATTERN,
  WHOLE_IDENTIFIER_PATTERN,
  WHOLE_PACKAGE_NAME_PATTERN,
} from '../vcpkg/identifiers.js';
import { isWordedError } from './ajv-errors.js';
import { isJsonObject } from '../json/is-json-object.js';
import { keywordDescription } from './description.js';

const IDENTIFIER_WORDS = 'lowercase letters and digits in dash-separated groups';

/** What a string that fails each of the spec's patterns should have been. */
const PATTERN_MEANINGS: Record<string, string> = {
  [IDENTIFIER_PATTERN]: `an identifier: ${IDENTIFIER_WORDS}`,
  [WHOLE_IDENTIFIER_PATTERN]: `an identifier: ${IDENTIFIER_WORDS}, and nothing else`,
  '^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$': `a package name: ${IDENTIFIER_WORDS}, with dots between segments`,
  [WHOLE_PACKAGE_NAME_PATTERN]: `a package name: ${IDENTIFIER_WORDS}, with dots between segments`,
  '^[^#]+$': "a version string: not empty, and no '#'",
  '^\\d+(\\.\\d+)*$': 'a relaxed version: dot-separated numbers such as 1.2.10',
  '^\\d+\\.\\d+\\.\\d+([+-].+)?$': 'a semantic version such as 1.2.3 or 1.2.3-rc.1',
  '^\\d{4}-\\d{2}-\\d{2}(\\.\\d+)*$': 'a date version such as 2020-12-01 or 2020-12-01.2',
  '[^#]+': "a version: at least one character other than '#'",
};

/**
 * Puts one ajv error into words, pointing where a person would look. Where the schema describes
 * the rule (a `description` on the subschema under `not`, or beside an `if`, `oneOf` or closed
 * object), its words follow; `said` is a description from further out, such as an `if`'s for the
 * errors of its `then`.
 */
export function schemaErrorDraft(error: ErrorObject, said?: string): ProblemDraft {
  const description = keywordDescription(error) ?? said;
  const draft = wordError(error, description !== undefined);
  if (description === undefined) return draft;
  // The schema author's words, marked as theirs.
  return { ...draft, message: `${draft.message}; the schema says: ${description}` };
}

function wordError(error: ErrorObject, described: boolean): ProblemDraft {
  const pointer = error.instancePath;
  const anchor: Anchor = { kind: 'value' };
  // Any other keyword (a user's schema may fail `maxLength`, …) is said in ajv's words.
  if (!isWordedError(error)) return keywordDraft(error, error.message ?? 'is not valid');
  switch (error.keyword) {
    case 'required': {
      const { missingProperty } = error.params;
      const message = `missing required property "${missingProperty}"`;
      return draftOf('required', { missingProperty, message, pointer, anchor });
    }
    case 'dependencies':
    case 'dependentRequired': {
      // One key present asks for another beside it (`dependencies` before 2019-09).
      const { missingProperty, property } = error.params;
      const message = `missing required property "${missingProperty}": "${property}" is allowed only beside it`;
      return draftOf('required', { missingProperty, message, pointer, anchor });
    }
    case 'additionalProperties': {
      const property = error.params.additionalProperty;
      const message = unknownPropertyMessage(error.parentSchema, property);
      return draftOf('additional-property', {
        property,
        message,
        pointer: childPointer(pointer, property),
        anchor: { kind: 'key' },
      });
    }
    case 'type': {
      // A list when the schema names several types: String joins it with commas.
      const expected = String(error.params.type).split(',');
      const found = describeValue(error.data);
      const message = `expected ${listWords(expected.map(withArticle), 'or')}; found ${found}`;
      return draftOf('type', { expected, found, message, pointer, anchor });
    }
    case 'pattern': {
      const { pattern } = error.params;
      const meaning = PATTERN_MEANINGS[pattern];
      const what = meaning ? `is not ${meaning}` : 'does not match the pattern';
      const message = `${quoteValue(error.data)} ${what} (pattern ${pattern})`;
      return draftOf('pattern', { pattern, message, pointer, anchor });
    }
    case 'not':
      return notDraft(error, { pointer, anchor }, described);
    case 'const':
      return keywordDraft(error, `expected ${quoteValue(error.params.allowedValue)}`);
    case 'enum': {
      const values = error.params.allowedValues;
      const expected =
        values.length === 1 ? quoteValue(values[0]) : `one of ${valueChoices(values)}`;
      return keywordDraft(error, `expected ${expected}`);
    }
    case 'false schema':
      return keywordDraft(error, 'nothing is allowed here (the schema is false)');
    case 'if': {
      const branch = error.params.failingKeyword;
      const condition = branch === 'then' ? 'matches' : 'does not match';
      return keywordDraft(error, `${condition} the "if" schema, so it must match "${branch}"`);
    }
    case 'oneOf':
      if (error.params.passingSchemas)
        return keywordDraft(
          error,
          `matches choices ${listWords(error.params.passingSchemas.map(String))} of "oneOf"; expected exactly one`,
        );
      return keywordDraft(error, error.message ?? 'is not valid');
    case 'minimum':
    case 'exclusiveMinimum': {
      const { limit, comparison } = error.params;
      const message = `expected a number ${comparison} ${limit}; found ${quoteValue(error.data)}`;
      return draftOf('minimum', { limit, message, pointer, anchor });
    }
    case 'format': {
      const { format } = error.params;
      const example = format === 'uri' ? ' such as https://example.com/' : '';
      const message = `${quoteValue(error.data)} is not a valid ${format}${example}`;
      return draftOf('format', { format, message, pointer, anchor });
    }
  }
}

/** A `schema` problem for `keyword`: what was expected, then what was found. */
function keywordDraft(error: ErrorObject, expected: string): ProblemDraft {
  return draftOf('schema', {
    keyword: error.keyword,
    message: `${expected}; found ${describeValue(error.data)}`,
    pointer: error.instancePath,
    anchor: { kind: 'value' },
  });
}

/** What a schema that rejected a key allows, and its words for the last key it rejected. */
interface UnknownKeyWords {
  allowed: string;
  property?: string;
  message?: string;
}

/** Said once per schema object: the same few schemas reject thousands of keys, most the same one. */
const UNKNOWN_KEY_WORDS = new WeakMap<object, UnknownKeyWords>();

/** `unknown property "host"; expected one of …`, from the schema that rejected the key. */
function unknownPropertyMessage(parentSchema: unknown, property: string): string {
  const schema: Record<string, unknown> = isJsonObject(parentSchema) ? parentSchema : {};
  let words = UNKNOWN_KEY_WORDS.get(schema);
  if (words === undefined) {
    words = { allowed: allowedKeys(schema) };
    UNKNOWN_KEY_WORDS.set(schema, words);
  }
  if (words.property !== property || words.message === undefined) {
    words.property = property;
    words.message = `unknown property ${quoteValue(property)}; expected ${words.allowed}`;
  }
  return words.message;
}

/** `one of: a, b or a key starting with "$"`, from the schema that rejected a key. */
function allowedKeys(schema: Record<string, unknown>): string {
  const names = keysOf(schema.properties);
  const patterns = keysOf(schema.patternProperties).map((pattern) =>
    pattern === '^\\$' ? 'a key starting with "$"' : `a key matching ${pattern}`,
  );
  const words = [...names, ...patterns];
  return words.length === 0 ? 'no properties here' : `one of ${listWords(words, 'or')}`;
}

/** The names a map of subschemas (`properties`) gives; none where there is no such map. */
function keysOf(map: unknown): string[] {
  return isJsonObject(map) ? Object.keys(map) : [];
}
