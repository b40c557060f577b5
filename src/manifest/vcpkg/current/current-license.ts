import { MOST_PROBLEMS_PER_FILE } from '../../problems/limits.js';
import { byLowerCase, SPDX_EXCEPTIONS, SPDX_LICENSES } from '../license/spdx-lists.js';
import { cutQuoted } from '../../../util/cut-short.js';
import { codePointName } from '../../../util/code-point-name.js';
import {
  readLicense,
  type LicenseId,
  type LicenseSyntaxError,
} from '../../grammar/license/parse.js';
import { isJsonSpace } from '../../json/tokens.js';

/*
 * A `license` as today's vcpkg-tool reads it (../../grammar/license/), in its words: the
 * whole string is tokenized first (a bad character or a stray `+` is the first error), then
 * parsed; unknown ids met before the first grammar error are warnings.
 */

/** One thing vcpkg says about a license: an error ends the parse, a warning does not. */
export interface LicenseFinding {
  severity: 'error' | 'warning';
  message: string;
  /** The offending range of the license string (UTF-16), when there is one. */
  at?: { offset: number; length: number };
}

// Ids on the npm lists that vcpkg's list (SPDX f7b69b12) lacks, and exceptions it has that they lack.
const NOT_VCPKG_LICENSES: ReadonlySet<string> = new Set(
  'BSD-2-Clause-pos-unchanged BSD-3-Clause-OpenWebUI BSD-Source-Code-no-disclaimer BSD-Source-alt-GPL BSD-ask-to-endorse Brian-Gladman-3-Clause-no-conversion Bugroff CC-BY-NC-3.0-IGO FDK-MPEG-H Hippocratic-3.0-core Informatica MVT-1.1 atc-game'
    .toLowerCase()
    .split(' '),
);
const VCPKG_ONLY_EXCEPTIONS = byLowerCase(
  'Asterisk-linking-protocols-exception CGAL-linking-exception Classpath-exception-2.0-short Digia-Qt-LGPL-exception-1.1 erlang-otp-linking-exception GPL-3.0-389-ds-base-exception harbour-exception Independent-modules-exception kvirc-openssl-exception mxml-exception Nokia-Qt-exception-1.1 PCRE2-exception polyparse-exception romic-exception RRDtool-FLOSS-exception-2.0 rsync-linking-exception Simple-Library-Usage-exception sqlitestudio-OpenSSL-exception'.split(
    ' ',
  ),
);
const LICENSE_REF = 'LicenseRef-';
/** Deepest parentheses read in a license. */
export const DEEPEST_GROUP = 1_000;

const CLOSE = 'There was a close parenthesis without an opening parenthesis.';
const COMPOUND_EXPECTED = 'Expected a compound or the end of the string, found a parenthesis.';
const LEXICAL: ReadonlySet<string> = new Set(['plus', 'document-ref', 'character']);

/** Everything vcpkg says about a `license` string: warnings, then at most one error. */
export function checkCurrentLicense(license: string): LicenseFinding[] {
  if (license === '') return [{ severity: 'error', message: 'SPDX license expression was empty.' }];
  const { error, ids } = readLicense(license, DEEPEST_GROUP);
  // vcpkg tokenizes the whole string first; past trailing white space it reads one character
  // more and calls it U+FFFFFFFF.
  if (!(error && LEXICAL.has(error.code)) && isJsonSpace(license.charCodeAt(license.length - 1)))
    return [
      {
        severity: 'error',
        message:
          "SPDX license expression contains a unicode character (U+FFFFFFFF ''), but these expressions are ASCII-only.",
        at: { offset: license.length - 1, length: 1 },
      },
    ];
  const findings: LicenseFinding[] = [];
  for (const id of ids) {
    // Up to the problems a file lists: a huge license cannot fill memory.
    if (findings.length >= MOST_PROBLEMS_PER_FILE) break;
    const warning = unknownId(id);
    if (warning) findings.push(warning);
  }
  if (error) findings.push({ severity: 'error', ...describe(license, error) });
  return findings;
}

