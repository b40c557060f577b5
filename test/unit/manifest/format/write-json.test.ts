import { describe, expect, it } from '@jest/globals';
import { JsonNumber } from '../../../../src/manifest/format/json-tree.js';
import { quotedString, writeJson } from '../../../../src/manifest/format/write-json.js';

describe('quotedString', () => {
  it('escapes quote, backslash and the controls with short escapes, and nothing else', () => {
    expect(quotedString('a"b\\c/d\te\nf\rg\bh\fi')).toBe('"a\\"b\\\\c/d\\te\\nf\\rg\\bh\\fi"');
    expect(quotedString('é 😀 \u007f \u2028')).toBe('"é 😀 \u007f \u2028"');
  });

  it('writes another control or a lone surrogate as \\u00XX and drops the rest, as vcpkg does', () => {
    expect(quotedString('a\u0001b')).toBe('"a\\u0001"');
    expect(quotedString('x\ud800y')).toBe('"x\\ud800"');
    expect(quotedString('\udc00')).toBe('"\\udc00"');
  });
});

describe('writeJson', () => {
  it('writes nested values two spaces a level, with a final newline', () => {
    const value = new Map<string, unknown>([
      ['a', [new JsonNumber('1', 1), new JsonNumber(undefined, 1), null, true]],
      ['b', new Map()],
      ['c', []],
    ]);
    expect(writeJson(value as never)).toBe(
      '{\n  "a": [\n    1,\n    1.000000,\n    null,\n    true\n  ],\n  "b": {},\n  "c": []\n}\n',
    );
  });
});
