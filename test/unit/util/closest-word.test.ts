import { describe, expect, it } from '@jest/globals';
import { closestWord, editDistance } from '../../../src/util/closest-word.js';

describe('closestWord', () => {
  it('finds the known word fewest edits away, the first one on a tie', () => {
    expect(closestWord('stirct', ['quiet', 'strict', 'hook'])).toEqual({
      word: 'strict',
      distance: 2,
    });
    expect(closestWord('ab', ['ax', 'xb'])).toEqual({ word: 'ax', distance: 1 });
    expect(closestWord('x', [])).toBeUndefined();
  });

  it('compares only the first characters of a long word', () => {
    expect(closestWord(`kind${'x'.repeat(10_000)}`, ['kind', 'path'], 8)).toEqual({
      word: 'kind',
      distance: 4,
    });
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});
