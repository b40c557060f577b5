/** memoize: the one bounded cache of a string function, which both cores use. */
import { describe, expect, it } from '@jest/globals';
import { memoize } from '../../../src/util/memoize.js';

/** A memoized function of `answer` and the keys it was really computed for. */
function counted<T>(answer: (key: string) => T, limit?: number) {
  const computed: string[] = [];
  const remembered = memoize((key) => {
    computed.push(key);
    return answer(key);
  }, limit);
  return { remembered, computed };
}

describe('memoize', () => {
  it('computes each key once, undefined answers included', () => {
    const { remembered, computed } = counted((key) => (key === 'ok' ? undefined : key.length));
    const answers = ['ok', 'abc', 'ok', 'abc', 'ok'].map(remembered);
    expect({ answers, computed }).toEqual({
      answers: [undefined, 3, undefined, 3, undefined],
      computed: ['ok', 'abc'],
    });
  });

  it('forgets every answer when it holds `limit` of them, so memory stays flat', () => {
    const { remembered, computed } = counted((key) => key.toUpperCase(), 2);
    ['a', 'b', 'c', 'a', 'c'].forEach(remembered);
    // `c` found two answers held: they were dropped, so `a` is computed again; `c` stays.
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
  });

  it('remembers nothing for a key whose computation throws', () => {
    const encoded = memoize(encodeURIComponent);
    expect(() => encoded('\ud800')).toThrow(URIError);
    expect(() => encoded('\ud800')).toThrow(URIError);
    expect(encoded('a b')).toBe('a%20b');
  });
});
