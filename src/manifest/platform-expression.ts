/** Where a platform expression goes wrong: a message and the UTF-16 range inside the expression string. */
export interface PlatformExpressionError {
  /** What was wrong and what was expected, in words a user understands. */
  message: string;
  /** Offset of the offending character or token in the expression string (0-based, UTF-16 code units). */
  offset: number;
  /** Length of the offending token; at least 1, except 0 at the end of the string. */
  length: number;
}

/** Deepest parenthesis nesting accepted; it bounds recursion so the stack cannot overflow. */
const MAX_NESTING_DEPTH = 1000;

/** Longest token text quoted verbatim in a message; longer names are shortened with an ellipsis. */
const MAX_QUOTED_LENGTH = 40;

/** Token kinds: '&' and the word `and` are both 'and'; '!' and the word `not` are both 'not'. */
type TokenKind = 'name' | 'not' | 'and' | 'or' | '(' | ')' | ',' | 'end';

/** One token: its kind, its source text (empty at the end) and where that text starts. */
interface Token {
  kind: TokenKind;
  text: string;
  offset: number;
}

/** Carries the first error out of the recursive descent; caught in checkPlatformExpression. */
class ExpressionFailure extends Error {
  constructor(readonly detail: PlatformExpressionError) {
    super(detail.message);
  }
}

/** Aborts parsing with the given error. */
function fail(message: string, offset: number, length: number): never {
  throw new ExpressionFailure({ message, offset, length });
}

/** Quotes a token for a message, shortening very long names so messages stay readable. */
function quote(text: string): string {
  const shown =
    text.length > MAX_QUOTED_LENGTH ? `${text.slice(0, MAX_QUOTED_LENGTH - 1)}\u2026` : text;
  return `'${shown}'`;
}

/** Names a token for a message; the end token has no text of its own. */
function describeToken(token: Token): string {
  return token.kind === 'end' ? 'the end of the expression' : quote(token.text);
}

/** Shows a character as itself when visible, else as U+XXXX so tabs, NBSP etc. are readable. */
function describeCharacter(character: string): string {
  if (/^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(character)) return `'${character}'`;
  const codePoint = character.codePointAt(0) ?? 0;
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

const WHITESPACE = /[ \t\r\n]*/y;
const WORD = /[A-Za-z0-9]+/y;
const SINGLE_CHARACTER_KINDS: Record<string, TokenKind> = {
  '!': 'not',
  '&': 'and',
  '|': 'or',
  '(': '(',
  ')': ')',
  ',': ',',
};

/** Reads the token at or after `start`, skipping whitespace; throws on a lexical error. */
function readToken(expression: string, start: number): Token {
  WHITESPACE.lastIndex = start;
  WHITESPACE.test(expression);
  const offset = WHITESPACE.lastIndex;
  if (offset >= expression.length) return { kind: 'end', text: '', offset };

  WORD.lastIndex = offset;
  const word = WORD.exec(expression)?.[0];
  if (word !== undefined) {
    if (/[A-Z]/.test(word)) {
      const hint = `platform names are lowercase: write ${quote(word.toLowerCase())}`;
      fail(`uppercase letters are not allowed; ${hint}`, offset, word.length);
    }
    if (word === 'or') fail("'or' is not an operator; use '|'", offset, word.length);
    const kind = word === 'not' ? 'not' : word === 'and' ? 'and' : 'name';
    return { kind, text: word, offset };
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

/**
 * Recursive-descent parser over the grammar
 *   expression := list (',' list)*
 *   list       := operand (('&' | 'and') operand)* | operand ('|' operand)*
 *   operand    := ('!' | 'not')* (name | '(' expression ')')
 * Negations are consumed in a loop and parentheses are depth-limited, so recursion stays bounded.
 */
class PlatformExpressionParser {
  private token: Token;
  private previous: Token | undefined;
  private depth = 0;

  constructor(private readonly expression: string) {
    this.token = readToken(expression, 0);
  }

  parseWhole(): void {
    if (this.token.kind === 'end') {
      const message = "the expression is empty; expected a platform name such as 'windows'";
      fail(message, 0, this.expression.length);
    }
    if (this.parseCommaList().kind === ')') this.failUnexpectedClose();
  }

  private advance(): Token {
    this.previous = this.token;
    this.token = readToken(this.expression, this.token.offset + this.token.text.length);
    return this.token;
  }

  /** Returns the token it stopped at, which is always ')' or the end. */
  private parseCommaList(): Token {
    this.parseOperatorList();
    while (this.token.kind === ',') {
      this.advance();
      this.parseOperatorList();
    }
    return this.token;
  }

  private parseOperatorList(): void {
    this.parseOperand();
    const firstOperator = this.token;
    while (this.token.kind === 'and' || this.token.kind === 'or') {
      if (this.token.kind !== firstOperator.kind) {
        const mixed = `${quote(firstOperator.text)} and ${quote(this.token.text)}`;
        const message = `cannot mix ${mixed} without parentheses; group them, e.g. '(a & b) | c'`;
        fail(message, this.token.offset, this.token.text.length);
      }
      this.advance();
      this.parseOperand();
    }
    if (this.token.kind !== ',' && this.token.kind !== ')' && this.token.kind !== 'end') {
      // Only reached after an operand, so `previous` is that operand's last token.
      const left = describeToken(this.previous ?? this.token);
      const message = `expected '&', '|' or ',' between ${left} and ${describeToken(this.token)}`;
      fail(message, this.token.offset, this.token.text.length);
    }
  }

  private parseOperand(): void {
    while (this.token.kind === 'not') this.advance();
    if (this.token.kind === 'name') {
      this.advance();
      return;
    }
    if (this.token.kind === '(') {
      const open = this.token;
      if (this.depth >= MAX_NESTING_DEPTH) {
        fail(`nesting deeper than ${MAX_NESTING_DEPTH} levels`, open.offset, 1);
      }
      this.depth++;
      const inside = this.advance();
      if (inside.kind === ')') {
        fail("empty parentheses '()'; expected a platform name inside", inside.offset, 1);
      }
      const close = this.parseCommaList();
      if (close.kind === 'end') {
        fail(`missing ')' to close '(' at offset ${open.offset}`, close.offset, 0);
      }
      this.depth--;
      this.advance();
      return;
    }
    if (this.token.kind === ')' && this.depth === 0) this.failUnexpectedClose();
    const after = this.previous === undefined ? '' : ` after ${describeToken(this.previous)}`;
    const message = `expected a platform name${after}, found ${describeToken(this.token)}`;
    fail(message, this.token.offset, this.token.text.length);
  }

  private failUnexpectedClose(): never {
    fail("unexpected ')' with no matching '('", this.token.offset, 1);
  }
}

/** Checks a `supports`/`platform` expression; returns undefined when it is valid, else the first error. */
export function checkPlatformExpression(expression: string): PlatformExpressionError | undefined {
  try {
    new PlatformExpressionParser(expression).parseWhole();
    return undefined;
  } catch (error) {
    if (error instanceof ExpressionFailure) return error.detail;
    throw error;
  }
}
