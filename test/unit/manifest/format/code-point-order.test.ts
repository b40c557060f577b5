import { describe, expect, it } from '@jest/globals';
import {
  compareCodePoints,
  sortByCodePoints,
} from '../../../../src/manifest/format/code-point-order.js';

describe('sortByCodePoints', () => {
  it('sorts by code points, as compareCodePoints orders them, with surrogates or without', () => {
    const plain = ['b', 'a-1', 'a', '\uffff', '\ue000', 'A', '10', '9'];
    expect(sortByCodePoints([...plain])).toEqual([...plain].sort(compareCodePoints));
    expect(sortByCodePoints([...plain])).toEqual([
      '10',
      '9',
      'A',
      'a',
      'a-1',
      'b',
      '\ue000',
      '\uffff',
    ]);
    // A surrogate pair is past U+FFFF, though its code units are below U+E000.
    const astral = [...plain, '\u{10000}', 'a\u{1f600}'];
    expect(sortByCodePoints([...astral])).toEqual([...astral].sort(compareCodePoints));
    expect(sortByCodePoints([...astral]).slice(-3)).toEqual(['\ue000', '\uffff', '\u{10000}']);
  });
});
