/**
 * Platform expressions (`supports`, dependency `platform`) checked as vcpkg-tool parses them;
 * the tokens live in tokens.ts.
 */
import {
  ExpressionFailure,
  describeToken,
  fail,
  isWord,
  quote,
  readToken,
  type PlatformExpressionError,
  type Token,
} from './tokens.js';

export type { PlatformExpressionError } from './tokens.js';

/** Deepest parenthesis nesting accepted; it bounds recursion so the stack cannot overflow. */
const MAX_NESTING_DEPTH = 1000;

/** The operator a token joins operands with: '&' and the word `and` are one operator. */
function joiner(token: Token): '&' | '|' | undefined {
  if (token.kind === '&' || isWord(token, 'and')) return '&';
  return token.kind === '|' ? '|' : undefined;
}

/** A second negation where vcpkg wants a name or '(' (vcpkg reads no `!!x`, `not !x`). */
function failNegationChain(second: Token, first: Token): never {
  const rule = "vcpkg takes one '!' or 'not' before a name or '('";
  const fix = "drop both, or put the inner negation in parentheses, e.g. '!(!x)'";
  const message = `${quote(second.text)} cannot follow ${quote(first.text)}; ${rule}: ${fix}`;
  fail(message, second.offset, second.text.length);
}

/**
 * Recursive-descent parser over vcpkg-tool's grammar (src/vcpkg/platform-expression.cpp):
 *   expression := list (',' list)*
 *   list       := operand (('&' | 'and') operand)* | operand ('|' operand)*
 *   operand    := ('!' | 'not') simple | simple
 *   simple     := word | '(' expression ')'
 * `not` that starts an operand is the operator; any other word, `and` and `or` included, is a
 * name, and so is `not` right after a negation (`!not`), as vcpkg reads them. `or` where an
 * operator goes is vcpkg's reserved word. Parentheses are depth-limited, so recursion stays bounded.
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
    this.token = this.peek();
    return this.token;
  }

  private peek(): Token {
    return readToken(this.expression, this.token.offset + this.token.text.length);
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
    const operator = joiner(firstOperator);
    for (let next = operator; next !== undefined; next = joiner(this.token)) {
      if (next !== operator) {
        const mixed = `${quote(firstOperator.text)} and ${quote(this.token.text)}`;
        const message = `cannot mix ${mixed} without parentheses; group them, e.g. '(a & b) | c'`;
        fail(message, this.token.offset, this.token.text.length);
      }
      this.advance();
      this.parseOperand();
    }
    if (isWord(this.token, 'or')) {
      fail("'or' is not an operator; use '|'", this.token.offset, this.token.text.length);
    }
    if (this.token.kind !== ',' && this.token.kind !== ')' && this.token.kind !== 'end') {
      // Only reached after an operand, so `previous` is that operand's last token.
      const left = describeToken(this.previous ?? this.token);
      const message = `expected '&', '|' or ',' between ${left} and ${describeToken(this.token)}`;
      fail(message, this.token.offset, this.token.text.length);
    }
  }

  private parseOperand(): void {
    if (this.token.kind === '!' || isWord(this.token, 'not')) {
      const negation = this.token;
      this.advance();
      if (this.token.kind === '!') failNegationChain(this.token, negation);
      // `not` here is a name to vcpkg; followed by an operand it was meant as a second negation.
      if (isWord(this.token, 'not') && startsNegatedOperand(this.peek())) {
        failNegationChain(this.token, negation);
      }
    }
    this.parseSimple();
  }

  private parseSimple(): void {
    if (this.token.kind === 'word') {
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

/** Whether a token could start the operand of a negation: a name, '(' or another negation. */
function startsNegatedOperand(token: Token): boolean {
  if (token.kind === 'word') return token.text !== 'and' && token.text !== 'or';
  return token.kind === '(' || token.kind === '!';
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
