import { MOST_PROBLEMS_PER_FILE } from '../../problems/limits.js';
import { isSpdxExceptionId, isSpdxLicenseId } from '../license/spdx-lists.js';
import { cutQuoted } from '../../../util/cut-short.js';

/*
 * A `license` as today's vcpkg-tool reads it, in its words: the whole string is
 * tokenized first (a bad character or a stray `+` is the first error), then parsed; unknown ids
 * met before the first grammar error are warnings. A new file rather than a change to
 * ../license/vcpkg-license.ts, which keeps its own words for the spec profile's --strict.
 */

/** One thing vcpkg says about a license: an error ends the parse, a warning does not. */
export interface LicenseFinding {
  severity: 'error' | 'warning';
  message: string;
  /** The offending range of the license string (UTF-16), when there is one. */
  at?: { offset: number; length: number };
}

type Token =
  | { kind: 'AND' | 'OR' | 'WITH' | '(' | ')' | 'end'; offset: number; text: string }
  | { kind: 'id'; offset: number; text: string; plus: boolean };

// Ids on the npm lists that vcpkg's list (SPDX f7b69b12) lacks, and exceptions it has that they lack.
export const NOT_VCPKG_LICENSES: ReadonlySet<string> = new Set(
  'BSD-2-Clause-pos-unchanged BSD-3-Clause-OpenWebUI BSD-Source-Code-no-disclaimer BSD-Source-alt-GPL BSD-ask-to-endorse Brian-Gladman-3-Clause-no-conversion Bugroff CC-BY-NC-3.0-IGO FDK-MPEG-H Hippocratic-3.0-core Informatica MVT-1.1 atc-game'
    .toLowerCase()
    .split(' '),
);
/** Exceptions on vcpkg's list that the npm lists lack, as vcpkg spells them. */
export const VCPKG_ONLY_EXCEPTION_IDS: readonly string[] =
  'Asterisk-linking-protocols-exception CGAL-linking-exception Classpath-exception-2.0-short Digia-Qt-LGPL-exception-1.1 erlang-otp-linking-exception GPL-3.0-389-ds-base-exception harbour-exception Independent-modules-exception kvirc-openssl-exception mxml-exception Nokia-Qt-exception-1.1 PCRE2-exception polyparse-exception romic-exception RRDtool-FLOSS-exception-2.0 rsync-linking-exception Simple-Library-Usage-exception sqlitestudio-OpenSSL-exception'.split(
    ' ',
  );
const VCPKG_ONLY_EXCEPTIONS = new Set(VCPKG_ONLY_EXCEPTION_IDS.map((id) => id.toLowerCase()));
const ID_CHARACTER = /[A-Za-z0-9.-]/;
const SPACE = /[ \t\r\n]/;
const LICENSE_REF = 'LicenseRef-';
/** Deepest parentheses read in a license. */
export const DEEPEST_GROUP = 1_000;
const DOCUMENT_REF = 'The current implementation does not support DocumentRef- SPDX references.';
const EXTRA_PLUS =
  "SPDX license expression contains an extra '+'. These are only allowed directly after a license identifier.";

class LicenseError extends Error {
  constructor(readonly finding: LicenseFinding) {
    super(finding.message);
  }
}

function fail(message: string, at?: { offset: number; length: number }): never {
  throw new LicenseError({ severity: 'error', message, ...(at ? { at } : {}) });
}

/** Everything vcpkg says about a `license` string: warnings, then at most one error. */
export function checkCurrentLicense(license: string): LicenseFinding[] {
  const findings: LicenseFinding[] = [];
  try {
    if (license === '') fail('SPDX license expression was empty.');
    new LicenseParser(tokenize(license), findings).parseWhole();
  } catch (error) {
    if (!(error instanceof LicenseError)) throw error;
    findings.push(error.finding);
  }
  return findings;
}

function tokenize(license: string): Token[] {
  const tokens: Token[] = [];
  let offset = 0;
  while (offset < license.length) {
    while (offset < license.length && SPACE.test(license.charAt(offset))) offset++;
    // vcpkg reads one character past trailing white space and calls it U+FFFFFFFF.
    if (offset >= license.length)
      fail(
        "SPDX license expression contains a unicode character (U+FFFFFFFF ''), but these expressions are ASCII-only.",
        { offset: offset - 1, length: 1 },
      );
    const character = license.charAt(offset);
    if (character === '(' || character === ')') {
      tokens.push({ kind: character, offset, text: character });
      offset++;
    } else if (character === '+') {
      fail(EXTRA_PLUS, { offset, length: 1 });
    } else if (ID_CHARACTER.test(character)) {
      let end = offset + 1;
      while (end < license.length && ID_CHARACTER.test(license.charAt(end))) end++;
      const text = license.slice(offset, end);
      // vcpkg crashes on these; this is the message it means to give.
      if (text.startsWith('DocumentRef-')) fail(DOCUMENT_REF, { offset, length: text.length });
      if (text === 'AND' || text === 'OR' || text === 'WITH') {
        tokens.push({ kind: text, offset, text });
      } else {
        const plus = license.charAt(end) === '+';
        tokens.push({ kind: 'id', offset, text, plus });
        if (plus) end++;
      }
      offset = end;
    } else {
      fail(characterMessage(license, offset), { offset, length: character.length });
    }
  }
  tokens.push({ kind: 'end', offset, text: '' });
  return tokens;
}

