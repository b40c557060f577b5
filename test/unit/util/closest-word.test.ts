import { describe, expect, it } from '@jest/globals';
import { closestWord, editDistanceWithin } from '../../../src/util/closest-word.js';
import { editDistance } from '../../support/edit-distance.js';
import { cpuMsPerRun } from '../../support/cpu-time.js';
import { createRandom, type Random } from '../../support/random.js';

/** The least of `runs` timings: a pause of the collector or the compiler is not counted. */
function bestOf(runs: number, time: () => number): number {
  return Math.min(...Array.from({ length: runs }, time));
}

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

  it('finds what comparing with every word in full finds, on generated lists', () => {
    const random = createRandom(27);
    for (let round = 0; round < 2_000; round++) {
      const word = generatedWord(random, 8);
      const known = Array.from({ length: random.int(8) }, () => generatedWord(random, 8));
      const distances = known.map((candidate) => editDistance(word, candidate));
      const nearest = Math.min(...distances);
      const expected =
        known.length === 0
          ? undefined
          : { word: known[distances.indexOf(nearest)], distance: nearest };
      expect({ word, known, closest: closestWord(word, known) }).toEqual({
        word,
        known,
        closest: expected,
      });
    }
  });
});

describe('editDistance, the reference', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

/** A word of up to `longest` letters from a small alphabet, so that words share letters. */
function generatedWord(random: Random, longest: number): string {
  // `é` and the two halves of an emoji: the distance counts UTF-16 code units.
  const letters = ['a', 'b', 'c', 'é', '\ud83d', '\ude00'];
  return Array.from({ length: random.int(longest + 1) }, () => random.pick(letters)).join('');
}

/** What `editDistanceWithin(a, b, limit)` promises, from the plain distance. */
function bounded(a: string, b: string, limit: number): number {
  const distance = editDistance(a, b);
  return distance <= limit ? distance : limit + 1;
}

describe('editDistanceWithin', () => {
  it('is the distance when it is within the limit, else one more than the limit', () => {
    expect(editDistanceWithin('kitten', 'sitting', 3)).toBe(3);
    expect(editDistanceWithin('kitten', 'sitting', 2)).toBe(3);
    expect(editDistanceWithin('kitten', 'sitting', 0)).toBe(1);
    expect(editDistanceWithin('kitten', 'sitting', Infinity)).toBe(3);
    expect(editDistanceWithin('same', 'same', 0)).toBe(0);
    expect(editDistanceWithin('', 'abc', 5)).toBe(3);
    expect(editDistanceWithin('abc', '', 1)).toBe(2);
    // No distance is within a negative limit.
    expect(editDistanceWithin('same', 'same', -1)).toBe(0);
  });

  it('agrees with editDistance on generated pairs, at every limit', () => {
    const random = createRandom(2027);
    let compared = 0;
    for (let round = 0; round < 3_000; round++) {
      // Longer words now and then, so the rows kept between calls are grown and then reused.
      const longest = round % 50 === 0 ? 40 : 9;
      const common = generatedWord(random, 3);
      const a = common + generatedWord(random, longest) + common.slice(1);
      const b = random.int(4) === 0 ? a : generatedWord(random, 2) + a.slice(random.int(3));
      const c = common + generatedWord(random, longest);
      for (const [left, right] of [
        [a, b],
        [b, a],
        [a, c],
      ] as const)
        for (const limit of [...Array.from({ length: 12 }, (_, k) => k), 45, Infinity]) {
          compared++;
          const found = editDistanceWithin(left, right, limit);
          if (found !== bounded(left, right, limit))
            expect({ left, right, limit, found }).toEqual({
              left,
              right,
              limit,
              found: bounded(left, right, limit),
            });
        }
    }
    expect(compared).toBe(3_000 * 3 * 14);
  });

  it('counts only the cells near the diagonal: a small limit costs a small share of the table', () => {
    const random = createRandom(7);
    const middle = Array.from({ length: 4_000 }, () => random.pick(['a', 'b'])).join('');
    const changed = `${middle.slice(0, 2_000)}c${middle.slice(2_001)}`;
    // Different first and last letters, so leaving out the common start and end saves nothing.
    const [a, b] = [`x${middle}y`, `z${changed}w`];
    // These first calls also grow the rows to the words' length: the runs timed allocate nothing.
    expect(editDistanceWithin(a, b, 3)).toBe(3);
    expect(editDistanceWithin(a, b, Infinity)).toBe(3);
    const whole = bestOf(3, () => cpuMsPerRun(() => editDistanceWithin(a, b, Infinity)));
    const band = bestOf(3, () => cpuMsPerRun(() => editDistanceWithin(a, b, 3)));
    // 4,002 rows of 7 cells against 4,002 of 4,002: some 570 times fewer.
    expect(band).toBeLessThan(whole / 20);
  });

  it('stops at the first row all over the limit', () => {
    const [a, b] = ['a'.repeat(100_000), 'b'.repeat(100_000)];
    // This first call also grows the rows to the words' length: the runs timed allocate nothing.
    expect(editDistanceWithin(a, b, 2)).toBe(3);
    const few = bestOf(3, () =>
      cpuMsPerRun(() => editDistanceWithin(a.slice(0, 100), b.slice(0, 100), 2)),
    );
    const many = bestOf(3, () => cpuMsPerRun(() => editDistanceWithin(a, b, 2)));
    // A thousand times the rows, and no more work: the third row is already over the limit.
    expect(many).toBeLessThan(few * 50 + 0.05);
  });
});
