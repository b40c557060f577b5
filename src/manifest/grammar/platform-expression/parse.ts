/*
 * vcpkg-tool's platform-expression grammar as it reads a manifest, to say what
 * it says and where: the project's parser (../../vcpkg/platform-expression/) words its findings for
 * people, this one in vcpkg's words.
 *
 *   platform := ws expr END
 *   expr     := unary [ ('&' | 'and') unary ... | '|' unary ... ] [ ',' expr ... ]
 *   unary    := ('!' | 'not') ws simple | simple
 *   simple   := '(' ws expr ')' ws | [a-z0-9]+ ws
 */

/** vcpkg's message for a platform expression, and the offset it points at. */
export interface GrammarError {
  message: string;
  /** Where in the expression (UTF-16 code units). */
  offset: number;
  /** How long the offending token is; 0 at the end of the expression. */
  length: number;
}

const IDENTIFIER = 'missing or invalid identifier';
const UNEXPECTED = 'invalid logic expression, unexpected character';
const USE_PIPE = "invalid logic expression, use '|' rather than 'or'";
const MIXING = 'mixing & and | is not allowed; use () to specify order of operations';
const CLOSING = 'missing closing )';
/** Deepest parentheses read; it bounds the recursion (vcpkg itself has no bound). */
export const DEEPEST_GROUP = 1_000;

class GrammarFailure extends Error {
  constructor(readonly detail: GrammarError) {
    super(detail.message);
  }
}

/** vcpkg's first error in `expression`, or undefined when vcpkg's parser reads it. */
export function platformGrammarError(expression: string): GrammarError | undefined {
  try {
    new PlatformGrammar(expression).parseWhole();
    return undefined;
  } catch (error) {
    if (error instanceof GrammarFailure) return error.detail;
    throw error;
  }
}

class PlatformGrammar {
  private at = 0;
  private depth = 0;

  constructor(private readonly text: string) {}

  parseWhole(): void {
    this.skipSpace();
    this.expr();
    if (this.at < this.text.length) this.fail(UNEXPECTED);
  }

  private fail(message: string): never {
    // The offending token: a name as a whole, else one character (none at the end).
    const length = this.word().length || Math.min(1, this.text.length - this.at);
    throw new GrammarFailure({ message, offset: this.at, length });
  }

  private skipSpace(): void {
    while (/^[ \t\r\n]$/.test(this.text.charAt(this.at))) this.at++;
  }

  /** The identifier at the current offset (possibly empty), not consumed. */
  private word(): string {
    let end = this.at;
    while (end < this.text.length && /[a-z0-9]/.test(this.text.charAt(end))) end++;
    return this.text.slice(this.at, end);
  }

  private expr(): void {
    this.unary();
    let chain: '&' | '|' | undefined;
    for (;;) {
      const operator = this.operator();
      if (operator === undefined) return;
      if (operator === ',') {
        this.at++;
        this.skipSpace();
        this.expr();
        return;
      }
      if (chain !== undefined && chain !== operator) this.fail(MIXING);
      chain = operator;
      this.at += operator === '&' && this.text.startsWith('and', this.at) ? 3 : 1;
      this.skipSpace();
      this.unary();
    }
  }

  /** What follows an operand: an operator, or undefined when the expression ends here. */
  private operator(): '&' | '|' | ',' | undefined {
    const next = this.text.charAt(this.at);
    if (next === '&' || next === '|' || next === ',') return next;
    if (next === 'a' || next === 'o') {
      const word = this.word();
      if (word === 'and') return '&';
      // Any other word ends the expression; what reads it next finds it unexpected.
      if (word === 'or') this.fail(USE_PIPE);
    }
    return undefined;
  }

  private unary(): void {
    if (this.text.charAt(this.at) === '!') {
      this.at++;
    } else if (this.word() === 'not') {
      this.at += 3;
    } else {
      this.simple();
      return;
    }
    this.skipSpace();
    this.simple();
  }

  private simple(): void {
    if (this.text.charAt(this.at) === '(') {
      if (this.depth >= DEEPEST_GROUP) this.fail(`more than ${DEEPEST_GROUP} nested parentheses`);
      this.depth++;
      this.at++;
      this.skipSpace();
      this.expr();
      if (this.text.charAt(this.at) !== ')') this.fail(CLOSING);
      this.depth--;
      this.at++;
      this.skipSpace();
      return;
    }
    const word = this.word();
    if (word === '') this.fail(IDENTIFIER);
    this.at += word.length;
    this.skipSpace();
  }
}
