import { fixedNumber } from './fixed-number.js';
import { JsonNumber, type JsonValue } from './json-tree.js';

/*
 * JSON text as vcpkg's writer makes it (docs/format.md#the-text), also where it loses data: a
 * control character without a short escape, or a lone surrogate, ends its string.
 */

const SHORT_ESCAPES: Record<number, string> = {
  0x08: '\\b',
  0x09: '\\t',
  0x0a: '\\n',
  0x0c: '\\f',
  0x0d: '\\r',
  0x22: '\\"',
  0x5c: '\\\\',
};

/** Characters that need a look: quote, backslash, controls, surrogates. */
// eslint-disable-next-line no-control-regex -- the controls are what it looks for
const NEEDS_CARE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A string as vcpkg writes it, quotes included. */
export function quotedString(text: string): string {
  if (!NEEDS_CARE.test(text)) return `"${text}"`;
  // Runs of characters written as they are go in as one slice each, not one by one.
  let out = '"';
  let run = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code >= 0x20 && code !== 0x22 && code !== 0x5c && (code < 0xd800 || code > 0xdfff))
      continue;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(at + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        at++;
        continue;
      }
    }
    out += text.slice(run, at);
    run = at + 1;
    const short = SHORT_ESCAPES[code];
    if (short !== undefined) out += short;
    else return `${out}\\u${code.toString(16).padStart(4, '0')}"`;
  }
  return `${out}${text.slice(run)}"`;
}

/** A whole document: `value` as vcpkg writes it, with the final newline. */
export function writeJson(value: JsonValue): string {
  const writer = { out: '' };
  write(writer, value, '\n');
  return `${writer.out}\n`;
}

/** Appends `value`; `newline` is a line break and the indent of the line `value` is on. */
function write(writer: { out: string }, value: JsonValue, newline: string): void {
  if (value === null) writer.out += 'null';
  else if (typeof value === 'boolean') writer.out += value ? 'true' : 'false';
  else if (typeof value === 'string') writer.out += quotedString(value);
  else if (value instanceof JsonNumber) writer.out += value.integer ?? fixedNumber(value.value);
  else {
    const list = Array.isArray(value);
    if ((list ? value.length : value.size) === 0) {
      writer.out += list ? '[]' : '{}';
      return;
    }
    const inner = `${newline}  `;
    let separator = `${list ? '[' : '{'}${inner}`;
    // forEach, not for…of: no [key, value] pair to allocate for each member.
    value.forEach((member: JsonValue, key: number | string) => {
      writer.out += list ? separator : `${separator}${quotedString(key as string)}: `;
      write(writer, member, inner);
      separator = `,${inner}`;
    });
    writer.out += `${newline}${list ? ']' : '}'}`;
  }
}
