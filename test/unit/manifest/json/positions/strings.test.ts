/**
 * Positions inside strings and across the text: escapes, UTF-16 columns, line endings and a
 * byte order mark.
 * Lines and columns are counted by hand: see support/positions.ts.
 */
import { describe, expect, it } from '@jest/globals';
import { located } from '../../../../support/positions.js';

describe('a platform expression error points at the offending token inside the string', () => {
  const supports = (value: string) => `{
  "name": "x",
  "version": "1",
  "supports": ${value}
}`;
  const at = (column: number, endColumn: number) => [
    { rule: 'platform-expression', pointer: '/supports', line: 4, column, endLine: 4, endColumn },
  ];

  it('the second & of &&', () => {
    expect(located(supports('"windows && linux"'))).toEqual(at(25, 26));
  });

  it('the second & of &&, both written as \\u0026 escapes', () => {
    expect(located(supports(String.raw`"a\u0026\u0026b"`))).toEqual(at(23, 29));
  });

  it('after a \\t and a \\u escape earlier in the string', () => {
    expect(located(supports(String.raw`"\t\u0061 && b"`))).toEqual(at(26, 27));
  });

  it('a non-BMP character written as two \\u escapes (a surrogate pair)', () => {
    expect(located(supports(String.raw`"a & \ud83d\ude00"`))).toEqual(at(20, 32));
  });

  it('a non-BMP character written as itself: 2 code units', () => {
    expect(located(supports('"a & 😀"'))).toEqual(at(20, 22));
  });

  it('the end of the string: an empty range at the closing quote', () => {
    expect(located(supports('"windows &"'))).toEqual(at(25, 25));
  });

  it('an uppercase name: the whole word', () => {
    expect(located(supports('"!Windows"'))).toEqual(at(17, 24));
  });

  it('in the platform of a dependency', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "dependencies": [
    { "name": "a", "platform": "x | Y" }
  ]
}`;
    expect(located(text)).toEqual([
      {
        rule: 'platform-expression',
        pointer: '/dependencies/0/platform',
        line: 5,
        column: 37,
        endLine: 5,
        endColumn: 38,
      },
    ]);
  });
});

describe('an SPDX error points at the offending word inside the license string', () => {
  const license = (value: string) => `{
  "name": "x",
  "version": "1",
  "license": ${value}
}`;
  const at = (column: number, endColumn: number) => [
    { rule: 'spdx', pointer: '/license', line: 4, column, endLine: 4, endColumn },
  ];

  it('an unknown license id', () => {
    expect(located(license('"MIT OR Bogus-1.0"'))).toEqual(at(22, 31));
  });

  it('a word that starts with an escape', () => {
    expect(located(license(String.raw`"MIT OR \u0042ogus"`))).toEqual(at(22, 32));
  });

  it('a word after an escape', () => {
    expect(located(license(String.raw`"\u004dIT OR Bogus"`))).toEqual(at(27, 32));
  });

  it('a non-BMP character: 2 code units', () => {
    expect(located(license('"MIT OR 😀"'))).toEqual(at(22, 24));
  });
});

describe('columns count UTF-16 code units', () => {
  it('an emoji counts 2 and é counts 1, before a value on the same line', () => {
    const text = `{
  "name": "x", "version": "1",
  "description": "😀é", "port-version": -1
}`;
    expect(located(text)).toEqual([
      { rule: 'minimum', pointer: '/port-version', line: 3, column: 41, endLine: 3, endColumn: 43 },
    ]);
  });

  it('an emoji and é before a platform expression error on the same line', () => {
    const text = `{
  "name": "x", "version": "1",
  "description": "é😀", "supports": "a & B"
}`;
    expect(located(text)).toEqual([
      {
        rule: 'platform-expression',
        pointer: '/supports',
        line: 3,
        column: 42,
        endLine: 3,
        endColumn: 43,
      },
    ]);
  });
});

describe('line endings', () => {
  const bogus = (line: number) => [
    {
      rule: 'additional-property',
      pointer: '/bogus',
      line,
      column: 3,
      endLine: line,
      endColumn: 10,
    },
  ];

  it('\\r\\n counts as one line break', () => {
    const text = '{\r\n  "name": "x",\r\n  "version": "1",\r\n  "bogus": 1\r\n}';
    expect(located(text)).toEqual(bogus(4));
  });

  it('a lone \\r counts as one line break', () => {
    const text = '{\r  "name": "x",\r  "version": "1",\r  "bogus": 1\r}';
    expect(located(text)).toEqual(bogus(4));
  });

  it('two lone \\r make an empty line', () => {
    const text = '{\r\r  "bogus": 1, "name": "x", "version": "1"\r}';
    expect(located(text)).toEqual(bogus(3));
  });

  it('\\n, \\r\\n and \\r mixed, with a span over several lines', () => {
    const text = '{\n  "name": "x",\r\n  "version": "1",\r  "supports": {\r\n    "a": 1\r  }\n}';
    expect(located(text)).toEqual([
      { rule: 'type', pointer: '/supports', line: 4, column: 15, endLine: 6, endColumn: 4 },
    ]);
  });

  it('a syntax error after \\r\\n line breaks', () => {
    const text = '{\r\n  "name": "x",\r\n  "version": "1",\r\n}';
    expect(located(text)).toEqual([
      { rule: 'json-syntax', pointer: '', line: 4, column: 1, endLine: 4, endColumn: 2 },
    ]);
  });
});

describe('a UTF-8 byte order mark does not shift columns', () => {
  const text = '\uFEFF{ "name": "x", "version": "1", "bogus": 1 }';
  const expected = [
    {
      rule: 'additional-property',
      pointer: '/bogus',
      line: 1,
      column: 32,
      endLine: 1,
      endColumn: 39,
    },
  ];

  it('in text', () => {
    expect(located(text)).toEqual(expected);
  });

  it('in bytes', () => {
    const bytes = new TextEncoder().encode(text);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(located(bytes)).toEqual(expected);
  });

  it('for a syntax error', () => {
    expect(located('\uFEFF{ "name": "x", }')).toEqual([
      { rule: 'json-syntax', pointer: '', line: 1, column: 16, endLine: 1, endColumn: 17 },
    ]);
  });
});
