import { describe, expect, it } from '@jest/globals';
import { comparePlatforms, readPlatform } from '../../../../src/manifest/format/platform-text.js';

const text = (expression: string) => readPlatform(expression).text;

describe('readPlatform', () => {
  it('spaces the operators and writes `not` and `and` as `!` and `&`', () => {
    expect(text('windows&!uwp')).toBe('windows & !uwp');
    expect(text('  not osx and  x64 ')).toBe('!osx & x64');
  });

  it('keeps parentheses around a group below the top only', () => {
    expect(text('(windows)')).toBe('windows');
    expect(text('((a&b))|c')).toBe('(a & b) | c');
    expect(text('!(a|b)')).toBe('!(a | b)');
    expect(text('(a & b) & c')).toBe('(a & b) & c');
  });

  it('reads `,` as lowest and taking the rest: `a, b, c` is `a, (b, c)`', () => {
    expect(text('a,b,c')).toBe('a, (b, c)');
    expect(text('a & b , c | d')).toBe('(a & b), (c | d)');
    expect(text('(windows)|(!linux)|((a&b))|(a,b),c')).toBe(
      '(windows | !linux | (a & b) | (a, b)), c',
    );
  });

  it('reads and writes thousands of `,` without a call for each', () => {
    // The current profile accepts 5,000 (and refuses 10,000 as too deep for its validator).
    const commas = readPlatform(`${'a, '.repeat(5_000)}b`);
    expect(commas.text).toBe(`${'a, ('.repeat(4_999)}a, b${')'.repeat(4_999)}`);
    expect(commas.complexity).toBe(5_000 + 5_001);
    expect(text('(a, b, c) & d')).toBe('(a, (b, c)) & d');
  });

  it('counts a name or an operator as 1 of complexity; "" is no expression', () => {
    expect(readPlatform('')).toEqual({ text: '', complexity: 0 });
    expect(readPlatform('!windows').complexity).toBe(2);
    expect(readPlatform('a & (b | !c)').complexity).toBe(6);
    expect(readPlatform('a, b & c, !d').complexity).toBe(8);
  });
});

describe('comparePlatforms', () => {
  it('orders the simpler first, then the shorter text, then by text', () => {
    const sorted = ['x64 & linux', 'linux|osx', '!windows', 'windows', 'arm', '']
      .map(readPlatform)
      .sort(comparePlatforms)
      .map((platform) => platform.text);
    expect(sorted).toEqual(['', 'arm', 'windows', '!windows', 'linux | osx', 'x64 & linux']);
  });
});
