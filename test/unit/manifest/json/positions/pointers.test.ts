/**
 * The order problems come in, and the JSON Pointer each one names.
 * Lines and columns are counted by hand: see support/positions.ts.
 */
import { describe, expect, it } from '@jest/globals';
import { validateManifest } from '../../../../../src/manifest/validate.js';
import { located } from '../../../../support/positions.js';

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
