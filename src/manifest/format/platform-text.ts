import { memoize } from '../../util/memoize.js';
import { readPlatformExpression, type PlatformNode } from '../grammar/platform-expression/parse.js';

/*
 * A platform expression as vcpkg writes it back (docs/format.md#platform-expressions), and
 * vcpkg's order of two expressions, which sorts dependencies and requested features. The
 * expression has passed the current profile's checks.
 */

/** A read expression: its canonical text and its complexity (1 a name or operator). */
export interface Platform {
  text: string;
  complexity: number;
}

const NONE: Platform = { text: '', complexity: 0 };

/** The canonical form of a platform expression; the empty platform for "" (no expression). */
export const readPlatform = memoize((expression: string): Platform => {
  if (expression === '') return NONE;
  const { tree: node } = readPlatformExpression(expression);
  if (node === undefined) return { text: expression, complexity: 0 };
  const parts: string[] = [];
  writePlatform(node, true, parts);
  return { text: parts.join(''), complexity: complexityOf(node) };
});

/** vcpkg's order of two platforms: complexity, then text length, then text. */
export function comparePlatforms(left: Platform, right: Platform): number {
  if (left.complexity !== right.complexity) return left.complexity - right.complexity;
  if (left.text.length !== right.text.length) return left.text.length - right.text.length;
  return left.text < right.text ? -1 : left.text > right.text ? 1 : 0;
}

/**
 * Appends the text of `node`, every group below the top in parentheses. Each part is written
 * once: joining the texts of the operands at every level would copy the innermost text once a
 * level, a thousand times for a thousand nested parentheses.
 */
function writePlatform(node: PlatformNode, outer: boolean, parts: string[]): void {
  if (node.kind === 'identifier') return void parts.push(node.name);
  if (node.kind === 'not') {
    parts.push('!');
    return writePlatform(node.operand, false, parts);
  }
  if (!outer) parts.push('(');
  const last = node.operands.length - 1;
  node.operands.forEach((operand, index) => {
    // Each `,` but the last opens the group of the rest: `a, (b, (c, d))`.
    if (index > 0) parts.push(node.kind !== ',' ? ` ${node.kind} ` : index < last ? ', (' : ', ');
    writePlatform(operand, false, parts);
  });
  if (node.kind === ',' && last > 1) parts.push(')'.repeat(last - 1));
  if (!outer) parts.push(')');
}

/** 1 for a name or an operator: a list of n operands joined by `,` holds n - 1 of them. */
function complexityOf(node: PlatformNode): number {
  if (node.kind === 'identifier') return 1;
  if (node.kind === 'not') return 1 + complexityOf(node.operand);
  const operators = node.kind === ',' ? node.operands.length - 1 : 1;
  return node.operands.reduce((sum, operand) => sum + complexityOf(operand), operators);
}
