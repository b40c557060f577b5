import { describe, expect, it } from '@jest/globals';
import { checkPlatformExpression } from '../src/manifest/platform-expression.js';

const ALLOWED_CHARACTERS =
  "platform names use only a-z and 0-9, and the operators are '!', '&', '|' and ','";

describe('checkPlatformExpression', () => {
  it.each([
    'windows',
    'x64',
    'arm64',
    'notwindows',
    'android2',
    '!windows',
    'not windows',
    '! windows',
    '!!x',
    'not not x',
    '!not x',
    'windows & !static & !arm64',
    '!(uwp | arm)',
    'x64 & (windows | linux)',
    '!uwp, osx',
    'not uwp and not arm',
    '  windows  ',
    '(((windows)))',
    'a & b & c',
    'a | b | c',
    'a and b & c',
    'a & b, c | d',
    '(a & b) | c',
    'a & (b | c)',
    '(a, b) & c',
    '!(a & b), (c | d) & e',
    'windows&!uwp',
    '\twindows\r\n&\nlinux\t',
    '!(!(x))',
    'a,b,c',
    '(a | b) & (c | d) & !e',
  ])('accepts %j', (expression) => {
    expect(checkPlatformExpression(expression)).toBeUndefined();
  });

  it.each([
    ['', "the expression is empty; expected a platform name such as 'windows'", 0, 0],
    ['   ', "the expression is empty; expected a platform name such as 'windows'", 0, 3],
    ['a && b', "'&&' is not an operator; use '&'", 3, 1],
    ['a || b', "'||' is not an operator; use '|'", 3, 1],
    ['a or b', "'or' is not an operator; use '|'", 2, 2],
    [
      'Windows',
      "uppercase letters are not allowed; platform names are lowercase: write 'windows'",
      0,
      7,
    ],
    [
      'x64 & !winDows2',
      "uppercase letters are not allowed; platform names are lowercase: write 'windows2'",
      7,
      8,
    ],
    ['NOT x', "uppercase letters are not allowed; platform names are lowercase: write 'not'", 0, 3],
    ['static_crt', `unexpected character '_'; ${ALLOWED_CHARACTERS}`, 6, 1],
    ['x64-windows', `unexpected character '-'; ${ALLOWED_CHARACTERS}`, 3, 1],
    ['a.b', `unexpected character '.'; ${ALLOWED_CHARACTERS}`, 1, 1],
    ['a = b', `unexpected character '='; ${ALLOWED_CHARACTERS}`, 2, 1],
    ['a\u00a0b', `unexpected character U+00A0; ${ALLOWED_CHARACTERS}`, 1, 1],
    ['a & \u{1f600}', `unexpected character '\u{1f600}'; ${ALLOWED_CHARACTERS}`, 4, 2],
    ['a &', "expected a platform name after '&', found the end of the expression", 3, 0],
    ['a | ', "expected a platform name after '|', found the end of the expression", 4, 0],
    ['a,', "expected a platform name after ',', found the end of the expression", 2, 0],
    ['& a', "expected a platform name, found '&'", 0, 1],
    ['a & | b', "expected a platform name after '&', found '|'", 4, 1],
    [
      'a & b | c',
      "cannot mix '&' and '|' without parentheses; group them, e.g. '(a & b) | c'",
      6,
      1,
    ],
    [
      'a | b & c',
      "cannot mix '|' and '&' without parentheses; group them, e.g. '(a & b) | c'",
      6,
      1,
    ],
    [
      'a | b and c',
      "cannot mix '|' and 'and' without parentheses; group them, e.g. '(a & b) | c'",
      6,
      3,
    ],
    ['windows linux', "expected '&', '|' or ',' between 'windows' and 'linux'", 8, 5],
    ['x (y)', "expected '&', '|' or ',' between 'x' and '('", 2, 1],
    ['(a) b', "expected '&', '|' or ',' between ')' and 'b'", 4, 1],
    ['a not b', "expected '&', '|' or ',' between 'a' and 'not'", 2, 3],
    ['(windows', "missing ')' to close '(' at offset 0", 8, 0],
    ['((a) & b', "missing ')' to close '(' at offset 0", 8, 0],
    ['a & (b | (c)', "missing ')' to close '(' at offset 4", 12, 0],
    ['windows)', "unexpected ')' with no matching '('", 7, 1],
    [')', "unexpected ')' with no matching '('", 0, 1],
    ['()', "empty parentheses '()'; expected a platform name inside", 1, 1],
    ['a & ( )', "empty parentheses '()'; expected a platform name inside", 6, 1],
    ['(a &)', "expected a platform name after '&', found ')'", 4, 1],
    ['not', "expected a platform name after 'not', found the end of the expression", 3, 0],
    ['a & !', "expected a platform name after '!', found the end of the expression", 5, 0],
    // The first error from the left wins, even when a later one is lexical.
    ['a b_c', "expected '&', '|' or ',' between 'a' and 'b'", 2, 1],
  ])('rejects %j', (expression, message, offset, length) => {
    expect(checkPlatformExpression(expression)).toEqual({ message, offset, length });
  });

  it('shortens very long names in messages', () => {
    const longName = 'a'.repeat(100);
    expect(checkPlatformExpression(`${longName} b`)).toEqual({
      message: `expected '&', '|' or ',' between '${'a'.repeat(39)}\u2026' and 'b'`,
      offset: 101,
      length: 1,
    });
  });

  it('accepts a 100,000-character expression', () => {
    const expression = `${'a & '.repeat(25_000)}a`;
    expect(expression.length).toBeGreaterThanOrEqual(100_000);
    expect(checkPlatformExpression(expression)).toBeUndefined();
  });

  it('accepts 100,000 negations without overflowing the stack', () => {
    expect(checkPlatformExpression(`${'!'.repeat(100_000)}x`)).toBeUndefined();
  });

  it('accepts 1000 nested parentheses', () => {
    const expression = `${'('.repeat(1000)}x${')'.repeat(1000)}`;
    expect(checkPlatformExpression(expression)).toBeUndefined();
  });

  it('rejects 1001 nested parentheses at the first one too deep', () => {
    const expression = `${'('.repeat(1001)}x${')'.repeat(1001)}`;
    expect(checkPlatformExpression(expression)).toEqual({
      message: 'nesting deeper than 1000 levels',
      offset: 1000,
      length: 1,
    });
  });

  it('rejects 100,000 nested parentheses without overflowing the stack', () => {
    expect(checkPlatformExpression('('.repeat(100_000))).toEqual({
      message: 'nesting deeper than 1000 levels',
      offset: 1000,
      length: 1,
    });
  });
});
