/** A word among known ones, and how many edits away it is. */
export interface Closest {
  word: string;
  distance: number;
}

/**
 * The word of `known` nearest to `word` (its first `comparedLength` characters, so a long hostile
 * word costs no more), the first on a tie; undefined when `known` is empty.
 */
export function closestWord(
  word: string,
  known: readonly string[],
  comparedLength = 32,
): Closest | undefined {
  const compared = word.slice(0, comparedLength);
  let best: Closest | undefined;
  for (const candidate of known) {
    // Only a word nearer than the best so far can take its place: count no further.
    const limit = best === undefined ? Infinity : best.distance - 1;
    const distance = editDistanceWithin(compared, candidate, limit);
    if (best === undefined || distance < best.distance) best = { word: candidate, distance };
  }
  return best;
}

// The two rows of editDistanceWithin, grown when a longer word comes: it allocates nothing else.
let upper = new Int32Array(64);
let lower = new Int32Array(64);

/**
 * The Levenshtein distance of `a` and `b` when at most `limit` (or Infinity), else `limit + 1`:
 * common ends left out, only cells within `limit` of the diagonal counted, stopping at a row all
 * over it, so at most `2 * limit + 1` cells a letter. No global (`Math`) in the loops: jest's
 * sandbox makes each such read slow.
 */
export function editDistanceWithin(a: string, b: string, limit: number): number {
  if (limit < 0) return limit + 1;
  // The rows run along the shorter word, so a long word costs time but no memory.
  const long = a.length < b.length ? b : a;
  const short = a.length < b.length ? a : b;
  let start = 0;
  let longEnd = long.length;
  let shortEnd = short.length;
  while (start < shortEnd && long.charCodeAt(start) === short.charCodeAt(start)) start++;
  while (shortEnd > start && long.charCodeAt(longEnd - 1) === short.charCodeAt(shortEnd - 1)) {
    longEnd--;
    shortEnd--;
  }
  const n = longEnd - start;
  const m = shortEnd - start;
  if (n - m > limit) return limit + 1;
  if (m === 0) return n;
  // No distance exceeds the longer word: a band that wide counts the same and keeps rows finite.
  const band = limit < n ? limit : n;
  const over = band + 1;
  if (upper.length < m + 2) {
    upper = new Int32Array(m + 2);
    lower = new Int32Array(m + 2);
  }
  let previous = upper;
  let row = lower;
  const firstHigh = m < band ? m : band;
  for (let j = 0; j <= firstHigh; j++) previous[j] = j;
  // The cell just past the band reads as over the limit, as every cell out there is.
  if (firstHigh < m) previous[firstHigh + 1] = over;
  for (let i = 1; i <= n; i++) {
    const low = i > band ? i - band : 1;
    const high = i + band < m ? i + band : m;
    const code = long.charCodeAt(start + i - 1);
    row[low - 1] = low === 1 ? i : over;
    let rowLeast = row[low - 1]!;
    for (let j = low; j <= high; j++) {
      let cell = previous[j - 1]! + (code === short.charCodeAt(start + j - 1) ? 0 : 1);
      const deletion = previous[j]! + 1;
      if (deletion < cell) cell = deletion;
      const insertion = row[j - 1]! + 1;
      if (insertion < cell) cell = insertion;
      row[j] = cell;
      if (cell < rowLeast) rowLeast = cell;
    }
    if (high < m) row[high + 1] = over;
    // Every path to the last cell crosses this row, and no step lowers the count.
    if (rowLeast > band) return limit + 1;
    const swapped = previous;
    previous = row;
    row = swapped;
  }
  const distance = previous[m]!;
  return distance > band ? limit + 1 : distance;
}
