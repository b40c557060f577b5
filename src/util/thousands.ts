/** A count with thousands separators, `1,000`: what `toLocaleString('en')` writes, without ICU. */
export function withThousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
