/**
 * scripts/ascii-only.js, which the build runs on every bundle: the text it writes is ASCII and
 * the same program, wherever the characters it rewrites stand.
 */
import { describe, expect, it } from '@jest/globals';
import { runInNewContext } from 'node:vm';
// @ts-expect-error: a script of the build, plain JavaScript without types.
import { asciiOnly } from '../../scripts/ascii-only.js';

const rewrite = asciiOnly as (code: string, file: string) => string;

/** The value of the expression `code` evaluates to, as JSON. */
function valueOf(code: string): string {
  return JSON.stringify(runInNewContext(`(${code}\n)`));
}

describe('asciiOnly', () => {
  it.each([
    ['a string', `'… and ²'`],
    ['a template', '`${1}…${"é"}`'],
    ['a regular expression', `String(/^[…é]+$/.test('é…'))`],
    [
      'a regular expression with the u flag, an astral character',
      `String(/^\u{1F600}$/u.test('\u{1F600}'))`,
    ],
    [
      'a class of astral characters with the u flag',
      `String(/^[\u{1F600}\u{1F601}]$/u.test('\u{1F601}'))`,
    ],
    ['an identifier', `(() => { const café = 2; return café; })()`],
    ['a comment', `/* … */ 1 // ²`],
    ['an escaped backslash before it', `'\\\\…'`],
  ])('writes the same program in ASCII: %s', (_, code) => {
    const ascii = rewrite(code, 'test.js');
    expect(ascii).not.toMatch(/[\u0080-\uffff]/);
    expect(valueOf(ascii)).toBe(valueOf(code));
  });

  it('leaves ASCII text as it is', () => {
    const code = `const a = '\\u2026'; // plain`;
    expect(rewrite(code, 'test.js')).toBe(code);
  });

  it('refuses a character that an odd run of backslashes escapes, naming the file and offset', () => {
    expect(() => rewrite(`'a\\…'`, 'dist/cli/index.js')).toThrow(
      'dist/cli/index.js: character U+2026 at offset 3 follows a backslash; expected an escape the build can rewrite',
    );
  });
});
