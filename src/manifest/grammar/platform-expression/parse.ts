import { skipSpace } from '../../json/tokens.js';

/*
 * A platform expression (`supports`, a dependency's `platform`) read as vcpkg-tool reads it
 * (src/vcpkg/platform-expression.cpp): a tree, or the first error and where.
 *
 *   platform := ws expr END
 *   expr     := unary [ ('&' | 'and') unary ... | '|' unary ... ] [ ',' expr ... ]
 *   unary    := ('!' | 'not') ws simple | simple
 *   simple   := '(' ws expr ')' ws | [a-z0-9]+ ws
 *
 * Commas are read in a loop, so thousands of them cannot overflow the stack; only parentheses
 * recurse, and only DEEPEST_GROUP deep.
 */

/**
 * A read expression: `not` is `!`, parentheses only group, a run of one operator is one node
 * (`a & b & c`), and a `,` node is one list, `a, b, c`, though vcpkg's tree nests it, `a, (b, c)`.
 * A negation knows where it stands: from its `!` or `not` to the end of its operand.
 */
export type PlatformNode =
  | { readonly kind: 'identifier'; readonly name: string }
  | { kind: 'not'; operand: PlatformNode; offset: number; end: number }
  | { kind: '&' | '|' | ','; operands: PlatformNode[] };

/**
 * The one failure of the platform grammar, at the offending token (a name as a whole, else one
 * character; length 0 at the end); the words are the profile's.
 * - `identifier`: a name or `(` expected, and not found
 * - `unexpected`: an operator or the end expected (at the top level)
 * - `closing`: an operator or `)` expected (inside parentheses)
 * - `or`: the word `or` where an operator goes
 * - `mixing`: `&` and `|` in one run, without parentheses
 * - `too-deep`: a `(` nested more than DEEPEST_GROUP deep
 */
export interface PlatformSyntaxError {
  code: 'identifier' | 'unexpected' | 'closing' | 'or' | 'mixing' | 'too-deep';
  offset: number;
  length: number;
}

/** The tree, or the first error. */
export type PlatformRead =
  { tree: PlatformNode; error?: undefined } | { tree?: undefined; error: PlatformSyntaxError };

/** Deepest parentheses read; it bounds the recursion (vcpkg itself has no bound). */
export const DEEPEST_GROUP = 1_000;

/** Carries the first error out of the descent; caught in readPlatformExpression. */
class Failure extends Error {
  constructor(readonly error: PlatformSyntaxError) {
    super(error.code);
  }
}

/** Reads `expression` as vcpkg does. */
export function readPlatformExpression(expression: string): PlatformRead {
  try {
    return { tree: new PlatformReader(expression).read() };
  } catch (failure) {
    if (failure instanceof Failure) return { error: failure.error };
    throw failure;
  }
}

const [EXCLAMATION, AMPERSAND, BAR, COMMA, OPENING, CLOSING] = [0x21, 0x26, 0x7c, 0x2c, 0x28, 0x29];

/** Names whose node is kept, to be shared by every tree that names them (nodes are never changed). */
const IDENTIFIERS = new Map<string, PlatformNode>();
const MOST_IDENTIFIERS_KEPT = 1_000;

/** The node of a name: one object however many times expressions name it. */
function identifier(name: string): PlatformNode {
  let node = IDENTIFIERS.get(name);
  if (node === undefined) {
    node = { kind: 'identifier', name };
    if (IDENTIFIERS.size < MOST_IDENTIFIERS_KEPT) IDENTIFIERS.set(name, node);
  }
  return node;
}

/** Whether a UTF-16 code unit may be part of a name: a-z or 0-9. */
function isNameCode(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
}

class PlatformReader {
  private at = 0;
  private depth = 0;
  /** Where the last operand read ends, before the white space after it. */
  private end = 0;

  constructor(private readonly text: string) {}

  read(): PlatformNode {
    this.skipSpace();
    const tree = this.expression();
    if (this.at < this.text.length) this.fail('unexpected');
    return tree;
  }

  private fail(code: PlatformSyntaxError['code']): never {
    const start = this.at;
    const length = this.word().length || Math.min(1, this.text.length - start);
    throw new Failure({ code, offset: start, length });
  }

  private skipSpace(): void {
    this.at = skipSpace(this.text, this.at);
  }

  /**
   * The code unit at `at`, NaN past the end, never read past it: V8 throws away the optimized
   * code of a function that once reads past a string's end, and compiles it again.
   */
  private codeAt(at: number): number {
    return at < this.text.length ? this.text.charCodeAt(at) : NaN;
  }

  /** The name at the current offset (possibly empty), consumed. */
  private word(): string {
    const start = this.at;
    while (isNameCode(this.codeAt(this.at))) this.at++;
    return this.text.slice(start, this.at);
  }

  /** Whether the name at the current offset is `name`, whole; nothing is consumed. */
  private atName(name: string): boolean {
    return this.text.startsWith(name, this.at) && !isNameCode(this.codeAt(this.at + name.length));
  }

  /** Runs of `&` or `|` (or single operands) joined by `,`, read in one loop. */
  private expression(): PlatformNode {
    const listed: PlatformNode[] = [];
    for (;;) {
      const first = this.unary();
      let next = this.operator();
      if (next === '&' || next === '|') {
        const operands = [first];
        const operator = next;
        do {
          this.at += next === '&' && this.codeAt(this.at) !== AMPERSAND ? 3 : 1;
          this.skipSpace();
          operands.push(this.unary());
          next = this.operator();
          if (next !== operator && next !== ',' && next !== undefined) this.fail('mixing');
        } while (next === operator);
        listed.push({ kind: operator, operands });
      } else listed.push(first);
      if (next !== ',') break;
      this.at++;
      this.skipSpace();
    }
    return listed.length === 1 ? (listed[0] as PlatformNode) : { kind: ',', operands: listed };
  }

  /** What follows an operand, not consumed: an operator, or undefined where the expression ends. */
  private operator(): '&' | '|' | ',' | undefined {
    const next = this.codeAt(this.at);
    if (next === AMPERSAND) return '&';
    if (next === BAR) return '|';
    if (next === COMMA) return ',';
    if (this.atName('and')) return '&';
    // Any other word ends the expression; what reads it next finds it unexpected.
    if (this.atName('or')) this.fail('or');
    return undefined;
  }

  private unary(): PlatformNode {
    const offset = this.at;
    if (this.codeAt(offset) === EXCLAMATION) this.at++;
    else if (this.atName('not')) this.at += 3;
    else return this.simple();
    this.skipSpace();
    const operand = this.simple();
    return { kind: 'not', operand, offset, end: this.end };
  }

  private simple(): PlatformNode {
    if (this.codeAt(this.at) === OPENING) {
      if (this.depth >= DEEPEST_GROUP) this.fail('too-deep');
      this.depth++;
      this.at++;
      this.skipSpace();
      const inner = this.expression();
      if (this.codeAt(this.at) !== CLOSING) this.fail('closing');
      this.depth--;
      this.at++;
      this.end = this.at;
      this.skipSpace();
      return inner;
    }
    const name = this.word();
    if (name === '') this.fail('identifier');
    this.end = this.at;
    this.skipSpace();
    return identifier(name);
  }
}
