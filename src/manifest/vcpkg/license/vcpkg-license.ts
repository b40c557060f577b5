import { codePointName } from '../../../util/code-point-name.js';
import { isJsonSpace } from '../../json/tokens.js';
import { LONGEST_LICENSE, type SpdxError } from './spdx.js';
import { isSpdxExceptionId, isSpdxLicenseId } from './spdx-lists.js';

/*
 * A `license` as today's vcpkg-tool reads it (src/vcpkg/sourceparagraph.cpp,
 * SpdxLicenseExpressionParser): upper-case AND, OR and WITH; ids matched ignoring case; `+`
 * straight after a license id; one WITH per license id, never after a group; no DocumentRef-.
 */

type Operator = 'AND' | 'OR' | 'WITH';
type Token =
  | { kind: Operator | '(' | ')'; offset: number; text: string }
  | { kind: 'id'; offset: number; text: string; plus: boolean }
  | { kind: 'end'; offset: number; text: '' };

const OPERATORS: ReadonlySet<string> = new Set<Operator>(['AND', 'OR', 'WITH']);
const ID_CHARACTER = /^[A-Za-z0-9.-]$/;
const LICENSE_REF = 'LicenseRef-';
const PLUS = '"+" may only follow a license id, with nothing between (as in GPL-2.0+)';
const CHARACTERS = 'it has letters, digits, "-" and "." in ids, "+", "(", ")" and spaces';

/** Checks a `license` the way vcpkg-tool does; an id on no SPDX list is a problem too. */
export function checkVcpkgLicense(license: string): SpdxError | undefined {
  if (license.length === 0) return { message: 'the expression is empty' };
  if (license.length > LONGEST_LICENSE)
    return {
      message: `it is ${license.length} characters long, more than the ${LONGEST_LICENSE} a license expression may have`,
    };
  const tokens = tokenize(license);
  return Array.isArray(tokens) ? parse(tokens) : tokens;
}

function tokenize(license: string): Token[] | SpdxError {
  const tokens: Token[] = [];
  let offset = 0;
  while (offset < license.length) {
    const character = license.charAt(offset);
    // vcpkg's parser skips the four characters JSON calls white space.
    if (isJsonSpace(license.charCodeAt(offset))) {
      offset += 1;
    } else if (character === '(' || character === ')') {
      tokens.push({ kind: character, offset, text: character });
      offset += 1;
    } else if (character === '+') {
      return { message: PLUS, at: { offset, length: 1 } };
    } else if (!ID_CHARACTER.test(character)) {
      return notAllowed(license, offset);
    } else {
      let end = offset + 1;
      while (end < license.length && ID_CHARACTER.test(license.charAt(end))) end += 1;
      const text = license.slice(offset, end);
      if (text.startsWith('DocumentRef-'))
        return {
          message: 'vcpkg does not support DocumentRef- ids; use a LicenseRef- id',
          at: { offset, length: text.length },
        };
      if (OPERATORS.has(text)) {
        tokens.push({ kind: text as Operator, offset, text });
      } else {
        const plus = license.charAt(end) === '+';
        tokens.push({ kind: 'id', offset, text, plus });
        if (plus) end += 1;
      }
      offset = end;
    }
  }
  tokens.push({ kind: 'end', offset, text: '' });
  return tokens;
}

/** Reads the tokens left to right, knowing what may come next (as vcpkg's first parser did). */
function parse(tokens: Token[]): SpdxError | undefined {
  let expecting: 'license' | 'exception' | 'operator or WITH' | 'operator' = 'license';
  let after: '")"' | 'an exception' = '")"';
  const open: number[] = [];
  let unknown: SpdxError | undefined;
  for (const token of tokens) {
    if (expecting === 'license') {
      if (token.kind === '(') {
        open.push(token.offset);
        continue;
      }
      if (token.kind !== 'id') return expected('a license id or "("', token);
      if (!token.text.startsWith(LICENSE_REF) && !isSpdxLicenseId(token.text))
        unknown ??= notListed(token, 'license');
      expecting = 'operator or WITH';
    } else if (expecting === 'exception') {
      if (token.kind !== 'id') return expected('a license exception id after WITH', token);
      if (token.plus) return { message: PLUS, at: { offset: plusOffset(token), length: 1 } };
      if (!token.text.startsWith(LICENSE_REF) && !isSpdxExceptionId(token.text))
        unknown ??= notListed(token, 'exception');
      [expecting, after] = ['operator', 'an exception'];
    } else if (token.kind === 'AND' || token.kind === 'OR') {
      expecting = 'license';
    } else if (token.kind === 'WITH' && expecting === 'operator or WITH') {
      expecting = 'exception';
    } else if (token.kind === ')') {
      if (open.pop() === undefined)
        return { message: 'this ")" closes no "("', at: { offset: token.offset, length: 1 } };
      [expecting, after] = ['operator', '")"'];
    } else if (token.kind === 'end') {
      const unclosed = open.pop();
      if (unclosed !== undefined)
        return { message: 'this "(" is not closed', at: { offset: unclosed, length: 1 } };
      return unknown;
    } else {
      const what = expecting === 'operator' ? `AND or OR after ${after}` : 'AND, OR or WITH';
      const error = expected(what, token);
      // "and" reads as a license id to vcpkg; say why it is not the operator.
      if (token.kind === 'id' && OPERATORS.has(token.text.toUpperCase()))
        error.message += '; vcpkg reads the operators in upper case only';
      return error;
    }
  }
  return unknown;
}

function expected(what: string, token: Token): SpdxError {
  if (token.kind === 'end') return { message: `expected ${what}, found the end` };
  return {
    message: `expected ${what}, found ${JSON.stringify(token.text)}`,
    at: { offset: token.offset, length: token.text.length },
  };
}

function notListed(token: Token, list: 'license' | 'exception'): SpdxError {
  return {
    message: `${JSON.stringify(token.text)} is neither on the SPDX ${list} list (in any case) nor a ${LICENSE_REF} id`,
    at: { offset: token.offset, length: token.text.length },
  };
}

function plusOffset(token: Token): number {
  return token.offset + token.text.length;
}

function notAllowed(license: string, offset: number): SpdxError {
  const code = license.codePointAt(offset) ?? 0;
  const character = String.fromCodePoint(code);
  const printable = code > 0x20 && code < 0x7f;
  const name = printable
    ? JSON.stringify(character)
    : `${JSON.stringify(character)} (${codePointName(character)})`;
  return {
    message: `${name} cannot appear in a license expression: ${CHARACTERS}`,
    at: { offset, length: character.length },
  };
}
