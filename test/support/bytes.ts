/** Bytes from text (encoded as UTF-8) and raw byte values, in order. */
export function bytes(...parts: (string | number[])[]): Uint8Array {
  const encoder = new TextEncoder();
  return Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...encoder.encode(part)] : part)),
  );
}
