/**
 * Platform expressions (`supports`, dependency `platform`) checked as vcpkg-tool parses them
 * (../../grammar/platform-expression/), in this project's words.
 */
import { cutShort } from '../../../util/cut-short.js';
import { codePointName } from '../../../util/code-point-name.js';
import {
  DEEPEST_GROUP,
  readPlatformExpression,
  type PlatformSyntaxError,
} from '../../grammar/platform-expression/parse.js';
import { skipSpace } from '../../json/tokens.js';

/** Where a platform expression goes wrong: a message and the UTF-16 range inside the expression string. */
export interface PlatformExpressionError {
  /** What was wrong and what was expected, in words a user understands. */
  message: string;
  /** Offset of the offending character or token in the expression string (0-based, UTF-16 code units). */
  offset: number;
  /** Length of the offending token; at least 1, except 0 at the end of the string. */
  length: number;
}

/**
 * One token: a word (a name, or the keyword `not`, `and` or `or`, told apart by where it
 * stands), an operator or parenthesis as itself, or the end of the string; its source text
 * (empty at the end) and where that text starts.
 */
interface Token {
  kind: 'word' | '!' | '&' | '|' | '(' | ')' | ',' | 'end';
  text: string;
  offset: number;
}

const SINGLE_CHARACTER_TOKENS: ReadonlySet<string> = new Set(['!', '&', '|', '(', ')', ',']);

/** Checks a `supports`/`platform` expression; returns undefined when it is valid, else the first error. */
export function checkPlatformExpression(expression: string): PlatformExpressionError | undefined {
  const { error } = readPlatformExpression(expression);
  return error && describe(expression, error);
}

/**
 * The first error as this project words it. The grammar stops at the first token it cannot
 * read; the tokens before it, read again here, give the words their context, and a token that
 * starts there but is not vcpkg's (an upper-case name, '&&') is reported as what it is.
 */
function describe(expression: string, error: PlatformSyntaxError): PlatformExpressionError {
  // The two tokens before the one the grammar stopped at.
  let beforePrevious: Token | undefined;
  let previous: Token | undefined;
  // The top level, then each open group: where its '(' is, and the first operator of its current run.
  const groups: { open: number; operator?: Token }[] = [{ open: 0 }];
  let operand = true;
  let negated = false;
  let token = readToken(expression, 0);
  while (!('message' in token) && token.offset < error.offset) {
    beforePrevious = previous;
    previous = token;
    const group = groups[groups.length - 1] as (typeof groups)[number];
    if (token.kind === '(') groups.push({ open: token.offset });
    else if (token.kind === ')' && groups.length > 1) groups.pop();
    else if (token.kind === ',') group.operator = undefined;
    else if (!operand) group.operator ??= token;
    // A name in an operand's place ends it, but a first `not` is a negation; after an operand, only `and` is a word.
    if (token.kind !== 'word') {
      operand = token.kind !== ')';
      negated = token.kind === '!';
    } else if (!operand) operand = true;
    else operand = negated = isWord(token, 'not') && !negated;
    token = readToken(expression, token.offset + token.text.length);
  }
  if ('message' in token) return token;
  const { offset } = token;
  const at = (message: string, length = token.text.length) => ({ message, offset, length });
  switch (error.code) {
    case 'too-deep':
      return at(`nesting deeper than ${DEEPEST_GROUP} levels`, 1);
    case 'or':
      return at("'or' is not an operator; use '|'");
    case 'mixing': {
      const mixed = `${quote((groups.at(-1)?.operator ?? token).text)} and ${quote(token.text)}`;
      return at(`cannot mix ${mixed} without parentheses; group them, e.g. '(a & b) | c'`);
    }
    case 'identifier': {
      if (previous === undefined && token.kind === 'end') {
        const message = "the expression is empty; expected a platform name such as 'windows'";
        return { message, offset: 0, length: expression.length };
      }
      if (previous !== undefined && token.kind === '!') return negationChain(token, previous);
      if (previous?.kind === '(' && token.kind === ')')
        return at("empty parentheses '()'; expected a platform name inside", 1);
      if (token.kind === ')' && groups.length === 1)
        return at("unexpected ')' with no matching '('", 1);
      const after = previous === undefined ? '' : ` after ${describeToken(previous)}`;
      return at(`expected a platform name${after}, found ${describeToken(token)}`);
    }
    case 'unexpected':
    case 'closing': {
      if (token.kind === ')') return at("unexpected ')' with no matching '('", 1);
      if (token.kind === 'end')
        return at(`missing ')' to close '(' at offset ${groups.at(-1)?.open ?? 0}`, 0);
      // `not` after a negation is a name to vcpkg; followed by an operand it was meant as a second negation.
      if (previous && isWord(previous, 'not') && beforePrevious && isNegation(beforePrevious))
        return negationChain(previous, beforePrevious);
      const between = `${describeToken(previous ?? token)} and ${describeToken(token)}`;
      return at(`expected '&', '|' or ',' between ${between}`);
    }
  }
}

