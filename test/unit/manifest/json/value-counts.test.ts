import { countValues } from '../../../../src/manifest/json/value-counts.js';

describe('countValues: the list items and object keys of a parsed value, at every depth', () => {
  it.each([
    ['a scalar', 7, { items: 0, keys: 0 }],
    ['an empty object', {}, { items: 0, keys: 0 }],
    [
      'keys and items at every depth',
      { a: [1, { b: 2, c: [3, 4] }], d: {} },
      { items: 4, keys: 4 },
    ],
    ['a list at the top', [{ a: 1 }, [2, 3]], { items: 4, keys: 1 }],
  ])('%s', (_, data, counts) => {
    expect(countValues(data, Number.POSITIVE_INFINITY)).toEqual(counts);
  });

  it('walks any depth without recursion', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(countValues(deep, Number.POSITIVE_INFINITY).items).toBe(99_999);
  });

  it('stops once the items pass the most, with counts that are a lower bound', () => {
    const counts = countValues({ a: Array(10).fill({ k: 1 }), b: { c: 1 } }, 5);
    expect(counts.items).toBeGreaterThan(5);
    expect(counts.keys).toBeLessThan(13);
  });
});
