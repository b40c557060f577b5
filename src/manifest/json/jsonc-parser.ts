// jsonc-parser's parser alone, from its ES module build, which the bundles concatenate. Its
// package's main is a UMD build that evaluates every module at start-up (about 2 ms of each
// one-file run), and its ES module main brings the formatter and the editor (30 KB that each
// run would parse). Jest maps this path back to the package's UMD parser (the same source).
export type { ParseError } from 'jsonc-parser';
export { parseTree } from 'jsonc-parser/lib/esm/impl/parser.js';

/** The names of jsonc-parser's ParseErrorCode, its values being 1 to 16 in this order. */
const PARSE_ERROR_NAMES = `InvalidSymbol InvalidNumberFormat PropertyNameExpected ValueExpected
  ColonExpected CommaExpected CloseBraceExpected CloseBracketExpected EndOfFileExpected
  InvalidCommentToken UnexpectedEndOfComment UnexpectedEndOfString UnexpectedEndOfNumber
  InvalidUnicode InvalidEscapeCharacter InvalidCharacter`.split(/\s+/);

/** The name of a parse error's code, as jsonc-parser's printParseErrorCode gives it. */
export function printParseErrorCode(code: number): string {
  return PARSE_ERROR_NAMES[code - 1] ?? '<unknown ParseErrorCode>';
}
