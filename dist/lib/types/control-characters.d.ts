/**
 * A control character: C0 (NUL to US, tab, CR and LF among them), DEL, C1, or the line and
 * paragraph separators U+2028 and U+2029. A log or terminal shows each as a line break or not at
 * all, so text holding one is escaped, quoted or refused.
 */
export declare const CONTROL_CHARACTER: RegExp;
/**
 * A {@link CONTROL_CHARACTER} or white space (`\s` holds U+2028 and U+2029): what an address
 * must not have.
 */
export declare const SPACE_OR_CONTROL_CHARACTER: RegExp;
/**
 * A control character as HTTP counts them, which a header value must not have: C0 but tab
 * (RFC 9110 lets a field value hold it), DEL and C1. Unlike {@link CONTROL_CHARACTER}, tab and
 * the Unicode separators pass.
 */
export declare const HEADER_CONTROL_CHARACTER: RegExp;
/** `text` with each {@link CONTROL_CHARACTER} replaced by what `replacement` makes of it. */
export declare function replaceControlCharacters(text: string, replacement: (character: string) => string): string;
/**
 * `text` as a JSON string that shows on one line in any log: JSON.stringify escapes C0, and
 * DEL, C1, U+2028 and U+2029, which it leaves as they are, are written as `\uXXXX` escapes too.
 */
export declare function jsonQuoted(text: string): string;
