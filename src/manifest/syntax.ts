import { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { unlessTooDeep } from './deep-nesting.js';
import type { ProblemDraft } from './draft.js';

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
  const code = printParseErrorCode(first.error);
  const length = Math.max(first.length, first.offset < text.length ? 1 : 0);
  const found =
    first.offset < text.length
      ? `found ${quote(text.slice(first.offset, first.offset + length))}`
      : 'found the end of the file';
  return jsonSyntax(`${describe(code, text, first.offset)}; ${found}`, first.offset, length);
}

function parseErrorOffset(text: string, parseMessage: string): number {
  const position = /at position (\d+)/.exec(parseMessage);
  if (position) return Math.min(Number(position[1]), text.length);
  return /end of JSON input/.test(parseMessage) ? text.length : 0;
}

function describe(code: string, text: string, offset: number): string {
  const atCloser = text[offset] === '}' || text[offset] === ']';
  if (
    (code === 'PropertyNameExpected' || code === 'ValueExpected') &&
    atCloser &&
    precededByComma(text, offset)
  )
    return 'a trailing comma is not allowed in JSON';
  return EXPECTED[code] ?? `invalid JSON (${code})`;
}

function precededByComma(text: string, offset: number): boolean {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i] as string)) i--;
  return text[i] === ',';
}

function quote(token: string): string {
  const shown = token.length > 20 ? `${token.slice(0, 20)}…` : token;
  return JSON.stringify(shown);
}

function jsonSyntax(message: string, offset: number, length: number): ProblemDraft {
  return {
    rule: 'json-syntax',
    severity: 'error',
    message,
    pointer: '',
    anchor: { kind: 'text', offset, length },
  };
}
