/**
 * Patterns in a user's schema (`--schema`, the Action's `schema` input) run on RE2's linear-time
 * engine (re2js), with ECMAScript's meaning: the schema's author may be a hostile pull request,
 * and a backtracking matcher takes minutes on `^(a+)+$`. A pattern RE2 cannot run is refused when
 * the schema is compiled, naming where it is. The engines are compared on random patterns in
 * test/hardening/linear-regexp-properties.test.ts.
 */
import { describe, expect, it } from '@jest/globals';
import {
  compileLinearPattern,
  linearRegExp,
} from '../../../../../src/manifest/schema/patterns/linear-regexp.js';
import { compileSchema } from '../../../../../src/manifest/schema/user-schema.js';

/** Whether `value` is valid against the user schema `schema`. */
function validates(schema: object, value: unknown): boolean {
  const compiled = compileSchema(JSON.stringify(schema), 'mine.json');
  if (!compiled.ok) throw new Error(compiled.message);
  return compiled.schema.errors(value).length === 0;
}

/** The message of a schema that does not compile. */
function refusal(schema: object): string {
  const compiled = compileSchema(JSON.stringify(schema), 'mine.json');
  return compiled.ok ? 'compiled' : compiled.message;
}

describe('a pattern a backtracking matcher takes minutes on', () => {
  const schema = { properties: { name: { type: 'string', pattern: '^(a+)+$' } } };

  it.each([41, 100_000])('checks a %i-character near miss at once', (length) => {
    expect(validates(schema, { name: `${'a'.repeat(length - 1)}!` })).toBe(false);
    expect(validates(schema, { name: 'a'.repeat(length) })).toBe(true);
  });

  it('does so in patternProperties keys and propertyNames too', () => {
    const key = `${'a'.repeat(99_999)}!`;
    const byKey = { patternProperties: { '^(a+)+$': { type: 'number' } } };
    expect(validates(byKey, { [key]: 'not a number' })).toBe(true);
    expect(validates(byKey, { aaa: 'not a number' })).toBe(false);
    const closed = { patternProperties: { '^(a+)+$': {} }, additionalProperties: false };
    expect(validates(closed, { [key]: 1 })).toBe(false);
    expect(validates({ propertyNames: { pattern: '^(a+)+$' } }, { [key]: 1 })).toBe(false);
  });

  it.each(['draft-04', 'draft-06', 'draft-07', '2019-09', '2020-12'])('in %s', (dialect) => {
    const $schema = dialect.startsWith('draft')
      ? `http://json-schema.org/${dialect}/schema#`
      : `https://json-schema.org/draft/${dialect}/schema`;
    expect(validates({ $schema, ...schema }, { name: `${'a'.repeat(40)}!` })).toBe(false);
    expect(refusal({ $schema, pattern: '(a)\\1' })).toMatch(/backreferences/);
  });
});

