/** How many list items and object keys a parsed value holds, at every depth. */
export interface ValueCounts {
  items: number;
  keys: number;
}

/**
 * Counts the items of every list and the keys of every object in a parsed value, in one walk
 * and without recursion (nesting may be deep). Stops once the items pass `mostItems`: then the
 * counts are a lower bound.
 */
export function countValues(data: unknown, mostItems: number): ValueCounts {
  let items = 0;
  let keys = 0;
  const pending: unknown[] = [data];
  while (pending.length > 0 && items <= mostItems) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      items += value.length;
      for (const child of value as unknown[]) pending.push(child);
    } else {
      // JSON.parse makes plain objects: `in` sees only their own keys, and no array is made.
      for (const key in value) {
        keys++;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return { items, keys };
}
