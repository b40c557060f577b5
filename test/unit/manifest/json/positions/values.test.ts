/**
 * Where a schema problem points: the key token, the value token, or the object it concerns.
 * Lines and columns are counted by hand: see support/positions.ts.
 */
import { describe, expect, it } from '@jest/globals';
import { located } from '../../../../support/positions.js';

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
