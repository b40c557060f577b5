/**
 * Platform expressions (`supports`, dependency `platform`), checked against vcpkg's own parser:
 * the December 2020 tool (microsoft/vcpkg toolsrc/src/vcpkg/platform-expression.cpp) and today's
 * vcpkg-tool (src/vcpkg/platform-expression.cpp and its unit tests in
 * src/vcpkg-test/platform-expression.cpp).
 */
import { describe, expect, it } from '@jest/globals';
import { checkPlatformExpression } from '../../../../src/manifest/vcpkg/platform-expression/parser.js';
import { validateManifest } from '../../../../src/manifest/validate.js';

/** The message for a negation directly after another one. */
const NEGATION_CHAIN = (second: string, first: string) =>
  `${second} cannot follow ${first}; vcpkg takes one '!' or 'not' before a name or '(': drop both, or put the inner negation in parentheses, e.g. '!(!x)'`;

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

  it('rejects 100,000 negations at the second one without overflowing the stack', () => {
    expect(checkPlatformExpression(`${'!'.repeat(100_000)}x`)).toEqual({
      message: NEGATION_CHAIN("'!'", "'!'"),
      offset: 1,
      length: 1,
    });
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

// vcpkg (December 2020 and today): platform-expression-not is '!' (or, today, 'not'), optional
// whitespace, then platform-expression-simple: a name or '(' expression ')', never another '!'.
describe('negation: vcpkg takes one `!` or `not` before a name or `(`', () => {
  it.each([
    // vcpkg-tool unit test "weird platform-expressions whitespace": whitespace may follow '!'.
    '! windows',
    ' ! \t  windows \n| arm \r',
    // vcpkg-tool unit test "platform-expressions without whitespace".
    'not(!windows&!x64)',
    '!(!windows)',
    'not (not windows)',
    '!(not x) & !(!y)',
  ])('accepts %j', (expression) => {
    expect(checkPlatformExpression(expression)).toBeUndefined();
  });

  it.each([
    ['!!windows', "'!'", "'!'", 1, 1],
    ['! !windows', "'!'", "'!'", 2, 1],
    ['!\t\n!windows', "'!'", "'!'", 3, 1],
    ['x & !!y', "'!'", "'!'", 5, 1],
    ['!!(windows)', "'!'", "'!'", 1, 1],
    ['not !windows', "'!'", "'not'", 4, 1],
    // vcpkg-tool unit test "invalid alternate expressions" rejects "not! windows".
    ['not! windows', "'!'", "'not'", 3, 1],
    ['not not windows', "'not'", "'not'", 4, 3],
    ['!not windows', "'not'", "'!'", 1, 3],
    ['! not (windows)', "'not'", "'!'", 2, 3],
    ['(a, !!b)', "'!'", "'!'", 5, 1],
  ])('rejects %j at the second negation', (expression, second, first, offset, length) => {
    expect(checkPlatformExpression(expression)).toEqual({
      message: NEGATION_CHAIN(second, first),
      offset,
      length,
    });
  });

  it('is a warning in the default profile and an error under --strict', () => {
    const text = '{ "name": "a", "version": "1", "supports": "!!windows" }';
    const message = `"!!windows" is not a platform expression: ${NEGATION_CHAIN("'!'", "'!'")}`;
    const lenient = validateManifest(text);
    expect(lenient.valid).toBe(true);
    expect(lenient.problems.map((p) => [p.severity, p.rule, p.message])).toEqual([
      ['warning', 'platform-expression', message],
    ]);
    const strict = validateManifest(text, { strict: true });
    expect(strict.valid).toBe(false);
    expect(strict.problems.map((p) => [p.severity, p.rule, p.message])).toEqual([
      ['error', 'platform-expression', message],
    ]);
  });
});

// Today's vcpkg-tool (keywords since late 2021): 'not' starts an operand, 'and' joins like '&',
// 'or' is reserved ("use '|' instead of 'or'"), and every other word, 'and' and 'or' included,
// is a name where a name is expected. After a negation the operand is read as a name even when
// it is 'not' ("!not" negates a platform called "not").
describe('keywords `not`, `and`, `or` as vcpkg-tool reads them', () => {
  it.each([
    // vcpkg-tool unit tests "platform-expression-not-alternate", "-and-alternate".
    'not windows & not arm & not x86',
    'not windows and !arm & not x86',
    '!windows and !arm and !x86',
    'a and(b)',
    '(a)and b',
    'a and!b',
    // Names where vcpkg-tool reads a name:
    'and',
    'or',
    'and & windows',
    'windows | or',
    'and and and',
    '!and',
    'not or',
    '!not',
    'not not',
    '!not & x',
    '!not and x',
    'notwindows',
    'andx & orx',
  ])('accepts %j', (expression) => {
    expect(checkPlatformExpression(expression)).toBeUndefined();
  });

  it.each([
    ['a or b', "'or' is not an operator; use '|'", 2, 2],
    ['(a) or (b)', "'or' is not an operator; use '|'", 4, 2],
    ['!not or x', "'or' is not an operator; use '|'", 5, 2],
    ['or or or', "'or' is not an operator; use '|'", 3, 2],
    // 'not' that starts an operand is the operator and needs a name or '(' after it.
    ['not', "expected a platform name after 'not', found the end of the expression", 3, 0],
    ['not & windows', "expected a platform name after 'not', found '&'", 4, 1],
    [
      'windows & not',
      "expected a platform name after 'not', found the end of the expression",
      13,
      0,
    ],
    ['(not)', "expected a platform name after 'not', found ')'", 4, 1],
    // vcpkg-tool unit tests "unexpected identifier in logic expression", "invalid alternate expressions".
    [
      'windows andsynonym arm',
      "expected '&', '|' or ',' between 'windows' and 'andsynonym'",
      8,
      10,
    ],
    ['windows and& arm', "expected a platform name after 'and', found '&'", 11, 1],
    ['and windows', "expected '&', '|' or ',' between 'and' and 'windows'", 4, 7],
  ])('rejects %j', (expression, message, offset, length) => {
    expect(checkPlatformExpression(expression)).toEqual({ message, offset, length });
  });

  it.each([
    ['and', undefined],
    ['not windows, linux', undefined],
    ['windows or linux', "'or' is not an operator; use '|'"],
  ])('%j: the same answer in both profiles', (supports, expected) => {
    const text = JSON.stringify({ name: 'a', version: '1', supports });
    const message =
      expected && `${JSON.stringify(supports)} is not a platform expression: ${expected}`;
    const lenient = validateManifest(text).problems.map((p) => [p.severity, p.message]);
    const strict = validateManifest(text, { strict: true }).problems.map((p) => [
      p.severity,
      p.message,
    ]);
    expect(lenient).toEqual(message ? [['warning', message]] : []);
    expect(strict).toEqual(message ? [['error', message]] : []);
  });
});

// Today's vcpkg-tool: ',' is an 'or' of lower precedence than '&' and '|', may follow either,
// and a parenthesised group is a whole expression, so ',' works inside parentheses too.
describe('the `,` list as vcpkg-tool reads it', () => {
  it.each([
    // vcpkg-tool unit tests "platform-expression-low-precedence-or", "mixing &/'and' and , is allowed".
    'x64 & windows , linux & arm',
    'windows & x86 , linux and x64 , arm64 & osx',
    'windows , !arm and linux & (x86 | x64)',
    'a | b, c & d',
    '(a, b) & c',
    '!(a, b)',
    '((a, b), c)',
  ])('accepts %j', (expression) => {
    expect(checkPlatformExpression(expression)).toBeUndefined();
  });

  it.each([
    [
      'a, b & c | d',
      "cannot mix '&' and '|' without parentheses; group them, e.g. '(a & b) | c'",
      9,
      1,
    ],
    [
      '(a, b | c & d)',
      "cannot mix '|' and '&' without parentheses; group them, e.g. '(a & b) | c'",
      10,
      1,
    ],
    ['a, , b', "expected a platform name after ',', found ','", 3, 1],
    ['(a,)', "expected a platform name after ',', found ')'", 3, 1],
  ])('rejects %j', (expression, message, offset, length) => {
    expect(checkPlatformExpression(expression)).toEqual({ message, offset, length });
  });
});