function unknownId({ role, text, offset }: LicenseId): LicenseFinding | undefined {
  const at = { offset, length: Math.max(text.length, 1) };
  if (role === 'license') {
    if (text.startsWith(LICENSE_REF) || vcpkgLicenseSpelling(text)) return undefined;
    const message = `Unknown license identifier '${cutQuoted(text)}'. Known values are listed at https://spdx.org/licenses/`;
    return { severity: 'warning', message, at };
  }
  if (vcpkgExceptionSpelling(text)) return undefined;
  const message = `Unknown license exception identifier '${cutQuoted(text)}'. Known values are listed at https://spdx.org/licenses/exceptions-index.html`;
  return { severity: 'warning', message, at };
}

/** vcpkg's words for the grammar's errors that need no more than their place. */
const SAID: Partial<Record<LicenseSyntaxError['code'], string>> = {
  plus: "SPDX license expression contains an extra '+'. These are only allowed directly after a license identifier.",
  // vcpkg crashes on these; this is the message it means to give.
  'document-ref': 'The current implementation does not support DocumentRef- SPDX references.',
  'too-deep': `more than ${DEEPEST_GROUP} nested parentheses`,
  unopened: COMPOUND_EXPECTED,
};

/** vcpkg's words for a license that does not read. */
function describe(license: string, error: LicenseSyntaxError): Omit<LicenseFinding, 'severity'> {
  const { code, offset } = error;
  const text = license.slice(offset, offset + error.length);
  const at = { offset, length: Math.max(error.length, 1) };
  const said = SAID[code];
  if (said !== undefined) return { message: said, at };
  switch (code) {
    case 'character':
      return { message: characterMessage(license, offset), at };
    case 'unclosed':
      return { message: CLOSE, at: { offset: license.length, length: 1 } };
    case 'operand':
      if (text === '') return { message: 'Expected a license name, found the end of the string.' };
      if (text === ')') return { message: CLOSE, at };
      return { message: `Expected a license name, found the compound ${text}.`, at };
    case 'exception':
      if (text === '')
        return { message: 'Expected an exception name, found the end of the string.' };
      if (text === '(' || text === ')')
        return { message: 'Expected an exception name, found a parenthesis.', at };
      return { message: `Expected an exception name, found the compound ${text}.`, at };
    default: {
      // An operator was expected after a license, an exception or a group. Inside a group vcpkg
      // wants the `)` next, and words its absence so (sic).
      if (text !== 'WITH' && groupsOpen(license, offset) > 0) return { message: CLOSE, at };
      if (text === '(') return { message: COMPOUND_EXPECTED, at };
      if (text === 'WITH')
        return {
          message:
            code === 'after-group'
              ? 'Expected either AND or OR, found WITH (WITH is only allowed after license names, not parenthesized expressions).'
              : 'Expected either AND or OR, found the compound WITH.',
          at,
        };
      const expected =
        code === 'after-license' ? 'Expected either AND, OR, or WITH' : 'Expected either AND or OR';
      const message = `${expected}, found a license or exception name: '${cutQuoted(text)}'.`;
      return { message, at };
    }
  }
}

/** How many groups are open before `offset`, in a license read without error up to there. */
function groupsOpen(license: string, offset: number): number {
  let depth = 0;
  for (let i = 0; i < offset; i++) {
    const code = license.charCodeAt(i);
    if (code === 0x28) depth++;
    else if (code === 0x29) depth--;
  }
  return depth;
}

function characterMessage(license: string, offset: number): string {
  const code = license.codePointAt(offset) ?? 0;
  const shown = String.fromCodePoint(code);
  if (code > 0x7f)
    return `SPDX license expression contains a unicode character (${codePointName(shown)} '${shown}'), but these expressions are ASCII-only.`;
  const hex = code.toString(16).toUpperCase().padStart(2, '0');
  return `SPDX license expression contains an invalid character (0x${hex} '${shown}').`;
}

/** How vcpkg's license list spells `id`, matched in any case; undefined when it lacks it. */
export function vcpkgLicenseSpelling(id: string): string | undefined {
  const lower = id.toLowerCase();
  return NOT_VCPKG_LICENSES.has(lower) ? undefined : SPDX_LICENSES.get(lower);
}

/** How vcpkg's exception list spells `id`, matched in any case; undefined when it lacks it. */
export function vcpkgExceptionSpelling(id: string): string | undefined {
  const lower = id.toLowerCase();
  return VCPKG_ONLY_EXCEPTIONS.get(lower) ?? SPDX_EXCEPTIONS.get(lower);
}
