import deprecatedExceptions from 'spdx-exceptions/deprecated.json' with { type: 'json' };
import exceptions from 'spdx-exceptions/index.json' with { type: 'json' };
import deprecatedLicenses from 'spdx-license-ids/deprecated.json' with { type: 'json' };
import licenses from 'spdx-license-ids/index.json' with { type: 'json' };
import { memoize } from '../../util/memoize.js';
import { NOT_VCPKG_LICENSES, VCPKG_ONLY_EXCEPTION_IDS } from '../vcpkg/current/current-license.js';

/*
 * A `license` as vcpkg writes it back: one space around AND, OR and WITH, none inside
 * parentheses, a known id spelled as on vcpkg's list (`mit` is `MIT`; unknown ids and
 * `LicenseRef-…` as written), and only the parentheses that hold an OR kept:
 * `(mit OR zlib) AND (bsl-1.0)` is `(MIT OR Zlib) AND BSL-1.0`. The license has passed the
 * current profile's checks: this reader reports no errors.
 */

const spellings = (ids: readonly string[]) => new Map(ids.map((id) => [id.toLowerCase(), id]));
const LICENSE_SPELLINGS = spellings(
  [...licenses, ...deprecatedLicenses].filter((id) => !NOT_VCPKG_LICENSES.has(id.toLowerCase())),
);
const EXCEPTION_SPELLINGS = spellings([
  ...exceptions,
  ...deprecatedExceptions,
  ...VCPKG_ONLY_EXCEPTION_IDS,
]);

type Token = 'AND' | 'OR' | 'WITH' | '(' | ')' | '+' | { id: string };

/** The canonical text of a license expression vcpkg accepts. */
export const canonicalLicense = memoize((license: string): string => {
  const tokens = tokenize(license);
  let at = 0;

  const spelled = (id: string, known: Map<string, string>) =>
    id.startsWith('LicenseRef-') ? id : (known.get(id.toLowerCase()) ?? id);

  /** An operand: its text, and whether it is an OR group that needs parentheses. */
  const operand = (): { text: string; hasOr: boolean } => {
    const token = tokens[at++];
    if (token === '(') {
      const inner = orExpression();
      at++; // the `)`
      return { text: inner.hasOr ? `(${inner.text})` : inner.text, hasOr: false };
    }
    let text = spelled((token as { id: string }).id, LICENSE_SPELLINGS);
    if (tokens[at] === '+') {
      text += '+';
      at++;
    }
    if (tokens[at] === 'WITH') {
      const exception = tokens[at + 1] as { id: string };
      text += ` WITH ${spelled(exception.id, EXCEPTION_SPELLINGS)}`;
      at += 2;
    }
    return { text, hasOr: false };
  };
  const andExpression = (): string => {
    let text = operand().text;
    while (tokens[at] === 'AND') {
      at++;
      text += ` AND ${operand().text}`;
    }
    return text;
  };
  const orExpression = (): { text: string; hasOr: boolean } => {
    let text = andExpression();
    let hasOr = false;
    while (tokens[at] === 'OR') {
      at++;
      hasOr = true;
      text += ` OR ${andExpression()}`;
    }
    return { text, hasOr };
  };

  return orExpression().text;
});

function tokenize(license: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /[ \t\r\n]+|[()+]|[A-Za-z0-9.-]+/gy;
  for (let match = pattern.exec(license); match; match = pattern.exec(license)) {
    const text = match[0];
    if (/^[ \t\r\n]/.test(text)) continue;
    if (text === '(' || text === ')' || text === '+') tokens.push(text);
    else if (text === 'AND' || text === 'OR' || text === 'WITH') tokens.push(text);
    else tokens.push({ id: text });
  }
  return tokens;
}
