import { memoize } from '../../util/memoize.js';

/*
 * A platform expression as vcpkg writes it back: read into vcpkg's own tree (a run of one
 * operator is one node, `A & B & C`; `,` is lowest and takes the whole rest, so `a, b, c` is
 * `a, (b, c)`; `not` is `!`; parentheses only group), then written with ` & `, ` | `, `, ` and
 * every group below the top in parentheses. Also vcpkg's order of two expressions, which sorts
 * dependencies and requested features: the simpler first, then the shorter text, then by text.
 * The expression has passed the current profile's checks: this reader reports no errors.
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
  return { text: platformText(node, true), complexity: complexityOf(node) };
});

/** vcpkg's order of two platforms: complexity, then text length, then text. */
export function comparePlatforms(left: Platform, right: Platform): number {
  if (left.complexity !== right.complexity) return left.complexity - right.complexity;
  if (left.text.length !== right.text.length) return left.text.length - right.text.length;
  return left.text < right.text ? -1 : left.text > right.text ? 1 : 0;
}

function platformText(node: PlatformNode, outer: boolean): string {
  if (node.kind === 'identifier') return node.name;
  if (node.kind === 'not') return `!${platformText(node.operand, false)}`;
  const joiner = node.kind === ',' ? ', ' : ` ${node.kind} `;
  const joined = node.operands.map((operand) => platformText(operand, false)).join(joiner);
  return outer ? joined : `(${joined})`;
}

function complexityOf(node: PlatformNode): number {
  if (node.kind === 'identifier') return 1;
  if (node.kind === 'not') return 1 + complexityOf(node.operand);
  return node.operands.reduce((sum, operand) => sum + complexityOf(operand), 1);
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

  private expression(): PlatformNode {
    const first = this.negation();
    const operator = this.operator();
    return operator === undefined ? first : this.chain(operator, [first]);
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

  /** The rest of a run of `operator`, its first operands read. */
  private chain(operator: Operator, operands: PlatformNode[]): PlatformNode {
    let next: Operator | undefined;
    do {
      this.skipSpace();
      operands.push(operator === ',' ? this.expression() : this.negation());
      next = this.operator();
    } while (next === operator);
    const node: PlatformNode = { kind: operator, operands };
    return next === ',' ? this.chain(',', [node]) : node;
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