describe('a pattern RE2 cannot run is refused, naming where it is', () => {
  it.each([
    [
      { properties: { id: { pattern: '^(a)\\1$' } } },
      'mine.json: /properties/id/pattern: the pattern "^(a)\\\\1$" is refused: backreferences cannot be matched in linear time',
    ],
    [
      { items: [{}, { pattern: '(?<x>a)\\k<x>' }] },
      'mine.json: /items/1/pattern: the pattern "(?<x>a)\\\\k<x>" is refused: backreferences cannot be matched in linear time',
    ],
    [
      { patternProperties: { '^a/(?=b)': {} } },
      'mine.json: /patternProperties/^a~1(?=b): the pattern "^a/(?=b)" is refused: lookahead assertions cannot be matched in linear time',
    ],
    [
      { propertyNames: { pattern: 'x(?!y)' } },
      'mine.json: /propertyNames/pattern: the pattern "x(?!y)" is refused: lookahead assertions cannot be matched in linear time',
    ],
    [
      { definitions: { a: { allOf: [{ pattern: '(?<!a)b' }] } } },
      'mine.json: /definitions/a/allOf/0/pattern: the pattern "(?<!a)b" is refused: lookbehind assertions cannot be matched in linear time',
    ],
    [
      { pattern: 'a{1001}' },
      'mine.json: /pattern: the pattern "a{1001}" is refused: repetition counts above 1000 are not supported by the linear-time engine',
    ],
    [
      { pattern: '(?:a{1000}){1000}' },
      'mine.json: /pattern: the pattern "(?:a{1000}){1000}" is refused: the linear-time engine cannot compile it: invalid repeat count: `{1000}`',
    ],
    [
      { pattern: '\\p{ASCII}' },
      'mine.json: /pattern: the pattern "\\\\p{ASCII}" is refused: the linear-time engine cannot compile it: invalid character class range: `\\p{ASCII}`',
    ],
    [
      { pattern: '\\p{scx=Greek}' },
      'mine.json: /pattern: the pattern "\\\\p{scx=Greek}" is refused: the Unicode property scx=Greek is not supported by the linear-time engine',
    ],
    [
      { pattern: 'a(' },
      'mine.json: /pattern: the pattern "a(" is refused: not a valid ECMAScript regular expression: Unterminated group',
    ],
    [
      { pattern: `${'x'.repeat(100)}\\1` },
      `mine.json: /pattern: the pattern "${'x'.repeat(56)}… is refused: not a valid ECMAScript regular expression: Invalid escape`,
    ],
  ])('%j', (schema, message) => {
    expect(refusal(schema)).toBe(message);
  });

  it('inline modifiers, which newer Node versions accept', () => {
    expect(refusal({ pattern: '(?i:a)' })).toMatch(
      /^mine\.json: \/pattern: the pattern "\(\?i:a\)" is refused: (not a valid ECMAScript regular expression|inline modifiers such as \(\?i:…\) are not supported)/,
    );
  });

  it('does not read patterns in data: enum, const, default, examples', () => {
    const data = { pattern: '(?=x)', patternProperties: { '(?=x)': {} } };
    const schema = { enum: [data], const: data, default: data, examples: [data] };
    expect(validates(schema, data)).toBe(true);
  });

  it('still refuses a pattern reached only through a $ref into data, without a crash', () => {
    const schema = {
      examples: [{ pattern: '(?=x)' }],
      properties: { a: { $ref: '#/examples/0' } },
    };
    expect(refusal(schema)).toBe(
      'mine.json: the pattern "(?=x)" is refused: lookahead assertions cannot be matched in linear time',
    );
  });

  it('searches a schema nested 100,000 deep without overflowing the stack', () => {
    const text = `${'{"not":'.repeat(100_000)}{"pattern":"(?=x)"}${'}'.repeat(100_000)}`;
    const compiled = compileSchema(text, 'deep.json');
    expect(compiled.ok || compiled.message).toMatch(/^deep\.json: \/not\/not\/not\/.*\/pattern: /);
  });
});

