/**
 * A GitHub runner runs a line as a workflow command when, after white space, it starts with `::`,
 * or when it holds `##[name properties]data` anywhere. Everything the CLI and the Action print
 * goes through `neutraliseCommands`, so no file, name, input or parameter can issue one.
 */
import { escapeShownControls } from '../util/control-characters.js';

/** The older command form, read anywhere in a line. */
export const OLD_COMMAND = '##[';
/** `::` where the runner looks for a command: at a line's start, after the white space it trims. */
const LINE_START_COMMAND =
  // eslint-disable-next-line no-control-regex -- control characters are what .NET trims
  /(^|[\r\n])([\t\v\f \x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*):(?=:)/g;
const ESCAPED_HASH = '\\u0023';
const ESCAPED_COLON = '\\u003a';

/**
 * `text` with no workflow command in it, however it is later cut or joined: `##[` becomes
 * `#\u0023[`, a `::` that starts a line `\u003a:`, a final `#` `\u0023`; bidi and terminal
 * controls become `\uXXXX` (escapeShownControls; `kept` matches the colours left as they are).
 * These are JSON escapes, so a JSON document stays the same document: all occur only in strings.
 */
export function neutraliseCommands(text: string, kept?: RegExp): string {
  let safe = escapeShownControls(text, kept);
  if (safe.includes(OLD_COMMAND)) safe = safe.replaceAll(OLD_COMMAND, `#${ESCAPED_HASH}[`);
  // Only a text with `::` can hold a line-start command: the common case skips the scan.
  if (safe.includes('::')) safe = safe.replace(LINE_START_COMMAND, `$1$2${ESCAPED_COLON}`);
  // A `#` that ends a chunk could meet `#[` or `[` at the start of the next one.
  return safe.endsWith('#') ? `${safe.slice(0, -1)}${ESCAPED_HASH}` : safe;
}
