import type { RequestOptions } from '../endpoint/index.js';

/** Arguments a POSIX shell reads as they are; anything else is single-quoted. */
const SHELL_SAFE = /^[\w@%+=:,./-]+$/;

/**
 * A curl command that sends the request, ready to paste into a POSIX shell: one option a line,
 * lines joined by ` \` and a newline, arguments single-quoted where the shell needs it. A body
 * that is not a string is sent as JSON; a `null` header is left out.
 */
export function formatCurl(options: RequestOptions): string {
  const method = options.method.toUpperCase();
  const lines = [method === 'HEAD' ? 'curl --head' : `curl --request ${quote(method)}`];
  lines.push(`--url ${quote(options.url)}`);
  for (const [name, value] of Object.entries(options.headers)) {
    if (value === null) continue;
    const text = String(value);
    // curl removes a header given as `name:`; `name;` sends it empty.
    lines.push(`--header ${quote(text === '' ? `${name};` : `${name}: ${text}`)}`);
  }
  if (options.body !== undefined) {
    const body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    lines.push(`--data-raw ${quote(body)}`);
  }
  return `${lines.join(' \\\n  ')}\n`;
}

/** The argument as a POSIX shell word: as is when safe, else in single quotes, `'` as `'\''`. */
function quote(argument: string): string {
  return SHELL_SAFE.test(argument) ? argument : `'${argument.replaceAll("'", "'\\''")}'`;
}
