import { codePointName } from '../../../util/code-point-name.js';
import { readLicense, type LicenseSyntaxError } from '../../grammar/license/parse.js';
import { LONGEST_LICENSE, tooLongLicense, type SpdxError } from './spdx.js';
import { SPDX_EXCEPTIONS, SPDX_LICENSES } from './spdx-lists.js';

/*
 * A `license` as today's vcpkg-tool reads it (../../grammar/license/), in this project's words
 * for the spec profile's --strict: an id on no SPDX list (in any case) is a problem too.
 */

const LICENSE_REF = 'LicenseRef-';
const CHARACTERS = 'it has letters, digits, "-" and "." in ids, "+", "(", ")" and spaces';
const OPERATORS: ReadonlySet<string> = new Set(['AND', 'OR', 'WITH']);

/** Checks a `license` the way vcpkg-tool does; an id on no SPDX list is a problem too. */
export function checkVcpkgLicense(license: string): SpdxError | undefined {
  if (license.length === 0) return { message: 'the expression is empty' };
  if (license.length > LONGEST_LICENSE) return tooLongLicense(license);
  const { error, ids } = readLicense(license);
  if (error) return describe(license, error);
  for (const { role, text, offset } of ids) {
    if (text.startsWith(LICENSE_REF)) continue;
    if ((role === 'license' ? SPDX_LICENSES : SPDX_EXCEPTIONS).has(text.toLowerCase())) continue;
    return {
      message: `${JSON.stringify(text)} is neither on the SPDX ${role} list (in any case) nor a ${LICENSE_REF} id`,
      at: { offset, length: text.length },
    };
  }
  return undefined;
}

/** The words for the grammar's errors that need no more than their place. */
const SAID: Partial<Record<LicenseSyntaxError['code'], string>> = {
  plus: '"+" may only follow a license id, with nothing between (as in GPL-2.0+)',
  'document-ref': 'vcpkg does not support DocumentRef- ids; use a LicenseRef- id',
  unopened: 'this ")" closes no "("',
  unclosed: 'this "(" is not closed',
};

/** The words for a license that does not read. */
function describe(license: string, { code, offset, length }: LicenseSyntaxError): SpdxError {
  const at = { offset, length };
  const said = SAID[code];
  if (said !== undefined) return { message: said, at };
  if (code === 'character') return notAllowed(license, offset);
  const text = license.slice(offset, offset + length);
  const expected = (what: string): SpdxError =>
    offset >= license.length
      ? { message: `expected ${what}, found the end` }
      : { message: `expected ${what}, found ${JSON.stringify(text)}`, at };
  if (code === 'operand') return expected('a license id or "("');
  if (code === 'exception') return expected('a license exception id after WITH');
  const after = code === 'after-group' ? '")"' : 'an exception';
  const found = expected(code === 'after-license' ? 'AND, OR or WITH' : `AND or OR after ${after}`);
  // "and" reads as a license id to vcpkg; say why it is not the operator.
  if (!OPERATORS.has(text) && OPERATORS.has(text.toUpperCase()))
    found.message += '; vcpkg reads the operators in upper case only';
  return found;
}

function notAllowed(license: string, offset: number): SpdxError {
  const code = license.codePointAt(offset) ?? 0;
  const character = String.fromCodePoint(code);
  const name = JSON.stringify(character);
  const shown = code > 0x20 && code < 0x7f ? name : `${name} (${codePointName(character)})`;
  return {
    message: `${shown} cannot appear in a license expression: ${CHARACTERS}`,
    at: { offset, length: character.length },
  };
}
