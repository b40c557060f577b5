import { describe, expect, it } from '@jest/globals';
import { validateManifest, type ValidateOptions } from '../src/manifest/validate.js';

/*
 * Every manifest below is written out line by line so that lines and columns can be counted by
 * hand: columns are 1-based UTF-16 code units and the end column is exclusive. Texts that need
 * backslashes in the file use String.raw, so the source shows exactly the bytes of the file.
 */

/** Each problem's rule, pointer and span, in the order the validator returns them. */
function located(input: string | Uint8Array, options: ValidateOptions = {}) {
  return validateManifest(input, options).problems.map(
    ({ rule, pointer, line, column, endLine, endColumn }) => ({
      rule,
      pointer,
      line,
      column,
      endLine,
      endColumn,
    }),
  );
}

describe('an unknown key points at the key token, quotes included', () => {
  it('at the top level', () => {
    const text = `{
  "name": "x",
  "bogus": 1,
  "version": "1"
}`;
    expect(located(text)).toEqual([
      {
        rule: 'additional-property',
        pointer: '/bogus',
        line: 3,
        column: 3,
        endLine: 3,
        endColumn: 10,
      },
    ]);
  });

  it('in a dependency object', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "dependencies": [
    { "name": "a", "bogus": 1 }
  ]
}`;
    expect(located(text)).toEqual([
      {
        rule: 'additional-property',
        pointer: '/dependencies/0/bogus',
        line: 5,
        column: 20,
        endLine: 5,
        endColumn: 27,
      },
    ]);
  });

  it('in a feature', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "features": [
    {
      "name": "f",
      "description": "d",
      "extra": true
    }
  ]
}`;
    expect(located(text)).toEqual([
      {
        rule: 'additional-property',
        pointer: '/features/0/extra',
        line: 8,
        column: 7,
        endLine: 8,
        endColumn: 14,
      },
    ]);
  });

  it('written with an escape, the whole raw key token', () => {
    const text = String.raw`{
  "name": "x",
  "version": "1",
  "b\u006fgus": 1
}`;
    expect(located(text)).toEqual([
      {
        rule: 'additional-property',
        pointer: '/bogus',
        line: 4,
        column: 3,
        endLine: 4,
        endColumn: 15,
      },
    ]);
  });
});

describe('a bad value points at the value token', () => {
  it('a string, quotes included', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "homepage": "not a uri"
}`;
    expect(located(text)).toEqual([
      { rule: 'format', pointer: '/homepage', line: 4, column: 15, endLine: 4, endColumn: 26 },
    ]);
  });

  it('a negative number', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "port-version": -1
}`;
    expect(located(text)).toEqual([
      { rule: 'minimum', pointer: '/port-version', line: 4, column: 19, endLine: 4, endColumn: 21 },
    ]);
  });

  it('a nested object over several lines, from { to just after }', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "supports": {
    "windows": true
  }
}`;
    expect(located(text)).toEqual([
      { rule: 'type', pointer: '/supports', line: 4, column: 15, endLine: 6, endColumn: 4 },
    ]);
  });

  it('a nested array, from [ to just after ]', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "license": ["MIT", "BSD"]
}`;
    expect(located(text)).toEqual([
      { rule: 'type', pointer: '/license', line: 4, column: 14, endLine: 4, endColumn: 28 },
    ]);
  });

  it('an item of an array', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "maintainers": ["a", 2, "b"]
}`;
    expect(located(text)).toEqual([
      { rule: 'type', pointer: '/maintainers/1', line: 4, column: 24, endLine: 4, endColumn: 25 },
    ]);
  });

  it('a value in a dependency object', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "dependencies": [
    { "name": "a", "version>=": "#" }
  ]
}`;
    expect(located(text)).toEqual([
      {
        rule: 'pattern',
        pointer: '/dependencies/0/version>=',
        line: 5,
        column: 33,
        endLine: 5,
        endColumn: 36,
      },
    ]);
  });
});

