/**
 * The tokens of JSON text, each read from its first character: the walker (walk-json.ts) and
 * the positions scan (positions.ts) read JSON by them. None looks past the text's end or throws, whatever the text.
 */

export const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether `code` is JSON whitespace: space, line feed, carriage return or tab. */
export function isJsonSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** The first offset from `i` on that is not JSON whitespace. */
export function skipSpace(text: string, i: number): number {
  while (i < text.length && isJsonSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Just past the closing quote of the string starting at `i`. */
export function stringEnd(text: string, i: number): number {
  // indexOf finds the next quote in native code: most of a manifest's characters are in strings.
  for (let j = i; ;) {
    j = text.indexOf('"', j + 1);
    if (j < 0) return text.length;
    // An odd run of backslashes just before it escapes it. The count runs at least once for
    // every quote: code V8 optimized before meeting an escape was thrown away at the first one.
    let k = j;
    do k--;
    while (k > i && text.charCodeAt(k) === BACKSLASH);
    if (((j - k) & 1) === 1) return j + 1;
  }
}

/** Just past a number, `true`, `false` or `null`. */
export function scalarEnd(text: string, i: number): number {
  let j = i;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === 0x2c || c === 0x7d || c === 0x5d || isJsonSpace(c)) break;
    j++;
  }
  return j;
}

/** The value of the string token from `start` to `end` (its quotes included). */
export function decodeString(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(text.slice(start, end)) as string;
  } catch {
    // Only text JSON.parse refused has a bad escape: name the key as written, never throw.
    return raw;
  }
}

/** Just past the bracket that closes the container opening at `i`. */
export function containerEnd(text: string, i: number): number {
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === QUOTE) j = stringEnd(text, j) - 1;
    else if (c === 0x7b || c === 0x5b) depth++;
    else if ((c === 0x7d || c === 0x5d) && --depth === 0) return j + 1;
  }
  return text.length;
}
