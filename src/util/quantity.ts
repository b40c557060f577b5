/** `1 error`, `2 errors`: a count with its noun, plural unless the count is one. */
export function quantity(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
