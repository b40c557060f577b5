import { HIDDEN_OR_REORDERING, replaceHiddenOrReordering } from '../util/control-characters.js';
import type { RequestOptions } from '../endpoint/index.js';
import { OLD_COMMAND } from './workflow-commands.js';

/** Arguments a POSIX shell reads as they are; anything else is quoted. */
const SHELL_SAFE = /^[\w@%+=:,./-]+$/;
/** `$'…'` escapes of their own; any other control character is written as its UTF-8 bytes. */
const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};
const UTF8 = new TextEncoder();

/**
 * A curl command that sends the request, ready to paste into a POSIX shell: one option a line,
 * lines joined by ` \` and a newline, arguments single-quoted where the shell needs it, and
 * `$'…'`-quoted on one line when they hold a line break or another control character. `--globoff`
 * keeps curl from reading `[]{}` in the URL as ranges. Every line starts with `curl` or `--`, and
 * no `##[` is printed (it is split by quoting), so a runner reads no workflow command in it. A
 * body that is not a string is sent as JSON; a `null` header is left out. See `curlCannotPrint`.
 */
export function formatCurl(options: RequestOptions): string {
  const method = options.method.toUpperCase();
  const lines = [
    method === 'HEAD' ? 'curl --globoff --head' : `curl --globoff --request ${quote(method)}`,
  ];
  lines.push(`--url ${quote(options.url)}`);
  for (const [name, value] of Object.entries(options.headers)) {
    if (value === null) continue;
    const text = String(value);
    // curl removes a header given as `name:`; `name;` sends it empty.
    lines.push(`--header ${quote(text === '' ? `${name};` : `${name}: ${text}`)}`);
  }
  const body = bodyText(options);
  if (body !== undefined) lines.push(`--data-raw ${quote(body)}`);
  return `${lines.join(' \\\n  ')}\n`;
}

/** Why no curl command line can send these options, or undefined: an argument ends at a NUL. */
export function curlCannotPrint(options: RequestOptions): string | undefined {
  return bodyText(options)?.includes('\0')
    ? 'cannot print a body with a NUL character, which a shell argument cannot hold'
    : undefined;
}

function bodyText({ body }: RequestOptions): string | undefined {
  if (body === undefined) return undefined;
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/**
 * The argument as one POSIX shell word: as is when safe; `$'…'` with escapes when it holds a
 * control character or a bidi control; else in single quotes, `'` as `'\''`. `##[` is split
 * as `#''#[` or `#\x23[`, which the shell joins back.
 */
function quote(argument: string): string {
  if (SHELL_SAFE.test(argument)) return argument;
  // Single quotes would print a control character across lines, or hide it, or let a bidi
  // control show the rest of the line reordered.
  if (HIDDEN_OR_REORDERING.test(argument)) {
    const escaped = argument.replace(/[\\']/g, (character) => ESCAPES[character] as string);
    return `$'${replaceHiddenOrReordering(escaped, escapeControl).replaceAll(OLD_COMMAND, '#\\x23[')}'`;
  }
  return `'${argument.replaceAll("'", "'\\''").replaceAll(OLD_COMMAND, "#''#[")}'`;
}

/** A control or bidi character in `$'…'`: `\n`, `\r`, `\t`, or its UTF-8 bytes as `\xHH`. */
function escapeControl(character: string): string {
  return (
    ESCAPES[character] ??
    Array.from(UTF8.encode(character), (byte) => `\\x${byte.toString(16).padStart(2, '0')}`).join(
      '',
    )
  );
}
