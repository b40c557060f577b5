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
/**
 * A bidirectional formatting character: the embeddings and overrides U+202A to U+202E, the
 * isolates U+2066 to U+2069, and the marks U+200E, U+200F and U+061C. Shown as it is, one makes
 * a viewer lay out the rest of the line in another order (`ports/\u202eok/vcpkg.json` reads
 * `ports/nosj.gkpcv/ko`), so whatever shows text from outside escapes it. Only for display: a
 * request may carry one, as HTTP and URLs see no control character in it.
 */
export declare const BIDI_CONTROL: RegExp;
/**
 * What a terminal acts on instead of showing: C0 but tab and line feed (ESC starts its escape
 * sequences, which move the cursor, clear the screen or set the window's title; CR returns to the
 * line's start; BEL rings), DEL and C1 (CSI and OSC start sequences too).
 */
export declare const TERMINAL_CONTROL: RegExp;
/** What is escaped where text from outside is shown: a control character or a bidi control. */
export declare const HIDDEN_OR_REORDERING: RegExp;
/** `text` with each {@link CONTROL_CHARACTER} replaced by what `replacement` makes of it. */
export declare function replaceControlCharacters(text: string, replacement: (character: string) => string): string;
/**
 * `text` as a JSON string that shows on one line, in its order, in any log: JSON.stringify
 * escapes C0, and DEL, C1, U+2028, U+2029 and the bidi controls, which it leaves as they are,
 * are written as `\uXXXX` escapes too.
 */
export declare function jsonQuoted(text: string): string;
/**
 * `text` with each {@link HIDDEN_OR_REORDERING} character written as its `\uXXXX` escape: in
 * JSON text (where these occur only inside strings) the same JSON, elsewhere readable.
 */
export declare function escapeHiddenOrReordering(text: string): string;
/** `text` with each {@link HIDDEN_OR_REORDERING} character replaced by what `replacement` makes of it. */
export declare function replaceHiddenOrReordering(text: string, replacement: (character: string) => string): string;
/**
 * `text` with each {@link BIDI_CONTROL} written as its `\uXXXX` escape, for text that keeps its
 * line breaks and tabs (a log line, a table cell).
 */
export declare function escapeBidiControls(text: string): string;
/**
 * `text` with each {@link TERMINAL_CONTROL} and {@link BIDI_CONTROL} written as its `\uXXXX`
 * escape, for text that keeps its line breaks and tabs and reaches a terminal or a log (in JSON
 * text, where these occur only inside strings, the same JSON). `kept` matches sequences left as
 * they are: the colours the command line paints.
 */
export declare function escapeShownControls(text: string, kept?: RegExp): string;
