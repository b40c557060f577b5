/**
 * Bounded work: every pattern of the schema, the URI format and the platform-expression and
 * SPDX checks take time linear in their input (SPDX by refusing expressions over 4,096
 * characters unparsed). Each is timed on 10,000 and on 100,000
 * characters of input built to make a backtracking matcher or a naive parser slow; the longer
 * input may take at most 25 times as long (linear is 10; quadratic would be 100). The times are
 * processor times, compared with each other: no fixed budget (support/cpu-time.ts says why).
 */
import { describe, expect, it } from '@jest/globals';
import formats from 'ajv-formats/dist/formats.js';
import { BUILT_IN_SCHEMA, strictSchema } from '../../src/manifest/schema/built-in-schema.js';
import { integerSpellingDrafts } from '../../src/manifest/messages/integer-spelling.js';
import { checkPlatformExpression } from '../../src/manifest/vcpkg/platform-expression/parser.js';
import { checkSpdxExpression } from '../../src/manifest/vcpkg/license/spdx.js';
import { cpuMsPerRun } from '../support/cpu-time.js';

const SHORT = 10_000;
const LONG = 100_000;
const MOST = 25;
/** How many times each input is timed. */
const TURNS = 7;

/** Inputs of `length` characters that stress matchers: runs, near misses, alternations. */
const ADVERSARIAL: [string, (length: number) => string][] = [
  ['letters then a stop', (n) => `${'a'.repeat(n - 1)}!`],
  ['dash-separated groups then a stop', (n) => `${'a-'.repeat(n / 2 - 1)}a!`],
  ['dot-separated groups then a dash', (n) => `${'1.'.repeat(n / 2 - 1)}1-`],
  ['digits then a dot', (n) => `${'9'.repeat(n - 1)}.`],
  ['dots', (n) => '.'.repeat(n)],
  ['hashes', (n) => '#'.repeat(n)],
  ['near-reserved words', (n) => 'con.'.repeat(n / 4)],
  ['a date prefix then digits', (n) => `2020-12-01${'.1'.repeat((n - 10) / 2)}x`],
];

/** The schema's patterns (default and strict), as ajv compiles them. */
function schemaPatterns(): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'pattern' && typeof child === 'string') found.add(child);
      else visit(child);
    }
  };
  visit(BUILT_IN_SCHEMA);
  visit(strictSchema());
  return [...found].sort();
}

/**
 * How many times as long `run` takes on the long input as on the short one. The two are timed in
 * turns, so that a busy spell of the machine falls on both, and each keeps its fastest turn: other
 * work only ever adds time (a collection of another test's garbage, a cache another process took).
 */
function timesAsLong(run: (input: string) => unknown, make: (length: number) => string): number {
  const [short, long] = [make(SHORT), make(LONG)];
  const shortTimes: number[] = [];
  const longTimes: number[] = [];
  for (let turn = 0; turn < TURNS; turn++) {
    shortTimes.push(cpuMsPerRun(() => run(short)));
    longTimes.push(cpuMsPerRun(() => run(long)));
  }
  return Math.min(...longTimes) / Math.min(...shortTimes);
}

function expectLinear(run: (input: string) => unknown, make: (length: number) => string): void {
  expect(timesAsLong(run, make)).toBeLessThanOrEqual(MOST);
}

describe('schema patterns are linear', () => {
  const patterns = schemaPatterns();

  it('finds every pattern of the schema', () => {
    expect(patterns.length).toBeGreaterThanOrEqual(9);
  });

  for (const pattern of patterns)
    it.each(ADVERSARIAL)(`${pattern} on %s`, (_, make) => {
      const regex = new RegExp(pattern, 'u');
      expectLinear((input) => regex.test(input), make);
    });
});

describe('the uri format is linear', () => {
  const uri = formats.fullFormats.uri as (value: string) => boolean;
  it.each<[string, (length: number) => string]>([
    ['a long path', (n) => `https://example.com/${'a/'.repeat((n - 20) / 2)}`],
    ['a long host', (n) => `https://${'a.'.repeat((n - 8) / 2)}`],
    ['percent escapes', (n) => `https://x/${'%41'.repeat((n - 10) / 3)}`],
    ['colons', (n) => `a:${':'.repeat(n - 2)}`],
    ['no scheme', (n) => 'a'.repeat(n)],
  ])('%s', (_, make) => expectLinear(uri, make));
});

describe('parsers are linear', () => {
  it.each<[string, (length: number) => string]>([
    ['and-chains', (n) => `${'windows & '.repeat(n / 10 - 1)}linux`],
    ['or-chains', (n) => `${'a | '.repeat(n / 4 - 1)}b`],
    ['nested negations', (n) => `${'!('.repeat(n / 3)}x${')'.repeat(n / 3)}`],
    ['negations in a chain', (n) => `${'!a & '.repeat(n / 5 - 1)}!a`],
    ['a negation chain, refused at its second `!`', (n) => `${'!'.repeat(n - 1)}x`],
    ['opening parentheses', (n) => '('.repeat(n)],
    ['balanced parentheses', (n) => `${'('.repeat(n / 2)}${')'.repeat(n / 2)}`],
    ['a long identifier', (n) => 'x'.repeat(n)],
    ['a stray operator at the end', (n) => `${'a&'.repeat(n / 2)}`],
  ])('platform expression: %s', (_, make) => expectLinear(checkPlatformExpression, make));

  it.each<[string, (length: number) => string]>([
    ['or-chains', (n) => `${'MIT OR '.repeat(n / 7 - 1)}MIT`],
    ['a long unknown id', (n) => 'X'.repeat(n)],
    ['parentheses', (n) => `${'('.repeat(n / 2)}MIT`],
    ['with-exceptions', (n) => `${'GPL-2.0-only WITH '.repeat(n / 18)}`],
  ])('SPDX expression: %s', (_, make) => expectLinear(checkSpdxExpression, make));

  it.each<[string, (length: number) => string]>([
    ['a long number after a colon', (n) => `{"port-version":${'1'.repeat(n - 20)}}`],
    ['spaces after many colons', (n) => `{${'"a":  0,'.repeat(n / 8 - 1)}"b":0}`],
    ['numbers with fractions', (n) => `{${'"a":1.5,'.repeat(n / 8 - 1)}"port-version":1.0}`],
  ])('integer spelling: %s', (_, make) =>
    expectLinear((text) => integerSpellingDrafts(text, JSON.parse(text), BUILT_IN_SCHEMA), make),
  );

  it('SPDX: an expression over 4,096 characters is refused without parsing', () => {
    expect(checkSpdxExpression(`${'MIT OR '.repeat(600)}MIT`)).toEqual({
      message: 'it is 4203 characters long, more than the 4096 a license expression may have',
    });
  });
});
