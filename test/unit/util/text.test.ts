/**
 * The small text helpers both cores, the reporters and the adapters share: one definition each
 * of a list in words, a value cut short, a code point's name and what counts as a control
 * character.
 */
import { describe, expect, it } from '@jest/globals';
import {
  CONTROL_CHARACTER,
  HEADER_CONTROL_CHARACTER,
  jsonQuoted,
  replaceControlCharacters,
  SPACE_OR_CONTROL_CHARACTER,
} from '../../../src/util/control-characters.js';
import { cutShort } from '../../../src/util/cut-short.js';
import { shown } from '../../../src/endpoint/request-options-error.js';
import { unfilledPlaceholderProblem } from '../../../src/endpoint/util/route.js';
import { listWords } from '../../../src/util/list-words.js';
import { codePointName } from '../../../src/util/code-point-name.js';
import { quoteValue } from '../../../src/manifest/json/describe.js';

describe('listWords', () => {
  it('joins words as a sentence lists them', () => {
    expect([[], ['a'], ['a', 'b'], ['a', 'b', 'c']].map((words) => listWords(words))).toEqual([
      '',
      'a',
      'a and b',
      'a, b and c',
    ]);
    expect(listWords(['json', 'text', 'sarif'], 'or')).toBe('json, text or sarif');
  });

  it('is how the builder names the placeholders a route leaves empty', () => {
    expect(unfilledPlaceholderProblem('GET /repos/{owner}/{repo}/issues/:number', {})).toBe(
      '"GET /repos/{owner}/{repo}/issues/:number" leaves {owner}, {repo} and :number without a value',
    );
  });
});

describe('cutShort', () => {
  it('keeps a text of at most `longest` characters, else cuts it to `kept` and an ellipsis', () => {
    expect([cutShort('abcd', 4), cutShort('abcde', 4), cutShort('abcdefgh', 6, 3)]).toEqual([
      'abcd',
      'abc…',
      'abc…',
    ]);
  });

  it('cuts a manifest value after quoting it, and a builder value before', () => {
    const long = 'x'.repeat(61);
    expect(quoteValue(long)).toBe(`"${'x'.repeat(56)}…`);
    expect(shown(long)).toBe(`"${'x'.repeat(59)}…"`);
    expect(shown('x'.repeat(60))).toBe(`"${'x'.repeat(60)}"`);
  });
});

describe('codePointName', () => {
  it('names the first character by its code point, four hex digits at least', () => {
    expect(['\t', '\u00a0', '\u{1f600}x'].map(codePointName)).toEqual([
      'U+0009',
      'U+00A0',
      'U+1F600',
    ]);
  });
});

describe('control characters', () => {
  const found = (pattern: RegExp) =>
    ['\0', '\t', '\n', '\x1f', ' ', '~', '\x7f', '\x85', '\x9f', '\xa0', '\u2028', '\u2029'].filter(
      (character) => pattern.test(character),
    );

  it('C0, DEL, C1 and the Unicode line and paragraph separators are control characters', () => {
    expect(found(CONTROL_CHARACTER)).toEqual([
      '\0',
      '\t',
      '\n',
      '\x1f',
      '\x7f',
      '\x85',
      '\x9f',
      '\u2028',
      '\u2029',
    ]);
  });

  it('an address must not have them or white space', () => {
    expect(found(SPACE_OR_CONTROL_CHARACTER)).toEqual([
      '\0',
      '\t',
      '\n',
      '\x1f',
      ' ',
      '\x7f',
      '\x85',
      '\x9f',
      '\xa0',
      '\u2028',
      '\u2029',
    ]);
  });

  it('a header value may hold a tab and the Unicode separators', () => {
    expect(found(HEADER_CONTROL_CHARACTER)).toEqual(['\0', '\n', '\x1f', '\x7f', '\x85', '\x9f']);
  });

  it('replaces each of them, every time it comes', () => {
    expect(replaceControlCharacters('a\nb\u2028c\n', encodeURIComponent)).toBe(
      'a%0Ab%E2%80%A8c%0A',
    );
    // Not stateful: a second call finds them again from the start.
    expect(replaceControlCharacters('\n', () => '-')).toBe('-');
  });

  it('jsonQuoted writes as \\u00XX what JSON.stringify leaves as it is', () => {
    expect(jsonQuoted('a\x7f\x85\u2028\u2029\n"b')).toBe('"a\\u007f\\u0085\\u2028\\u2029\\n\\"b"');
    expect(JSON.parse(jsonQuoted('a\x7f\u2028'))).toBe('a\x7f\u2028');
  });
});
