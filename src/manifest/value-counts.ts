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
    const children = Array.isArray(value) ? value : Object.values(value);
    if (Array.isArray(value)) items += children.length;
    else keys += children.length;
    for (const child of children) pending.push(child);
  }
  return { items, keys };
}
