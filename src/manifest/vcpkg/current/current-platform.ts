import { platformGrammarError } from '../../grammar/platform-expression/parse.js';
import { isWord, readToken, type Token } from '../platform-expression/tokens.js';

/*
 * A platform expression as today's vcpkg-tool judges it: its grammar
 * (platform-grammar.ts) decides, in vcpkg's words, and a negated negation (`!(!windows)`),
 * which vcpkg parses but cannot write back, is refused as vcpkg's format-manifest refuses it.
 */

/** What vcpkg says of a platform expression it refuses, and where in the string. */
export interface PlatformFinding {
  message: string;
  at: { offset: number; length: number };
}

/** vcpkg's verdict on `expression`: undefined when it accepts it. */
export function checkCurrentPlatform(expression: string): PlatformFinding | undefined {
  const error = platformGrammarError(expression);
  if (error) {
    const { message, offset, length } = error;
    return { message: `CONTROL: error: ${message}`, at: { offset, length } };
  }
  const negation = negatedNegation(expression);
  if (negation === undefined) return undefined;
  return {
    message:
      'a negation of a negation in parentheses is accepted by vcpkg\'s parser, but vcpkg writes it back as "!!", which it cannot read, and so refuses the manifest; drop both negations',
    at: negation,
  };
}

/** The first `!(…!x…)` or `not (not x)`: a negation whose operand, parentheses aside, is a negation. */
function negatedNegation(expression: string): { offset: number; length: number } | undefined {
  const tokens: Token[] = [];
  for (let token = readToken(expression, 0); token.kind !== 'end';) {
    tokens.push(token);
    token = readToken(expression, token.offset + token.text.length);
  }
  // Each `(` with its `)`, found once: the expression is balanced, the grammar has checked it.
  const closing: number[] = [];
  const open: number[] = [];
  tokens.forEach((token, index) => {
    if (token.kind === '(') open.push(index);
    else if (token.kind === ')') closing[open.pop() ?? 0] = index;
  });
  const isNegation = (token: Token | undefined) =>
    token !== undefined && (token.kind === '!' || isWord(token, 'not'));
  for (let i = 0; i < tokens.length; i++) {
    if (!isNegation(tokens[i]) || tokens[i + 1]?.kind !== '(') continue;
    const last = closing[i + 1] ?? i + 1;
    let [start, end] = [i + 1, last];
    // Peel parentheses that wrap the whole operand: `!((!(x)))`.
    while (tokens[start]?.kind === '(' && closing[start] === end)
      [start, end] = [start + 1, end - 1];
    // The operand is a negation of one name or one parenthesized group.
    const simple =
      (start + 1 === end && tokens[end]?.kind === 'word') ||
      (tokens[start + 1]?.kind === '(' && closing[start + 1] === end);
    if (isNegation(tokens[start]) && simple) {
      const first = tokens[i] as Token;
      const offset = first.offset;
      return { offset, length: (tokens[last] as Token).offset + 1 - offset };
    }
  }
  return undefined;
}
