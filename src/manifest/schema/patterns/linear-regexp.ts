import type { CodeOptions } from 'ajv';
import { RE2JS } from 're2js';
import { translatePattern } from './translate-pattern.js';

/** What ajv's `code.regExp` option takes: `(pattern, flags) => ({ test })`, named by `code`. */
type RegExpEngine = NonNullable<CodeOptions['regExp']>;

/** What ajv needs of a compiled pattern. */
export interface RegExpLike {
  /** Whether the pattern matches somewhere in `text`, as `RegExp.prototype.test` says. */
  test(text: string): boolean;
  /** `/pattern/u`: ajv shares one compiled pattern among all uses of the same text. */
  toString(): string;
}

/** A pattern compiled for matching in time linear in the input, or why it cannot be. */
export type LinearPattern = { ok: true; regExp: RegExpLike } | { ok: false; reason: string };

/**
 * Compiles an ECMAScript pattern (read with the `u` flag, as JSON Schema and ajv read it) for
 * RE2's linear-time matcher (re2js), keeping ECMAScript's meaning; refuses what RE2 cannot run,
 * such as backreferences and lookaround.
 */
export function compileLinearPattern(pattern: string): LinearPattern {
  const translated = translatePattern(pattern);
  if (!translated.ok) return translated;
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(translated.re2);
  } catch (error) {
    const message = (error as Error).message.replace(/^error parsing regexp: /, '');
    return { ok: false, reason: `the linear-time engine cannot compile it: ${message}` };
  }
  return {
    ok: true,
    regExp: {
      test: (text) => compiled.test(text),
      // Unique per pattern: ajv shares one compiled pattern among all uses of the same text.
      toString: () => `/${pattern}/u`,
    },
  };
}

/** Thrown by `linearRegExp` inside ajv's compiler for a pattern it cannot run. */
export class RefusedPatternError extends Error {
  constructor(
    /** The pattern as the schema holds it. */
    readonly pattern: string,
    /** Why it is refused, such as `backreferences cannot be matched in linear time`. */
    readonly reason: string,
  ) {
    super(`the pattern ${pattern} is refused: ${reason}`);
    this.name = 'RefusedPatternError';
  }
}

/**
 * ajv's `code.regExp` engine: every `pattern`, `patternProperties` key and `propertyNames`
 * pattern of a schema compiled with it is matched by `compileLinearPattern`. Throws
 * `RefusedPatternError` for a pattern it cannot run.
 */
export const linearRegExp: RegExpEngine = Object.assign(
  (pattern: string, flags: string): RegExpLike => {
    // Without `u`, ECMAScript reads escapes differently; the translator knows only the `u` grammar.
    if (flags !== 'u') throw new Error(`linearRegExp supports only the u flag, not "${flags}"`);
    const compiled = compileLinearPattern(pattern);
    if (!compiled.ok) throw new RefusedPatternError(pattern, compiled.reason);
    return compiled.regExp;
  },
  // Named only in ajv's standalone code, which user schemas are never compiled to.
  { code: 'linearRegExp' },
);
