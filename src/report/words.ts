/** Small pieces of English that several reporters write. */

/** `1 error`, `2 errors`: a count with its noun, plural unless the count is one. */
export function quantity(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** `A`, `A and B`, `A, B and C`: items joined as a sentence lists them. */
export function listNaturally(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * `25000` as `25,000`. Written out because `toLocaleString` loads ICU's locale data, which costs
 * every run several milliseconds of start-up.
 */
export function withThousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
