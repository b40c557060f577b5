/**
 * The linear-time engine that runs the patterns of a user's schema (re2js, with ECMAScript's
 * meaning) against ECMAScript's own, on random patterns: the examples, each pattern on every
 * character of the Basic Multilingual Plane, and what it refuses are in
 * test/unit/manifest/schema/patterns/linear-regexp.test.ts.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { linearRegExp } from '../../src/manifest/schema/patterns/linear-regexp.js';

/** Whether ECMAScript accepts `pattern` with the u flag. */
function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

describe('results match ECMAScript regular expressions with the u flag', () => {
  it('on random patterns built from the pieces whose meanings differ between the engines', () => {
    const pieces = ['a', '-', '.', '\\s', '\\S', '\\d', '\\W', '\\b', '\\B', '[a-c]', '[^a]'];
    pieces.push('[\\s\\d]', '[^\\S]', '\\p{L}', '\\P{Ll}', '😀', '\\uD83D\\uDE00', '\\uD83D');
    pieces.push(
      '^',
      '$',
      '[^]',
      '[]',
      '\\n',
      '\\r',
      '[\\b]',
      '\\/',
      '[--a]',
      '\\v',
      '[\\w-]',
      '\\0',
    );
    const { pattern } = fc.letrec<{ pattern: string }>((tie) => ({
      pattern: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(...pieces),
        fc.tuple(tie('pattern'), tie('pattern')).map(([x, y]) => x + y),
        fc.tuple(tie('pattern'), tie('pattern')).map(([x, y]) => `${x}|${y}`),
        tie('pattern').map((x) => `(?<name>${x})`),
        fc
          .tuple(tie('pattern'), fc.constantFrom('*', '+?', '??', '{2}', '{1,3}', '{2,}?'))
          .map(([x, q]) => `(?:${x})${q}`),
      ),
    }));
    const chars = ['a', 'c', '-', '\n', '\r', ' ', '\u00a0', '😀', '\ud83d', '\ude00', '1', '_'];
    const text = fc.array(fc.constantFrom(...chars, '\u2028', '\v', '\b', '/', '\0'), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(pattern, fc.array(text, { minLength: 5, maxLength: 5 }), (source, texts) => {
        fc.pre(isValidPattern(source));
        const linear = linearRegExp(source, 'u');
        const native = new RegExp(source, 'u');
        for (const chosen of texts.map((chars) => chars.join('')))
          expect([source, chosen, linear.test(chosen)]).toEqual([
            source,
            chosen,
            native.test(chosen),
          ]);
      }),
      { seed: 20_240_501, numRuns: 2000 },
    );
  });
});
