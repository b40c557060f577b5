/**
 * vcpkg's order of two strings (std::string's `<` on UTF-8 bytes), which is the order of their
 * code points, not of their UTF-16 code units: `\u{10000}` comes after `\uffff`.
 */
export function compareCodePoints(left: string, right: string): number {
  const length = Math.min(left.length, right.length);
  for (let at = 0; at < length; at++) {
    if (left.charCodeAt(at) === right.charCodeAt(at)) continue;
    return (left.codePointAt(at) as number) - (right.codePointAt(at) as number);
  }
  return left.length - right.length;
}

const SURROGATE = /[\ud800-\udfff]/;

/** Sorts `strings` in place in vcpkg's order (compareCodePoints); returns it. */
export function sortByCodePoints(strings: string[]): string[] {
  // Without surrogates the order of UTF-16 code units, the default sort's, is the same, and the
  // default sort takes about half the time on the 300,000 keys a 4 MB manifest can hold.
  if (strings.some((text) => SURROGATE.test(text))) return strings.sort(compareCodePoints);
  return strings.sort();
}
