/** `U+0009`: the first character of `text` by its code point, for one a message cannot show. */
export function codePointName(text: string): string {
  return `U+${(text.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}