describe('results match ECMAScript regular expressions with the u flag', () => {
  const cases: [string, string][] = [
    ['^[a-z][a-z0-9-]*$', 'zlib-ng'],
    ['^[a-z][a-z0-9-]*$', 'Zlib'],
    ['\\d+', 'v12'],
    ['^\\d+$', '١٢'],
    ['^\\w+$', 'snake_case9'],
    ['^\\w+$', 'ünïcode'],
    ['^\\W$', 'é'],
    ['^\\s$', '\v'],
    ['^\\s$', '\u00a0'],
    ['^\\s$', '\ufeff'],
    ['^\\s$', '\u2028'],
    ['^\\S$', '\u3000'],
    ['^[\\s]$', '\u1680'],
    ['^[^\\s]$', '\u205f'],
    ['^[\\S]$', '\t'],
    ['^[\\W\\d]$', '7'],
    ['^.$', '\r'],
    ['^.$', '\n'],
    ['^.$', '\u2029'],
    ['^.$', '😀'],
    ['^.$', '\ud800'],
    ['^a$', 'a\n'],
    ['^b', 'a\nb'],
    ['a$', 'a\nb'],
    ['^$', ''],
    ['^[^]$', '\n'],
    ['[]', 'anything'],
    ['^\\u{1F600}$', '😀'],
    ['^\\uD83D\\uDE00$', '😀'],
    ['^\\u{D83D}\\u{DE00}$', '😀'],
    ['^\\uD83D$', '\ud83d'],
    ['^\\p{L}+$', 'Ωmega'],
    ['^\\P{L}$', '1'],
    ['^\\p{Lu}', 'élan'],
    ['^\\p{Script=Greek}+$', 'αβγ'],
    ['^\\p{sc=Greek}$', 'a'],
    ['^\\p{gc=Nd}$', '٣'],
    ['^[\\p{L}\\d]+$', 'ab12ç'],
    ['^\\p{Letter}+$', 'Ωmega'],
    ['^\\P{Letter}$', '1'],
    ['^[\\p{Uppercase_Letter}]$', 'É'],
    ['^\\p{General_Category=Decimal_Number}$', '٣'],
    ['^\\p{gc=Other_Punctuation}$', '!'],
    ['^(?<year>\\d{4})-(?<month>\\d{2})$', '2024-05'],
    ['^a\\/b$', 'a/b'],
    ['^[\\-a]+$', '-a-'],
    ['^[\\b]$', '\b'],
    ['\\bfoo\\b', 'a foo.'],
    ['\\Bfoo', 'afoo'],
    ['^\\cJ$', '\n'],
    ['^\\0$', '\0'],
    ['^\\x41\\u0042$', 'AB'],
    ['^a{2,3}$', 'aaaa'],
    ['^(?:ab)+?$', 'abab'],
    ['^(a|)$', ''],
    ['^[.*+?(){}|$^]+$', '.*+?(){}|$^'],
    ['^\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\$\\^\\\\$', '.*+?()[]{}|$^\\'],
    ['^[^a-c]$', 'd'],
    ['^[a-c-]$', '-'],
    ['^\\u{10FFFF}$', '\u{10ffff}'],
  ];

  it.each(cases)('/%s/u on %j', (pattern, value) => {
    const expected = new RegExp(pattern, 'u').test(value);
    expect(validates({ type: 'string', pattern }, value)).toBe(expected);
  });

  it.each(['^\\s$', '^\\S$', '^[\\s]$', '^[^\\s]$', '^.$', '^[^.]$', '^\\w$', '^\\D$'])(
    '%s on every character of the Basic Multilingual Plane',
    (pattern) => {
      const linear = linearRegExp(pattern, 'u');
      const native = new RegExp(pattern, 'u');
      const differing: string[] = [];
      for (let code = 0; code <= 0xffff; code++) {
        const text = String.fromCharCode(code);
        if (linear.test(text) !== native.test(text)) differing.push(code.toString(16));
      }
      expect(differing).toEqual([]);
    },
  );

  // ECMAScript's long names of the general categories: RE2 knows the short names only.
  it.each([
    'Letter',
    'Cased_Letter',
    'Uppercase_Letter',
    'Lowercase_Letter',
    'Titlecase_Letter',
    'Modifier_Letter',
    'Other_Letter',
    'Mark',
    'Combining_Mark',
    'Nonspacing_Mark',
    'Spacing_Mark',
    'Enclosing_Mark',
    'Number',
    'Decimal_Number',
    'digit',
    'Letter_Number',
    'Other_Number',
    'Punctuation',
    'punct',
    'Connector_Punctuation',
    'Dash_Punctuation',
    'Open_Punctuation',
    'Close_Punctuation',
    'Initial_Punctuation',
    'Final_Punctuation',
    'Other_Punctuation',
    'Symbol',
    'Math_Symbol',
    'Currency_Symbol',
    'Modifier_Symbol',
    'Other_Symbol',
    'Separator',
    'Space_Separator',
    'Line_Separator',
    'Paragraph_Separator',
    'Other',
    'Control',
    'cntrl',
    'Format',
    'Private_Use',
  ])('\\p{%s} is the set ECMAScript has, on every 61st code point', (name) => {
    const linear = linearRegExp(`^\\p{${name}}$`, 'u');
    const native = new RegExp(`^\\p{${name}}$`, 'u');
    const differing: string[] = [];
    for (let code = 0; code <= 0x10ffff; code += 61) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const text = String.fromCodePoint(code);
      if (linear.test(text) !== native.test(text)) differing.push(code.toString(16));
    }
    expect(differing).toEqual([]);
  });

  it('keeps each pattern apart: ajv caches compiled patterns by their text', () => {
    const schema = { properties: { a: { pattern: '^a$' }, b: { pattern: '^b$' } } };
    expect(validates(schema, { a: 'a', b: 'b' })).toBe(true);
    expect(validates(schema, { a: 'b', b: 'b' })).toBe(false);
    expect(validates(schema, { a: 'a', b: 'a' })).toBe(false);
  });

  it('compiles a pattern, or says why not', () => {
    expect(compileLinearPattern('(a)\\1')).toEqual({
      ok: false,
      reason: 'backreferences cannot be matched in linear time',
    });
    const compiled = compileLinearPattern('^[a-z]+$');
    expect(compiled.ok && compiled.regExp.test('abc')).toBe(true);
  });
});