describe('a missing required property points at the object that lacks it', () => {
  it('the root object', () => {
    const text = `{
  "version": "1"
}`;
    expect(located(text)).toEqual([
      { rule: 'required', pointer: '', line: 1, column: 1, endLine: 3, endColumn: 2 },
    ]);
  });

  it('a feature over several lines', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "features": [
    {
      "name": "f"
    }
  ]
}`;
    expect(located(text)).toEqual([
      { rule: 'required', pointer: '/features/0', line: 5, column: 5, endLine: 7, endColumn: 6 },
    ]);
  });

  it('an override on one line', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "overrides": [
    { "name": "a" }
  ]
}`;
    expect(located(text)).toEqual([
      { rule: 'required', pointer: '/overrides/0', line: 5, column: 5, endLine: 5, endColumn: 20 },
    ]);
  });
});

describe('the version rule', () => {
  it('with no version field, points at the root object', () => {
    const text = `{
  "name": "x"
}`;
    expect(located(text)).toEqual([
      { rule: 'version-one-of', pointer: '', line: 1, column: 1, endLine: 3, endColumn: 2 },
    ]);
  });

  it('with two, points at the key of the second in the order version, version-string, version-semver, version-date', () => {
    // Written first in the file, version-date still comes second in the rule's order.
    const text = `{
  "name": "x",
  "version-date": "2020-01-01",
  "version": "1"
}`;
    expect(located(text)).toEqual([
      {
        rule: 'version-one-of',
        pointer: '/version-date',
        line: 3,
        column: 3,
        endLine: 3,
        endColumn: 17,
      },
    ]);
  });

  it('with three, points at the key of the second in that order', () => {
    const text = `{
  "version-semver": "1.2.3",
  "name": "x",
  "version-string": "a",
  "version": "1"
}`;
    expect(located(text)).toEqual([
      {
        rule: 'version-one-of',
        pointer: '/version-string',
        line: 4,
        column: 3,
        endLine: 4,
        endColumn: 19,
      },
    ]);
  });
});

