/**
 * Text that is not a JSON manifest: empty, not JSON, a root that is not an object, or nested too
 * deeply to recurse through. Each gives problems, never a thrown error.
 */
import { describe, expect, it } from '@jest/globals';
import { validateManifest } from '../../src/manifest/validate.js';
import { bytes } from '../support/bytes.js';
import { span } from '../support/positions.js';

/** The one json-syntax error a text gets, with its message and place. */
function jsonSyntax(message: string, at: ReturnType<typeof span>) {
  return { rule: 'json-syntax', severity: 'error', message, pointer: '', ...at };
}

describe('an empty file', () => {
  const empty = jsonSyntax('the file is empty: expected a JSON object', span(1, 1));

  it.each([
    ['an empty string', ''],
    ['whitespace only', ' \n\t\r\n  '],
    ['a byte order mark only', '\uFEFF'],
  ])('%s', (_name, text) => {
    expect(validateManifest(text)).toEqual({ valid: false, problems: [empty] });
  });

  it.each([
    ['no bytes', bytes()],
    ['a byte order mark and a line break', bytes([0xef, 0xbb, 0xbf], '\n')],
  ])('as bytes: %s', (_name, input) => {
    expect(validateManifest(input)).toEqual({ valid: false, problems: [empty] });
  });
});

describe('invalid JSON gives exactly one json-syntax error at the offending token', () => {
  it.each([
    [
      'a single-quoted string value',
      `{
  "name": 'x'
}`,
      jsonSyntax("expected a JSON value; found `'x'`", span(2, 11, 2, 14)),
    ],
    [
      'a trailing comma in an object',
      `{
  "name": "x",
  "version": "1",
}`,
      jsonSyntax('a trailing comma is not allowed in JSON; found `}`', span(4, 1, 4, 2)),
    ],
    [
      'a trailing comma in an array',
      `{
  "name": "x",
  "version": "1",
  "maintainers": ["a", ]
}`,
      jsonSyntax('a trailing comma is not allowed in JSON; found `]`', span(4, 24, 4, 25)),
    ],
    [
      'a missing colon',
      `{
  "name" "x"
}`,
      jsonSyntax('expected \':\' after the property name; found `"x"`', span(2, 10, 2, 13)),
    ],
    [
      'a missing comma',
      `{
  "name": "x"
  "version": "1"
}`,
      jsonSyntax(
        'expected \',\' or the end of the object or array; found `"version"`',
        span(3, 3, 3, 12),
      ),
    ],
    [
      'a missing closing brace at the end of the file',
      `{
  "name": "x",
  "version": "1"
`,
      jsonSyntax(`expected ',' or '}'; found the end of the file`, span(4, 1)),
    ],
    [
      'two values',
      `{ "name": "x", "version": "1" }
{}`,
      jsonSyntax('expected the end of the file after the JSON value; found `{`', span(2, 1, 2, 2)),
    ],
    [
      'NaN',
      `{
  "name": "x",
  "version": "1",
  "port-version": NaN
}`,
      jsonSyntax('expected a JSON value; found `NaN`', span(4, 19, 4, 22)),
    ],
    [
      'a string left open at the end of the file',
      `{
  "name": "x`,
      jsonSyntax(
        'unterminated string: expected a closing double quote; found `"x`',
        span(2, 11, 2, 13),
      ),
    ],
    [
      'a comment',
      `{
  "name": "x", // the name
  "version": "1"
}`,
      jsonSyntax('comments are not allowed in JSON; found `// the name`', span(2, 16, 2, 27)),
    ],
  ])('%s', (_name, text, problem) => {
    expect(validateManifest(text)).toEqual({ valid: false, problems: [problem] });
  });

  it.each([
    [
      'an unquoted key',
      `{
  name: "x"
}`,
      jsonSyntax('expected a property name in double quotes; found `name`', span(2, 3, 2, 7)),
    ],
    [
      'a single-quoted key',
      `{
  'name': "x"
}`,
      jsonSyntax("expected a property name in double quotes; found `'name'`", span(2, 3, 2, 9)),
    ],
    [
      'leading zeros',
      `{
  "port-version": 01
}`,
      jsonSyntax('invalid number: leading zeros are not allowed; found `01`', span(2, 19, 2, 21)),
    ],
    [
      'leading zeros after a minus sign',
      '{"port-version": -007}',
      jsonSyntax('invalid number: leading zeros are not allowed; found `007`', span(1, 19, 1, 22)),
    ],
    [
      'a control character in a string, pointed at exactly',
      `{
  "description": "a\tb"
}`,
      jsonSyntax('control characters in strings must be escaped; found U+0009', span(2, 20, 2, 21)),
    ],
    [
      'an invalid escape, pointed at exactly',
      `{
  "name": "\\x"
}`,
      jsonSyntax(
        'invalid escape sequence; expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX; found `\\x`',
        span(2, 12, 2, 14),
      ),
    ],
    [
      'a short \\u escape',
      '{"name": "\\u12G4"}',
      jsonSyntax(
        'invalid \\u escape: expected four hexadecimal digits; found `\\u12`',
        span(1, 11, 1, 15),
      ),
    ],
  ])('%s', (_name, text, problem) => {
    expect(validateManifest(text)).toEqual({ valid: false, problems: [problem] });
  });

  it('leading zeros are fine in an exponent', () => {
    expect(validateManifest('{"name": "x", "version": "1", "$n": 1e-07}').valid).toBe(true);
  });
});

describe('a root that is not an object gives one type problem and nothing else', () => {
  it.each([
    ['[]', 'an array'],
    ['"x"', 'string "x"'],
    ['42', 'number 42'],
    ['null', 'null'],
    ['true', 'boolean true'],
  ])('%s', (text, found) => {
    expect(validateManifest(text)).toEqual({
      valid: false,
      problems: [
        {
          rule: 'type',
          severity: 'error',
          message: `expected an object; found ${found}`,
          pointer: '',
          expected: ['object'],
          found,
          ...span(1, 1, 1, text.length + 1),
        },
      ],
    });
  });
});

describe('deeply nested input does not throw', () => {
  it('100,000 [ then ]', () => {
    const result = validateManifest('['.repeat(100_000) + ']'.repeat(100_000));
    expect(result.valid).toBe(false);
    expect(Array.isArray(result.problems)).toBe(true);
    expect(result.problems.map((problem) => problem.rule)).toContain('type');
  });

  it('{"a": 50,000 times, never closed', () => {
    const result = validateManifest('{"a":'.repeat(50_000));
    expect(result.valid).toBe(false);
    expect(Array.isArray(result.problems)).toBe(true);
    expect(result.problems.map((problem) => problem.rule)).toContain('json-syntax');
  });

  it('{"a": 50,000 times, closed, as the root', () => {
    const result = validateManifest('{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000));
    expect(result.valid).toBe(false);
    expect(Array.isArray(result.problems)).toBe(true);
  });

  it('50,000 objects under a "$" key of a valid manifest', () => {
    const deep = '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000);
    const text = `{ "name": "x", "version": "1", "$deep": ${deep} }`;
    expect(validateManifest(text)).toEqual({ valid: true, problems: [] });
  });
});
