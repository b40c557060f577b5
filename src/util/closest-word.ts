/** A word among known ones, and how many edits away it is. */
export interface Closest {
  word: string;
  distance: number;
}

/**
 * The word of `known` with the smallest edit distance to `word` (its first `comparedLength`
 * characters, so a long hostile word costs no more than that), the first one on a tie; undefined
 * when `known` is empty.
 */
export function closestWord(
  word: string,
  known: readonly string[],
  comparedLength = 32,
): Closest | undefined {
  const compared = word.slice(0, comparedLength);
  let best: Closest | undefined;
  for (const candidate of known) {
    const distance = editDistance(compared, candidate);
    if (best === undefined || distance < best.distance) best = { word: candidate, distance };
  }
  return best;
}

/** Levenshtein distance, in UTF-16 code units, in two rows. */
export function editDistance(a: string, b: string): number {
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (code === b.charCodeAt(j - 1) ? 0 : 1);
      row[j] = Math.min(substitution, previous[j]! + 1, row[j - 1]! + 1);
    }
    [previous, row] = [row, previous];
  }
  return previous[b.length]!;
}