/** The token at or after `start`, skipping white space, or the lexical error there. */
function readToken(expression: string, start: number): Token | PlatformExpressionError {
  // vcpkg's parser skips the four characters JSON calls white space.
  const offset = skipSpace(expression, start);
  if (offset >= expression.length) return { kind: 'end', text: '', offset };

  // A loop over the code units, not a sticky regular expression and a test for capitals: once per
  // token, they were most of the time of a 10 MB expression.
  let end = offset;
  let capitals = false;
  for (; end < expression.length; end++) {
    const code = expression.charCodeAt(end);
    if (code >= 0x41 && code <= 0x5a) capitals = true;
    else if (!((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39))) break;
  }
  if (end > offset) {
    const word = expression.slice(offset, end);
    if (capitals) {
      const hint = `platform names are lowercase: write ${quote(word.toLowerCase())}`;
      return { message: `uppercase letters are not allowed; ${hint}`, offset, length: word.length };
    }
    return { kind: 'word', text: word, offset };
  }

  // A slice, not String.fromCodePoint, which some hosts run slowly: once per token, it tripled
  // the time of a 10 MB expression.
  const wide = (expression.codePointAt(offset) ?? 0) > 0xffff;
  const character = expression.slice(offset, offset + (wide ? 2 : 1));
  if (!SINGLE_CHARACTER_TOKENS.has(character)) {
    const allowed =
      "platform names use only a-z and 0-9, and the operators are '!', '&', '|' and ','";
    const message = `unexpected character ${describeCharacter(character)}; ${allowed}`;
    return { message, offset, length: character.length };
  }
  // '&&' and '||' are the C habit; vcpkg only knows the single-character forms.
  if ((character === '&' || character === '|') && expression[offset + 1] === character) {
    const message = `'${character}${character}' is not an operator; use '${character}'`;
    return { message, offset: offset + 1, length: 1 };
  }
  return { kind: character as Token['kind'], text: character, offset };
}

/** Is the token the given word (a keyword, or a name where the grammar wants one)? */
function isWord(token: Token, text: string): boolean {
  return token.kind === 'word' && token.text === text;
}

function isNegation(token: Token): boolean {
  return token.kind === '!' || isWord(token, 'not');
}

/** A token quoted for a message; a name past 40 characters is cut short to stay readable. */
function quote(text: string): string {
  return `'${cutShort(text, 40)}'`;
}

/** Names a token for a message; the end token has no text of its own. */
function describeToken(token: Token): string {
  return token.kind === 'end' ? 'the end of the expression' : quote(token.text);
}

/** Shows a character as itself when visible, else as U+XXXX so tabs, NBSP etc. are readable. */
function describeCharacter(character: string): string {
  if (/^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(character)) return `'${character}'`;
  return codePointName(character);
}

/** A second negation where vcpkg wants a name or '(' (vcpkg reads no `!!x`, `not !x`). */
function negationChain(second: Token, first: Token): PlatformExpressionError {
  const rule = "vcpkg takes one '!' or 'not' before a name or '('";
  const fix = "drop both, or put the inner negation in parentheses, e.g. '!(!x)'";
  const message = `${quote(second.text)} cannot follow ${quote(first.text)}; ${rule}: ${fix}`;
  return { message, offset: second.offset, length: second.text.length };
}
