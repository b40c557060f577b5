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
 * A curl command for a POSIX shell, an option a line, arguments quoted where needed (`$'…'` with
 * a control character). `--globoff` keeps `[]{}` in the URL literal. Each line starts with `curl`
 * or `--` and `##[` is split by quoting: no workflow command. A body not a string is sent as JSON;
 * a `null` header is left out. See `curlCannotPrint`.
 */
export function formatCurl(options: RequestOptions): string {
  const method = options.method.toUpperCase();
  const lines = [
    method === 'HEAD' ? 'curl --globoff --head' : `curl --globoff --request ${quote(method)}`,
    `--url ${quote(options.url)}`,
  ];
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

/** One POSIX shell word: as is, `$'…'` with a control or bidi character, else `'…'`. */
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
