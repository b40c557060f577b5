/**
 * A control character: C0, DEL, C1, U+2028 or U+2029. A log or terminal shows each as a line break
 * or not at all, so text holding one is escaped, quoted or refused.
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
 * A bidi formatting character (embeddings, overrides, isolates, marks): shown, it lays out the
 * rest of the line in another order (`ports/\u202eok/vcpkg.json` reads `ports/nosj.gkpcv/ko`), so
 * shown text escapes it. A request may carry one: HTTP and URLs see no control in it.
 */
export declare const BIDI_CONTROL: RegExp;
/** What a terminal acts on, not shows (ESC, CR, BEL, CSI…): C0 but tab and LF, DEL and C1. */
export declare const TERMINAL_CONTROL: RegExp;
/** What is escaped where text from outside is shown: a control character or a bidi control. */
export declare const HIDDEN_OR_REORDERING: RegExp;
/** `text` with each {@link CONTROL_CHARACTER} replaced by what `replacement` makes of it. */
export declare function replaceControlCharacters(text: string, replacement: (character: string) => string): string;
/** `text` as a JSON string that shows on one line, in its order: all controls as `\uXXXX`. */
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
 * `text` with each {@link TERMINAL_CONTROL} and {@link BIDI_CONTROL} as its `\uXXXX` escape, for
 * text that keeps its lines (JSON stays the same JSON); `kept` matches sequences left as they are.
 */
export declare function escapeShownControls(text: string, kept?: RegExp): string;
