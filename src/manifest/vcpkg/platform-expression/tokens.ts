import { cutShort } from '../../../util/cut-short.js';
import { codePointName } from '../../../util/code-point-name.js';
import { skipSpace } from '../../json/tokens.js';

/**
 * The tokens of a platform expression and the failure the parser carries out: the lexical half
 * of parser.ts.
 */

/** Where a platform expression goes wrong: a message and the UTF-16 range inside the expression string. */
export interface PlatformExpressionError {
  /** What was wrong and what was expected, in words a user understands. */
  message: string;
  /** Offset of the offending character or token in the expression string (0-based, UTF-16 code units). */
  offset: number;
  /** Length of the offending token; at least 1, except 0 at the end of the string. */
  length: number;
}

/** Longest token text quoted verbatim in a message; longer names are shortened with an ellipsis. */
const MAX_QUOTED_LENGTH = 40;

/**
 * Token kinds: a word (a name, or the keyword `not`, `and` or `or`, told apart by where it
 * stands), an operator or parenthesis as itself, and the end of the string.
 */
export type TokenKind = 'word' | '!' | '&' | '|' | '(' | ')' | ',' | 'end';

/** One token: its kind, its source text (empty at the end) and where that text starts. */
export interface Token {
  kind: TokenKind;
  text: string;
  offset: number;
}

/** Carries the first error out of the recursive descent; caught in checkPlatformExpression. */
export class ExpressionFailure extends Error {
  constructor(readonly detail: PlatformExpressionError) {
    super(detail.message);
  }
}

/** Aborts parsing with the given error. */
export function fail(message: string, offset: number, length: number): never {
  throw new ExpressionFailure({ message, offset, length });
}

/** Quotes a token for a message, shortening very long names so messages stay readable. */
export function quote(text: string): string {
  return `'${cutShort(text, MAX_QUOTED_LENGTH)}'`;
}

/** Names a token for a message; the end token has no text of its own. */
export function describeToken(token: Token): string {
  return token.kind === 'end' ? 'the end of the expression' : quote(token.text);
}

/** Shows a character as itself when visible, else as U+XXXX so tabs, NBSP etc. are readable. */
function describeCharacter(character: string): string {
  if (/^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(character)) return `'${character}'`;
  return codePointName(character);
}

const WORD = /[A-Za-z0-9]+/y;
const SINGLE_CHARACTER_KINDS: Record<string, TokenKind> = {
  '!': '!',
  '&': '&',
  '|': '|',
  '(': '(',
  ')': ')',
  ',': ',',
};

/** Reads the token at or after `start`, skipping whitespace; throws on a lexical error. */
export function readToken(expression: string, start: number): Token {
  // vcpkg's parser skips the four characters JSON calls white space.
  const offset = skipSpace(expression, start);
  if (offset >= expression.length) return { kind: 'end', text: '', offset };

  WORD.lastIndex = offset;
  const word = WORD.exec(expression)?.[0];
  if (word !== undefined) {
    if (/[A-Z]/.test(word)) {
      const hint = `platform names are lowercase: write ${quote(word.toLowerCase())}`;
      fail(`uppercase letters are not allowed; ${hint}`, offset, word.length);
    }
    return { kind: 'word', text: word, offset };
  }

  // A slice, not String.fromCodePoint, which some hosts run slowly: once per token, it tripled
  // the time of a 10 MB expression.
  const wide = (expression.codePointAt(offset) ?? 0) > 0xffff;
  const character = expression.slice(offset, offset + (wide ? 2 : 1));
  const kind = SINGLE_CHARACTER_KINDS[character];
  if (kind === undefined) {
    const allowed =
      "platform names use only a-z and 0-9, and the operators are '!', '&', '|' and ','";
    const message = `unexpected character ${describeCharacter(character)}; ${allowed}`;
    fail(message, offset, character.length);
  }
  // '&&' and '||' are the C habit; vcpkg only knows the single-character forms.
  if ((character === '&' || character === '|') && expression[offset + 1] === character) {
    fail(`'${character}${character}' is not an operator; use '${character}'`, offset + 1, 1);
  }
  return { kind, text: character, offset };
}

/** Is the token the given word (a keyword, or a name where the grammar wants one)? */
export function isWord(token: Token, text: string): boolean {
  return token.kind === 'word' && token.text === text;
}
