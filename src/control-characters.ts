/*
 * Which characters text from outside may not carry as they are into a log, a terminal, a shell
 * line or a header. Pure: both cores, the reporters and the adapters share it.
 */

/**
 * A control character: C0 (NUL to US, tab, CR and LF among them), DEL, C1, or the line and
 * paragraph separators U+2028 and U+2029. A log or terminal shows each as a line break or not at
 * all, so text holding one is escaped, quoted or refused.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const CONTROL_CHARACTER = /[\0-\x1f\x7f-\x9f\u2028\u2029]/;

/**
 * A {@link CONTROL_CHARACTER} or white space (`\s` holds U+2028 and U+2029): what an address
 * must not have.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const SPACE_OR_CONTROL_CHARACTER = /[\s\0-\x1f\x7f-\x9f]/;

/**
 * A control character as HTTP counts them, which a header value must not have: C0 but tab
 * (RFC 9110 lets a field value hold it), DEL and C1. Unlike {@link CONTROL_CHARACTER}, tab and
 * the Unicode separators pass.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const HEADER_CONTROL_CHARACTER = /[\0-\x08\x0a-\x1f\x7f-\x9f]/;

const EVERY_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTER.source, 'g');

/** `text` with each {@link CONTROL_CHARACTER} replaced by what `replacement` makes of it. */
export function replaceControlCharacters(
  text: string,
  replacement: (character: string) => string,
): string {
  return text.replace(EVERY_CONTROL_CHARACTER, replacement);
}

/**
 * `text` as a JSON string that shows on one line in any log: JSON.stringify escapes C0, and
 * DEL, C1, U+2028 and U+2029, which it leaves as they are, are written as `\uXXXX` escapes too.
 */
export function jsonQuoted(text: string): string {
  return replaceControlCharacters(JSON.stringify(text), unicodeEscape);
}

function unicodeEscape(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
