import { isJsonSpace } from '../../json/tokens.js';

/*
 * The tokens of a `license` as vcpkg-tool reads it (src/vcpkg/sourceparagraph.cpp,
 * SpdxLicenseExpressionParser): upper-case AND, OR and WITH, ids of letters, digits, `-` and `.`,
 * `+` straight after an id, parentheses, and the four characters JSON calls white space between.
 */

/** One token; an id notes whether a `+` follows it with nothing between. */
export type LicenseToken =
  | { kind: 'AND' | 'OR' | 'WITH' | '(' | ')' | 'end'; offset: number; text: string }
  | { kind: 'id'; offset: number; text: string; plus: boolean };

/**
 * Why a license does not read, and where: the one failure of the license grammar; the words
 * for it are the profile's (vcpkg/license/vcpkg-license.ts, vcpkg/current/current-license.ts).
 * - `plus`: a `+` not straight after a license id
 * - `document-ref`: a `DocumentRef-` id, which vcpkg does not support
 * - `character`: a character no token holds (length 1: one UTF-16 unit)
 * - `operand`: a license id or `(` expected; `exception`: an exception id expected after WITH
 * - `after-license`, `after-exception`, `after-group`: an operator expected after one of those
 * - `unopened`: a `)` that closes no `(`; `unclosed`: the innermost `(` left open at the end
 * - `too-deep`: a `(` nested deeper than the reader was asked to go
 * The range is the offending token's (UTF-16, length 0 at the end).
 */
export interface LicenseSyntaxError {
  code:
    | 'plus'
    | 'document-ref'
    | 'character'
    | 'operand'
    | 'exception'
    | 'after-license'
    | 'after-exception'
    | 'after-group'
    | 'unopened'
    | 'unclosed'
    | 'too-deep';
  offset: number;
  length: number;
}

/** Is the UTF-16 unit a letter, digit, `-` or `.`, the characters of an id? */
function isIdCharacter(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2d ||
    code === 0x2e
  );
}

/** The whole license as tokens, ending in `end`, or the first lexical error. */
export function tokenizeLicense(license: string): LicenseToken[] | LicenseSyntaxError {
  const tokens: LicenseToken[] = [];
  let offset = 0;
  while (offset < license.length) {
    const code = license.charCodeAt(offset);
    if (isJsonSpace(code)) {
      offset += 1;
    } else if (code === 0x28 || code === 0x29) {
      const text = code === 0x28 ? '(' : ')';
      tokens.push({ kind: text, offset, text });
      offset += 1;
    } else if (code === 0x2b) {
      return { code: 'plus', offset, length: 1 };
    } else if (!isIdCharacter(code)) {
      return { code: 'character', offset, length: 1 };
    } else {
      let end = offset + 1;
      while (end < license.length && isIdCharacter(license.charCodeAt(end))) end += 1;
      const text = license.slice(offset, end);
      if (text.startsWith('DocumentRef-'))
        return { code: 'document-ref', offset, length: text.length };
      if (text === 'AND' || text === 'OR' || text === 'WITH') {
        tokens.push({ kind: text, offset, text });
      } else {
        const plus = license.charCodeAt(end) === 0x2b;
        tokens.push({ kind: 'id', offset, text, plus });
        if (plus) end += 1;
      }
      offset = end;
    }
  }
  tokens.push({ kind: 'end', offset, text: '' });
  return tokens;
}
