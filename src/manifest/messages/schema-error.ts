import type { DefinedError, ErrorObject } from 'ajv';
import { listWords } from '../../util/list-words.js';
import { describeValue, quoteValue, withArticle } from '../json/describe.js';
import type { ProblemDraft } from '../problems/draft.js';
import { extended } from '../../util/extended.js';
import { notDraft, valueChoices } from './not.js';
import { childPointer } from '../json/pointer.js';
import {
  IDENTIFIER_PATTERN,
  WHOLE_IDENTIFIER_PATTERN,
  WHOLE_PACKAGE_NAME_PATTERN,
} from '../vcpkg/identifiers.js';
import { severityOf } from '../problems/rules.js';
import { keywordDescription, withDescription } from './description.js';

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
  return withDescription(wordError(error, description !== undefined), description);
}

function wordError(error: ErrorObject, described: boolean): ProblemDraft {
  const pointer = error.instancePath;
  const base = { pointer, anchor: { kind: 'value' as const } };
  // ajv's own keywords, with params typed by keyword; a user's schema may add others (default).
  const known = error as DefinedError;
  switch (known.keyword) {
    case 'required': {
      const { missingProperty } = known.params;
      return extended(base, {
        rule: 'required',
        severity: severityOf('required'),
        missingProperty,
        message: `missing required property "${missingProperty}"`,
      });
    }
    case 'dependencies':
    case 'dependentRequired': {
      // One key present asks for another beside it (`dependencies` before 2019-09).
      const { missingProperty, property } = known.params;
      return extended(base, {
        rule: 'required',
        severity: severityOf('required'),
        missingProperty,
        message: `missing required property "${missingProperty}": "${property}" is allowed only beside it`,
      });
    }
    case 'additionalProperties': {
      const property = known.params.additionalProperty;
      const message = `unknown property ${quoteValue(property)}; expected ${allowedKeys(error.parentSchema)}`;
      return extended(base, {
        rule: 'additional-property',
        severity: severityOf('additional-property'),
        property,
        message,
        pointer: childPointer(pointer, property),
        anchor: { kind: 'key' },
      });
    }
    case 'type': {
      // A list when the schema names several types: String joins it with commas.
      const expected = String(known.params.type).split(',');
      const found = describeValue(error.data);
      const message = `expected ${listWords(expected.map(withArticle), 'or')}; found ${found}`;
      return extended(base, {
        rule: 'type',
        severity: severityOf('type'),
        expected,
        found,
        message,
      });
    }
    case 'pattern': {
      const { pattern } = known.params;
      const meaning = PATTERN_MEANINGS[pattern];
      const what = meaning ? `is not ${meaning}` : 'does not match the pattern';
      return extended(base, {
        rule: 'pattern',
        severity: severityOf('pattern'),
        pattern,
        message: `${quoteValue(error.data)} ${what} (pattern ${pattern})`,
      });
    }
    case 'not':
      return notDraft(error, base, described);
    case 'const':
      return keywordDraft(error, `expected ${quoteValue(known.params.allowedValue)}`);
    case 'enum': {
      const values: unknown[] = known.params.allowedValues;
      const expected =
        values.length === 1 ? quoteValue(values[0]) : `one of ${valueChoices(values)}`;
      return keywordDraft(error, `expected ${expected}`);
    }
    case 'false schema':
      return keywordDraft(error, 'nothing is allowed here (the schema is false)');
    case 'if': {
      const branch = known.params.failingKeyword;
      const condition = branch === 'then' ? 'matches' : 'does not match';
      return keywordDraft(error, `${condition} the "if" schema, so it must match "${branch}"`);
    }
    case 'oneOf':
      if (known.params.passingSchemas)
        return keywordDraft(
          error,
          `matches choices ${listWords(known.params.passingSchemas.map(String))} of "oneOf"; expected exactly one`,
        );
      return keywordDraft(error, error.message ?? 'is not valid');
    case 'minimum':
    case 'exclusiveMinimum': {
      const { limit, comparison } = known.params;
      return extended(base, {
        rule: 'minimum',
        severity: severityOf('minimum'),
        limit,
        message: `expected a number ${comparison} ${limit}; found ${quoteValue(error.data)}`,
      });
    }
    case 'format': {
      const { format } = known.params;
      const example = format === 'uri' ? ' such as https://example.com/' : '';
      return extended(base, {
        rule: 'format',
        severity: severityOf('format'),
        format,
        message: `${quoteValue(error.data)} is not a valid ${format}${example}`,
      });
    }
    default:
      return extended(base, {
        rule: 'schema',
        severity: severityOf('schema'),
        keyword: error.keyword,
        message: `${error.message ?? 'is not valid'}; found ${describeValue(error.data)}`,
      });
  }
}

/** A `schema` problem for `keyword`: what was expected, then what was found. */
function keywordDraft(error: ErrorObject, expected: string): ProblemDraft {
  return {
    severity: severityOf('schema'),
    pointer: error.instancePath,
    anchor: { kind: 'value' },
    rule: 'schema',
    keyword: error.keyword,
    message: `${expected}; found ${describeValue(error.data)}`,
  };
}

/** Said once per schema object: the same few schemas reject thousands of keys. */
const ALLOWED_KEYS = new WeakMap<object, string>();

/** `one of: a, b or a key starting with "$"`, from the schema that rejected a key. */
function allowedKeys(parentSchema: unknown): string {
  if (typeof parentSchema !== 'object' || parentSchema === null) return describeAllowedKeys({});
  let described = ALLOWED_KEYS.get(parentSchema);
  if (described === undefined) {
    described = describeAllowedKeys(parentSchema);
    ALLOWED_KEYS.set(parentSchema, described);
  }
  return described;
}

function describeAllowedKeys(parentSchema: unknown): string {
  const schema = (parentSchema ?? {}) as { properties?: object; patternProperties?: object };
  const names = Object.keys(schema.properties ?? {});
  const patterns = Object.keys(schema.patternProperties ?? {}).map((pattern) =>
    pattern === '^\\$' ? 'a key starting with "$"' : `a key matching ${pattern}`,
  );
  if (names.length === 0 && patterns.length === 0) return 'no properties here';
  return `one of ${listWords([...names, ...patterns], 'or')}`;
}
