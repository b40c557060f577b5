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
