/** Escapes one key or index for a JSON Pointer (RFC 6901). */
export function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Appends `key` to `pointer`. */
export function childPointer(pointer: string, key: string | number): string {
  return `${pointer}/${pointerSegment(key)}`;
}

/** Splits a JSON Pointer into its unescaped segments (`""` is the root: no segments). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}
