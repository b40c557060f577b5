/* Which characters text from outside may not carry as they are into a log, terminal or header. */
import { memoize } from './memoize.js';

/**
 * A control character: C0, DEL, C1, U+2028 or U+2029. A log or terminal shows each as a line break
 * or not at all, so text holding one is escaped, quoted or refused.
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

/**
 * A bidi formatting character (embeddings, overrides, isolates, marks): shown, it lays out the
 * rest of the line in another order (`ports/\u202eok/vcpkg.json` reads `ports/nosj.gkpcv/ko`), so
 * shown text escapes it. A request may carry one: HTTP and URLs see no control in it.
 */
export const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** What a terminal acts on, not shows (ESC, CR, BEL, CSI…): C0 but tab and LF, DEL and C1. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const TERMINAL_CONTROL = /[\0-\x08\x0b-\x1f\x7f-\x9f]/;

/** What is escaped in shown text that keeps its lines: a terminal control or a bidi control. */
const SHOWN_ESCAPED = new RegExp(
  `[${TERMINAL_CONTROL.source.slice(1, -1)}${BIDI_CONTROL.source.slice(1, -1)}]`,
);

/** What is escaped where text from outside is shown: a control character or a bidi control. */
export const HIDDEN_OR_REORDERING = new RegExp(
  `[${CONTROL_CHARACTER.source.slice(1, -1)}${BIDI_CONTROL.source.slice(1, -1)}]`,
);

const EVERY_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTER.source, 'g');
const EVERY_BIDI_CONTROL = new RegExp(BIDI_CONTROL.source, 'g');
const EVERY_HIDDEN_OR_REORDERING = new RegExp(HIDDEN_OR_REORDERING.source, 'g');
const EVERY_SHOWN_ESCAPED = new RegExp(SHOWN_ESCAPED.source, 'g');

/** `text` with each {@link CONTROL_CHARACTER} replaced by what `replacement` makes of it. */
export function replaceControlCharacters(
  text: string,
  replacement: (character: string) => string,
): string {
  return text.replace(EVERY_CONTROL_CHARACTER, replacement);
}

/** `text` as a JSON string that shows on one line, in its order: all controls as `\uXXXX`. */
export function jsonQuoted(text: string): string {
  return escapeHiddenOrReordering(JSON.stringify(text));
}

/**
 * `text` with each {@link HIDDEN_OR_REORDERING} character written as its `\uXXXX` escape: in
 * JSON text (where these occur only inside strings) the same JSON, elsewhere readable.
 */
export function escapeHiddenOrReordering(text: string): string {
  return HIDDEN_OR_REORDERING.test(text) ? replaceHiddenOrReordering(text, unicodeEscape) : text;
}

/** `text` with each {@link HIDDEN_OR_REORDERING} character replaced by what `replacement` makes of it. */
export function replaceHiddenOrReordering(
  text: string,
  replacement: (character: string) => string,
): string {
  return text.replace(EVERY_HIDDEN_OR_REORDERING, replacement);
}

/**
 * `text` with each {@link BIDI_CONTROL} written as its `\uXXXX` escape, for text that keeps its
 * line breaks and tabs (a log line, a table cell).
 */
export function escapeBidiControls(text: string): string {
  return BIDI_CONTROL.test(text) ? text.replace(EVERY_BIDI_CONTROL, unicodeEscape) : text;
}

/**
 * `text` with each {@link TERMINAL_CONTROL} and {@link BIDI_CONTROL} as its `\uXXXX` escape, for
 * text that keeps its lines (JSON stays the same JSON); `kept` matches sequences left as they are.
 */
export function escapeShownControls(text: string, kept?: RegExp): string {
  if (!SHOWN_ESCAPED.test(text)) return text;
  if (kept === undefined) return text.replace(EVERY_SHOWN_ESCAPED, unicodeEscape);
  const found = keptOrEscaped(kept.source);
  return text.replace(found, (match) => (match.length > 1 ? match : unicodeEscape(match)));
}

/** For each `kept` of escapeShownControls, what finds a kept sequence or a control: made once. */
const keptOrEscaped = memoize((kept) => new RegExp(`${kept}|${SHOWN_ESCAPED.source}`, 'g'));

function unicodeEscape(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
