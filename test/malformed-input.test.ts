import { describe, expect, it } from '@jest/globals';
import { validateManifest } from '../src/manifest/validate.js';

/** Bytes from text (encoded as UTF-8) and raw byte values, in order. */
function bytes(...parts: (string | number[])[]): Uint8Array {
  const encoder = new TextEncoder();
  return Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...encoder.encode(part)] : part)),
  );
}

/** A problem at one place of the text: from line:column to endLine:endColumn. */
function span(line: number, column: number, endLine = line, endColumn = column) {
  return { line, column, endLine, endColumn };
}

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

describe('a UTF-8 byte order mark is accepted', () => {
  const text = '\uFEFF{ "name": "x", "version": "1" }';

  it('in text', () => {
    expect(validateManifest(text)).toEqual({ valid: true, problems: [] });
  });

  it('as bytes EF BB BF', () => {
    const input = bytes([0xef, 0xbb, 0xbf], '{ "name": "x", "version": "1" }');
    expect(validateManifest(input)).toEqual({ valid: true, problems: [] });
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

describe('bytes that are not UTF-8 give one encoding error at the character of the bad byte', () => {
  it.each([
    // `{` `\n` and 11 characters (13 bytes) before the bad byte.
    [
      'a lead byte without its continuation (C3 28)',
      bytes('{\n  "name": "', [0xc3, 0x28], '"\n}'),
      'C3',
      13,
      span(2, 12),
    ],
    ['a lone FF', bytes('{\n  "name": "a', [0xff], '"\n}'), 'FF', 14, span(2, 13)],
    // é is 2 bytes but 1 column.
    [
      'an overlong encoding (C0 AF)',
      bytes('{\n  "name": "é', [0xc0, 0xaf], '"\n}'),
      'C0',
      15,
      span(2, 13),
    ],
    [
      'a surrogate (ED A0 80)',
      bytes('{\n  "name": "', [0xed, 0xa0, 0x80], '"\n}'),
      'ED',
      13,
      span(2, 12),
    ],
    // 😀 is 4 bytes but 2 columns.
    [
      'a byte after a non-BMP character',
      bytes('{\n  "name": "😀', [0xff], '"\n}'),
      'FF',
      17,
      span(2, 14),
    ],
    [
      'a 3-byte sequence cut short at the end',
      bytes('{ "name": "x" }\n', [0xe2, 0x82]),
      'E2',
      16,
      span(2, 1),
    ],
    // The offset counts the byte order mark; the column does not.
    [
      'a bad byte after a byte order mark',
      bytes([0xef, 0xbb, 0xbf], '{', [0xff]),
      'FF',
      4,
      span(1, 2),
    ],
  ])('%s', (_name, input, hex, offset, at) => {
    expect(validateManifest(input)).toEqual({
      valid: false,
      problems: [
        {
          rule: 'encoding',
          encoding: 'utf-8',
          severity: 'error',
          message: `invalid UTF-8: byte 0x${hex} at byte offset ${offset} does not start a valid character; a manifest must be UTF-8`,
          pointer: '',
          ...at,
        },
      ],
    });
  });
});

describe('UTF-16 gives one encoding error', () => {
  const manifest = '{ "name": "x", "version": "1" }';
  const le = [...Buffer.from(manifest, 'utf16le')];
  const be = le.map((_byte, i) => le[i % 2 === 0 ? i + 1 : i - 1] as number);

  it.each([
    ['little-endian, with a byte order mark', [0xff, 0xfe, ...le]],
    ['big-endian, with a byte order mark', [0xfe, 0xff, ...be]],
    ['little-endian', le],
    ['big-endian', be],
  ])('%s', (kind, input) => {
    expect(validateManifest(Uint8Array.from(input))).toEqual({
      valid: false,
      problems: [
        {
          rule: 'encoding',
          encoding: 'utf-16',
          severity: 'error',
          message: `the file is UTF-16 (${kind}); a manifest must be UTF-8`,
          pointer: '',
          ...span(1, 1),
        },
      ],
    });
  });

  it('starts with { and a NUL byte when written without a byte order mark', () => {
    expect(le.slice(0, 2)).toEqual([0x7b, 0x00]);
    expect(be.slice(0, 2)).toEqual([0x00, 0x7b]);
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