describe('a JSON syntax error points at the offending character', () => {
  const syntaxError = (line: number, column: number, endLine: number, endColumn: number) => [
    { rule: 'json-syntax', pointer: '', line, column, endLine, endColumn },
  ];

  it('a trailing comma in an object: the } after it', () => {
    const text = `{
  "name": "x",
  "version": "1",
}`;
    expect(located(text)).toEqual(syntaxError(4, 1, 4, 2));
  });

  it('a trailing comma in an array: the ] after it', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "maintainers": ["a", ]
}`;
    expect(located(text)).toEqual(syntaxError(4, 24, 4, 25));
  });

  it('a missing comma: the key that follows', () => {
    const text = `{
  "name": "x"
  "version": "1"
}`;
    expect(located(text)).toEqual(syntaxError(3, 3, 3, 12));
  });

  it('an unterminated string: the string up to the end of its line', () => {
    const text = `{
  "name": "x,
  "version": "1"
}`;
    expect(located(text)).toEqual(syntaxError(2, 11, 2, 14));
  });

  it('a stray character', () => {
    const text = `{
  "name": "x",
  @
}`;
    expect(located(text)).toEqual(syntaxError(3, 3, 3, 4));
  });

  it('a line comment', () => {
    const text = `{
  // a comment
  "name": "x",
  "version": "1"
}`;
    expect(located(text)).toEqual(syntaxError(2, 3, 2, 15));
  });

  it('a block comment', () => {
    const text = `{
  "name": "x", /* c */
  "version": "1"
}`;
    expect(located(text)).toEqual(syntaxError(2, 16, 2, 23));
  });
});

describe('a duplicate key points at its second occurrence', () => {
  it('at the top level', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "name": "y"
}`;
    expect(located(text)).toEqual([
      { rule: 'duplicate-key', pointer: '/name', line: 4, column: 3, endLine: 4, endColumn: 9 },
    ]);
  });

  it('in an object inside an array, on the same line as the first', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "dependencies": [
    { "name": "a", "name": "b" }
  ]
}`;
    expect(located(text)).toEqual([
      {
        rule: 'duplicate-key',
        pointer: '/dependencies/0/name',
        line: 5,
        column: 20,
        endLine: 5,
        endColumn: 26,
      },
    ]);
  });

  it('written with an escape, the whole raw key token', () => {
    const text = String.raw`{
  "name": "x",
  "version": "1",
  "n\u0061me": "y"
}`;
    expect(located(text)).toEqual([
      { rule: 'duplicate-key', pointer: '/name', line: 4, column: 3, endLine: 4, endColumn: 14 },
    ]);
  });
});

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

describe('document order', () => {
  it('sorts problems from every check by line, then column', () => {
    const text = `{
  "zzz": 1,
  "name": "Bad",
  "version": "x",
  "version-string": "1",
  "supports": "a && b",
  "maintainers": "me",
  "license": "MIT",
  "license": "Nope",
  "aaa": 2
}`;
    expect(located(text)).toEqual([
      {
        rule: 'additional-property',
        pointer: '/zzz',
        line: 2,
        column: 3,
        endLine: 2,
        endColumn: 8,
      },
      { rule: 'pattern', pointer: '/name', line: 3, column: 11, endLine: 3, endColumn: 16 },
      { rule: 'pattern', pointer: '/version', line: 4, column: 14, endLine: 4, endColumn: 17 },
      {
        rule: 'version-one-of',
        pointer: '/version-string',
        line: 5,
        column: 3,
        endLine: 5,
        endColumn: 19,
      },
      {
        rule: 'platform-expression',
        pointer: '/supports',
        line: 6,
        column: 19,
        endLine: 6,
        endColumn: 20,
      },
      { rule: 'type', pointer: '/maintainers', line: 7, column: 18, endLine: 7, endColumn: 22 },
      { rule: 'duplicate-key', pointer: '/license', line: 9, column: 3, endLine: 9, endColumn: 12 },
      { rule: 'spdx', pointer: '/license', line: 9, column: 15, endLine: 9, endColumn: 19 },
      {
        rule: 'additional-property',
        pointer: '/aaa',
        line: 10,
        column: 3,
        endLine: 10,
        endColumn: 8,
      },
    ]);
  });
});

describe('pointers', () => {
  it('leave "version>=" as it is: > and = need no escape', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "dependencies": [{ "name": "a", "version>=": 1 }]
}`;
    expect(validateManifest(text).problems.map((problem) => problem.pointer)).toEqual([
      '/dependencies/0/version>=',
    ]);
  });

  it('escape / as ~1 and ~ as ~0', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "a/b": 1,
  "c~d": 2,
  "e~1f": 3
}`;
    expect(located(text)).toEqual([
      {
        rule: 'additional-property',
        pointer: '/a~1b',
        line: 4,
        column: 3,
        endLine: 4,
        endColumn: 8,
      },
      {
        rule: 'additional-property',
        pointer: '/c~0d',
        line: 5,
        column: 3,
        endLine: 5,
        endColumn: 8,
      },
      {
        rule: 'additional-property',
        pointer: '/e~01f',
        line: 6,
        column: 3,
        endLine: 6,
        endColumn: 9,
      },
    ]);
  });

  it('lead through an escaped key to a problem below it', () => {
    const text = `{
  "name": "x",
  "version": "1",
  "$a/b": { "k": 1, "k": 2 }
}`;
    expect(located(text)).toEqual([
      {
        rule: 'duplicate-key',
        pointer: '/$a~1b/k',
        line: 4,
        column: 21,
        endLine: 4,
        endColumn: 24,
      },
    ]);
  });
});
