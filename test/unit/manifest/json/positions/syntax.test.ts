/**
 * Where a problem the JSON text itself has points: a syntax error or a duplicate key.
 * Lines and columns are counted by hand: see support/positions.ts.
 */
import { describe, expect, it } from '@jest/globals';
import { located } from '../../../../support/positions.js';

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
