/**
 * The plain Levenshtein distance, in UTF-16 code units, every cell of the table counted in two
 * rows: the reference that src/util/closest-word.ts's bounded distance is compared with.
 */
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
