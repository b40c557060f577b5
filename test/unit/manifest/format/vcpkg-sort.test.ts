import { describe, expect, it } from '@jest/globals';
import { vcpkgSort } from '../../../../src/manifest/format/vcpkg-sort.js';
import { createRandom } from '../../../support/random.js';

const byKey = (left: { key: number }, right: { key: number }) => left.key - right.key;

describe('vcpkgSort', () => {
  it('sorts', () => {
    const random = createRandom(5);
    for (const length of [0, 1, 2, 16, 17, 40, 300]) {
      const keys = Array.from({ length }, () => random.int(10));
      const sorted = vcpkgSort(
        keys.map((key) => ({ key })),
        byKey,
      ).map((item) => item.key);
      expect(sorted).toEqual([...keys].sort((a, b) => a - b));
    }
  });

  it('sorts an input made to defeat its pivots, past the depth where it turns to heapsort', () => {
    // McIlroy's adversary: values are fixed only when a comparison needs them, so that every
    // pivot is nearly the smallest; the values it fixed are then an input that does the same.
    const gas = Number.MAX_SAFE_INTEGER;
    const values = Array.from({ length: 500 }, () => gas);
    let fixed = 0;
    let candidate = -1;
    const adversary = (left: number, right: number) => {
      if (values[left] === gas && values[right] === gas)
        values[left === candidate ? left : right] = fixed++;
      if (values[left] === gas) candidate = left;
      else if (values[right] === gas) candidate = right;
      return (values[left] as number) - (values[right] as number);
    };
    vcpkgSort(
      Array.from({ length: 500 }, (_, index) => index),
      adversary,
    );
    const input = values.map((value) => (value === gas ? fixed++ : value));
    const sorted = vcpkgSort(
      input.map((key) => ({ key })),
      byKey,
    ).map((item) => item.key);
    expect(sorted).toEqual([...input].sort((a, b) => a - b));
  });

  it('keeps ties in order in a run of 16 or fewer', () => {
    const items = Array.from({ length: 16 }, (_, index) => ({ key: index % 2, index }));
    expect(vcpkgSort(items, byKey).map((item) => item.index)).toEqual([
      0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15,
    ]);
  });

  it('moves ties in a longer run as libstdc++ std::sort does', () => {
    const items = Array.from({ length: 20 }, (_, index) => ({ key: 0, index }));
    expect(vcpkgSort(items, byKey).map((item) => item.index)).toEqual([
      10, 19, 18, 17, 16, 15, 14, 13, 12, 11, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
  });
});
