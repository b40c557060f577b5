import { memoize } from '../../util/memoize.js';

/*
 * A platform expression as vcpkg writes it back: read into vcpkg's own tree (a run of one
 * operator is one node, `A & B & C`; `,` is lowest and takes the whole rest, so `a, b, c` is
 * `a, (b, c)`; `not` is `!`; parentheses only group), then written with ` & `, ` | `, `, ` and
 * every group below the top in parentheses. Also vcpkg's order of two expressions, which sorts
 * dependencies and requested features: the simpler first, then the shorter text, then by text.
 * The expression has passed the current profile's checks: this reader reports no errors.
 */

/**
 * A read expression. A `,` node is one list, `a, b, c`, though vcpkg's tree nests it, `a, (b, c)`:
 * so neither reading nor writing it recurses once per comma, which thousands of commas would
 * overflow the stack with.
 */
type PlatformNode =
  | { kind: 'identifier'; name: string }
  | { kind: 'not'; operand: PlatformNode }
  | { kind: '&' | '|' | ','; operands: PlatformNode[] };

/** A read expression: its canonical text and its complexity (1 a name or operator). */
export interface Platform {
  text: string;
  complexity: number;
}

const NONE: Platform = { text: '', complexity: 0 };

/** The canonical form of a platform expression; the empty platform for "" (no expression). */
export const readPlatform = memoize((expression: string): Platform => {
  if (expression === '') return NONE;
  const node = new PlatformReader(expression).read();
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

type Operator = '&' | '|' | ',';

class PlatformReader {
  private at = 0;

  constructor(private readonly text: string) {}

  read(): PlatformNode {
    this.skipSpace();
    return this.expression();
  }

  private skipSpace(): void {
    for (;;) {
      const code = this.text.charCodeAt(this.at);
      if (code === 0x20 || code === 0x09 || code === 0x0d || code === 0x0a) this.at++;
      else return;
    }
  }

  private word(): string {
    const start = this.at;
    for (;;) {
      const code = this.text.charCodeAt(this.at);
      if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) this.at++;
      else return this.text.slice(start, this.at);
    }
  }

  /** An expression: runs of `&` or `|` (or single operands) joined by `,`, read in one loop. */
  private expression(): PlatformNode {
    const listed: PlatformNode[] = [];
    for (;;) {
      const first = this.negation();
      let next = this.operator();
      if (next === '&' || next === '|') {
        const operands = [first];
        const operator = next;
        do {
          this.skipSpace();
          operands.push(this.negation());
          next = this.operator();
        } while (next === operator);
        listed.push({ kind: operator, operands });
      } else listed.push(first);
      if (next !== ',') break;
      this.skipSpace();
    }
    return listed.length === 1 ? (listed[0] as PlatformNode) : { kind: ',', operands: listed };
  }

  /** The operator after an operand, consumed; undefined at the end or before `)`. */
  private operator(): Operator | undefined {
    const next = this.text.charAt(this.at);
    if (next === '&' || next === '|') {
      this.at++;
      return next;
    }
    if (next === ',') {
      this.at++;
      return ',';
    }
    if (next === 'a' && this.word() === 'and') return '&';
    return undefined;
  }

  private negation(): PlatformNode {
    const next = this.text.charAt(this.at);
    if (next === '!') {
      this.at++;
      this.skipSpace();
      return { kind: 'not', operand: this.simple() };
    }
    if (next === 'n') {
      const name = this.word();
      this.skipSpace();
      if (name === 'not') return { kind: 'not', operand: this.simple() };
      return { kind: 'identifier', name };
    }
    return this.simple();
  }

  private simple(): PlatformNode {
    if (this.text.charAt(this.at) === '(') {
      this.at++;
      this.skipSpace();
      const inner = this.expression();
      this.at++; // the `)`
      this.skipSpace();
      return inner;
    }
    const name = this.word();
    this.skipSpace();
    return { kind: 'identifier', name };
  }
}