function characterMessage(license: string, offset: number): string {
  const code = license.codePointAt(offset) ?? 0;
  const shown = String.fromCodePoint(code);
  if (code > 0x7f) {
    const hex = code.toString(16).toUpperCase().padStart(4, '0');
    return `SPDX license expression contains a unicode character (U+${hex} '${shown}'), but these expressions are ASCII-only.`;
  }
  const hex = code.toString(16).toUpperCase().padStart(2, '0');
  return `SPDX license expression contains an invalid character (0x${hex} '${shown}').`;
}

/** Recursive descent over `or := and (OR and)*`, `and := with (AND with)*`, `with := '(' or ')' | ID [WITH ID]`. */
class LicenseParser {
  private index = 0;
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly findings: LicenseFinding[],
  ) {}

  /** Keeps a warning, up to the problems a file lists: a huge license cannot fill memory. */
  private warn(finding: LicenseFinding): void {
    if (this.findings.length < MOST_PROBLEMS_PER_FILE) this.findings.push(finding);
  }

  private get token(): Token {
    return this.tokens[this.index] as Token;
  }

  parseWhole(): void {
    this.parseOr();
  }

  private parseOr(): void {
    this.parseAnd();
    while (this.token.kind === 'OR') {
      this.index++;
      this.parseAnd();
    }
  }

  private parseAnd(): void {
    this.parseWith();
    while (this.token.kind === 'AND') {
      this.index++;
      this.parseWith();
    }
  }

  private parseWith(): void {
    const token = this.token;
    if (token.kind === '(') {
      this.index++;
      // A bound on the recursion, so that no license can overflow the stack (vcpkg has none).
      if (this.depth >= DEEPEST_GROUP)
        fail(`more than ${DEEPEST_GROUP} nested parentheses`, span(token));
      this.depth++;
      this.parseOr();
      const close = this.token;
      if (close.kind !== ')')
        fail('There was a close parenthesis without an opening parenthesis.', span(close));
      this.depth--;
      this.index++;
      this.after('group');
    } else if (token.kind === 'id') {
      this.license(token);
      this.index++;
      if (this.token.kind === 'WITH') {
        this.index++;
        this.exception();
        this.after('exception');
      } else {
        this.after('license');
      }
    } else if (token.kind === 'end') {
      fail('Expected a license name, found the end of the string.');
    } else if (token.kind === ')') {
      fail('There was a close parenthesis without an opening parenthesis.', span(token));
    } else {
      fail(`Expected a license name, found the compound ${token.kind}.`, span(token));
    }
  }

  /** What may follow an operand: AND, OR, the end, or `)` inside a group. */
  private after(operand: 'license' | 'exception' | 'group'): void {
    const token = this.token;
    if (token.kind === 'AND' || token.kind === 'OR' || token.kind === 'end') return;
    if (token.kind === ')' && this.depth > 0) return;
    // Inside a group vcpkg wants the `)` next, and words its absence as below (sic).
    if (this.depth > 0 && (token.kind === 'id' || token.kind === '('))
      fail('There was a close parenthesis without an opening parenthesis.', span(token));
    if (token.kind === '(' || token.kind === ')')
      fail('Expected a compound or the end of the string, found a parenthesis.', span(token));
    if (token.kind === 'WITH')
      fail(
        operand === 'group'
          ? 'Expected either AND or OR, found WITH (WITH is only allowed after license names, not parenthesized expressions).'
          : 'Expected either AND or OR, found the compound WITH.',
        span(token),
      );
    const expected =
      operand === 'license' ? 'Expected either AND, OR, or WITH' : 'Expected either AND or OR';
    fail(
      `${expected}, found a license or exception name: '${cutQuoted(token.text)}'.`,
      span(token),
    );
  }

  private license(token: Token & { kind: 'id' }): void {
    if (token.text.startsWith(LICENSE_REF) || isVcpkgLicenseId(token.text)) return;
    this.warn({
      severity: 'warning',
      message: `Unknown license identifier '${cutQuoted(token.text)}'. Known values are listed at https://spdx.org/licenses/`,
      at: span(token),
    });
  }

  private exception(): void {
    const token = this.token;
    if (token.kind === 'end') fail('Expected an exception name, found the end of the string.');
    if (token.kind === '(' || token.kind === ')')
      fail('Expected an exception name, found a parenthesis.', span(token));
    if (token.kind !== 'id')
      fail(`Expected an exception name, found the compound ${token.kind}.`, span(token));
    if (token.plus) fail(EXTRA_PLUS, { offset: token.offset + token.text.length, length: 1 });
    this.index++;
    if (isVcpkgExceptionId(token.text)) return;
    this.warn({
      severity: 'warning',
      message: `Unknown license exception identifier '${cutQuoted(token.text)}'. Known values are listed at https://spdx.org/licenses/exceptions-index.html`,
      at: span(token),
    });
  }
}

function span(token: Token): { offset: number; length: number } {
  return { offset: token.offset, length: Math.max(token.text.length, 1) };
}

function isVcpkgLicenseId(id: string): boolean {
  return isSpdxLicenseId(id) && !NOT_VCPKG_LICENSES.has(id.toLowerCase());
}

function isVcpkgExceptionId(id: string): boolean {
  return isSpdxExceptionId(id) || VCPKG_ONLY_EXCEPTIONS.has(id.toLowerCase());
}
