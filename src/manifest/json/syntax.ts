import { parseTree, printParseErrorCode, type ParseError } from './jsonc-parser.js';
import { codePointName } from '../../util/code-point-name.js';
import { unlessTooDeep } from './deep-nesting.js';
import { draftOf, type ProblemDraft } from '../problems/draft.js';
import { cutShort } from '../../util/cut-short.js';

/** What each parse error of jsonc-parser means, said for a person. */
const EXPECTED: Record<string, string> = {
  InvalidSymbol: 'expected a JSON value',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: "expected ':' after the property name",
  CommaExpected: "expected ',' or the end of the object or array",
  CloseBraceExpected: "expected ',' or '}'",
  CloseBracketExpected: "expected ',' or ']'",
  EndOfFileExpected: 'expected the end of the file after the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'unterminated string: expected a closing double quote',
  UnexpectedEndOfNumber: 'expected a digit',
  InvalidUnicode: 'invalid \\u escape: expected four hexadecimal digits',
  InvalidEscapeCharacter: 'invalid escape sequence in a string',
  InvalidCharacter: 'control characters in strings must be escaped',
};

/** The first JSON syntax error of a text that JSON.parse rejected, at the offending character. */
export function syntaxProblem(text: string, parseMessage: string): ProblemDraft {
  if (text.trim() === '') return jsonSyntax('the file is empty: expected a JSON object', 0, 0);
  const errors: ParseError[] = [];
  unlessTooDeep(() =>
    parseTree(text, errors, { disallowComments: true, allowTrailingComma: false }),
  );
  const first = errors[0];
  // Too deep for jsonc-parser (or, never seen, a disagreement): JSON.parse's own word and place.
  if (!first)
    return jsonSyntax(`invalid JSON: ${parseMessage}`, parseErrorOffset(text, parseMessage), 0);
  const length = Math.max(first.length, first.offset < text.length ? 1 : 0);
  return explain(printParseErrorCode(first.error), text, first.offset, length);
}

/** Narrows jsonc-parser's error to the offending characters and says what was expected there. */
function explain(code: string, text: string, offset: number, length: number): ProblemDraft {
  const at = (message: string, start: number, size: number) => {
    const found =
      start < text.length ? quote(text.slice(start, start + size)) : 'the end of the file';
    return jsonSyntax(`${message}; found ${found}`, start, size);
  };
  const token = text.slice(offset, offset + length);
  if (code === 'InvalidCharacter') {
    // eslint-disable-next-line no-control-regex -- JSON forbids U+0000 to U+001F unescaped in strings
    const index = token.search(/[\u0000-\u001f]/);
    const message = `control characters in strings must be escaped; found ${codePointName(token.charAt(index))}`;
    if (index >= 0) return jsonSyntax(message, offset + index, 1);
  }
  if (code === 'InvalidEscapeCharacter') {
    const index = token.search(/\\[^"\\/bfnrtu]/);
    if (index >= 0)
      return at(
        'invalid escape sequence; expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX',
        offset + index,
        2,
      );
  }
  if (code === 'InvalidUnicode') {
    const escape = /\\u[0-9a-fA-F]{0,3}(?![0-9a-fA-F])/.exec(token);
    if (escape)
      return at(EXPECTED.InvalidUnicode as string, offset + escape.index, escape[0].length);
  }
  const leadingZero = /^0\d+/.exec(text.slice(offset - 1));
  if (leadingZero && /\d/.test(token[0] ?? '') && startsNumber(text, offset - 1))
    return at('invalid number: leading zeros are not allowed', offset - 1, leadingZero[0].length);
  if (
    (code === 'PropertyNameExpected' || code === 'ValueExpected') &&
    /[}\]]/.test(token) &&
    precededByComma(text, offset)
  )
    return at('a trailing comma is not allowed in JSON', offset, length);
  if (code === 'InvalidSymbol' && /^\s*:/.test(text.slice(offset + length)))
    return at(EXPECTED.PropertyNameExpected as string, offset, length);
  return at(EXPECTED[code] ?? `invalid JSON (${code})`, offset, length);
}

function parseErrorOffset(text: string, parseMessage: string): number {
  const position = /at position (\d+)/.exec(parseMessage);
  if (position) return Math.min(Number(position[1]), text.length);
  return /end of JSON input/.test(parseMessage) ? text.length : 0;
}

function precededByComma(text: string, offset: number): boolean {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i] as string)) i--;
  return text[i] === ',';
}

/** True when the character at `offset` begins a number's integer part (not its fraction or exponent). */
function startsNumber(text: string, offset: number): boolean {
  const before = text[offset - 1] ?? '';
  if (before === '-') return !/[eE]/.test(text[offset - 2] ?? '');
  return !/[\d.eE+]/.test(before);
}

/** A token between backticks as it stands in the file; invisible control characters are escaped. */
function quote(token: string): string {
  const shown = cutShort(token, 20, 20);
  let escaped = '';
  for (const c of shown) escaped += c.charCodeAt(0) < 0x20 ? codePointName(c) : c;
  return `\`${escaped}\``;
}

function jsonSyntax(message: string, offset: number, length: number): ProblemDraft {
  return draftOf('json-syntax', { message, pointer: '', anchor: { kind: 'text', offset, length } });
}
