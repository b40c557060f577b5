import {
  DEEPEST_GROUP,
  readPlatformExpression,
  type PlatformNode,
} from '../../grammar/platform-expression/parse.js';

/*
 * A platform expression as today's vcpkg-tool judges it: its grammar
 * (../../grammar/platform-expression/) decides, in vcpkg's words, and a negated negation
 * (`!(!windows)`), which vcpkg parses but cannot write back, is refused as vcpkg's
 * format-manifest refuses it.
 */

/** What vcpkg says of a platform expression it refuses, and where in the string. */
export interface PlatformFinding {
  message: string;
  at: { offset: number; length: number };
}

const WORDS = {
  identifier: 'missing or invalid identifier',
  unexpected: 'invalid logic expression, unexpected character',
  closing: 'missing closing )',
  or: "invalid logic expression, use '|' rather than 'or'",
  mixing: 'mixing & and | is not allowed; use () to specify order of operations',
  'too-deep': `more than ${DEEPEST_GROUP} nested parentheses`,
};

/** vcpkg's verdict on `expression`: undefined when it accepts it. */
export function checkCurrentPlatform(expression: string): PlatformFinding | undefined {
  const { tree, error } = readPlatformExpression(expression);
  if (error) {
    const { code, offset, length } = error;
    return { message: `CONTROL: error: ${WORDS[code]}`, at: { offset, length } };
  }
  const negation = negatedNegation(tree);
  if (negation === undefined) return undefined;
  return {
    message:
      'a negation of a negation in parentheses is accepted by vcpkg\'s parser, but vcpkg writes it back as "!!", which it cannot read, and so refuses the manifest; drop both negations',
    at: negation,
  };
}

/** The first `!(…!x…)` or `not (not x)`: a negation whose operand, parentheses aside, is a negation. */
function negatedNegation(tree: PlatformNode): { offset: number; length: number } | undefined {
  // Depth first, in the order of the text, without recursing.
  const pending = [tree];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.kind === 'not') {
      if (node.operand.kind === 'not')
        return { offset: node.offset, length: node.end - node.offset };
      pending.push(node.operand);
    } else if (node.kind !== 'identifier') {
      for (let i = node.operands.length - 1; i >= 0; i--)
        pending.push(node.operands[i] as PlatformNode);
    }
  }
  return undefined;
}
