/**
 * Platform expressions (`supports`, dependency `platform`) checked as vcpkg-tool parses them
 * (../../grammar/platform-expression/), in this project's words; the tokens live in tokens.ts.
 */
import {
  DEEPEST_GROUP,
  readPlatformExpression,
  type PlatformSyntaxError,
} from '../../grammar/platform-expression/parse.js';
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

/** Checks a `supports`/`platform` expression; returns undefined when it is valid, else the first error. */
export function checkPlatformExpression(expression: string): PlatformExpressionError | undefined {
  const { error } = readPlatformExpression(expression);
  if (error === undefined) return undefined;
  try {
    describe(expression, error);
  } catch (failure) {
    if (failure instanceof ExpressionFailure) return failure.detail;
    throw failure;
  }
  throw new Error('checkPlatformExpression: an error without words');
}

/**
 * Fails with the first error as this project words it. The grammar stops at the first token it
 * cannot read; the tokens before it, read again here, give the words their context, and a token
 * that starts there but is not vcpkg's (an upper-case name, '&&') is reported as what it is.
 */
function describe(expression: string, error: PlatformSyntaxError): never {
  // The two tokens before the one the grammar stopped at.
  let [beforePrevious, previous]: (Token | undefined)[] = [];
  // Where each open '(' is, and the first operator of the current run of each open group.
  const opens: number[] = [];
  const firstOperators: (Token | undefined)[] = [undefined];
  let [operand, negated] = [true, false];
  let token = readToken(expression, 0);
  while (token.offset < error.offset) {
    [beforePrevious, previous] = [previous, token];
    if (token.kind === '(') {
      opens.push(token.offset);
      firstOperators.push(undefined);
    } else if (token.kind === ')') {
      opens.pop();
      firstOperators.pop();
    } else if (token.kind === ',') firstOperators[firstOperators.length - 1] = undefined;
    else if (!operand) firstOperators[firstOperators.length - 1] ??= token;
    // A name in an operand's place ends it, but a first `not` is a negation; after an operand, only `and` is a word.
    if (token.kind !== 'word') [operand, negated] = [token.kind !== ')', token.kind === '!'];
    else if (!operand) operand = true;
    else [operand, negated] = isWord(token, 'not') && !negated ? [true, true] : [false, false];
    token = readToken(expression, token.offset + token.text.length);
  }
  const { offset, length } = { offset: token.offset, length: token.text.length };
  switch (error.code) {
    case 'too-deep':
      return fail(`nesting deeper than ${DEEPEST_GROUP} levels`, offset, 1);
    case 'or':
      return fail("'or' is not an operator; use '|'", offset, length);
    case 'mixing': {
      const mixed = `${quote((firstOperators.at(-1) ?? token).text)} and ${quote(token.text)}`;
      return fail(
        `cannot mix ${mixed} without parentheses; group them, e.g. '(a & b) | c'`,
        offset,
        length,
      );
    }
    case 'identifier': {
      if (previous === undefined && token.kind === 'end') {
        const message = "the expression is empty; expected a platform name such as 'windows'";
        return fail(message, 0, expression.length);
      }
      if (previous !== undefined && token.kind === '!') return failNegationChain(token, previous);
      if (previous?.kind === '(' && token.kind === ')')
        return fail("empty parentheses '()'; expected a platform name inside", offset, 1);
      if (token.kind === ')' && opens.length === 0) return failUnexpectedClose(token);
      const after = previous === undefined ? '' : ` after ${describeToken(previous)}`;
      return fail(
        `expected a platform name${after}, found ${describeToken(token)}`,
        offset,
        length,
      );
    }
    case 'unexpected':
    case 'closing': {
      if (token.kind === ')') return failUnexpectedClose(token);
      if (token.kind === 'end')
        return fail(`missing ')' to close '(' at offset ${opens.at(-1) ?? 0}`, offset, 0);
      // `not` after a negation is a name to vcpkg; followed by an operand it was meant as a second negation.
      if (previous && isWord(previous, 'not') && beforePrevious && isNegation(beforePrevious))
        return failNegationChain(previous, beforePrevious);
      const between = `${describeToken(previous ?? token)} and ${describeToken(token)}`;
      return fail(`expected '&', '|' or ',' between ${between}`, offset, length);
    }
  }
}

function isNegation(token: Token): boolean {
  return token.kind === '!' || isWord(token, 'not');
}

/** A second negation where vcpkg wants a name or '(' (vcpkg reads no `!!x`, `not !x`). */
function failNegationChain(second: Token, first: Token): never {
  const rule = "vcpkg takes one '!' or 'not' before a name or '('";
  const fix = "drop both, or put the inner negation in parentheses, e.g. '!(!x)'";
  const message = `${quote(second.text)} cannot follow ${quote(first.text)}; ${rule}: ${fix}`;
  fail(message, second.offset, second.text.length);
}

function failUnexpectedClose(token: Token): never {
  fail("unexpected ')' with no matching '('", token.offset, 1);
}
