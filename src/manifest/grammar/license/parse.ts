import { isJsonSpace } from '../../json/tokens.js';

/*
 * A `license` read into a tree, as vcpkg-tool reads it (src/vcpkg/sourceparagraph.cpp,
 * SpdxLicenseExpressionParser):
 *   or := and (OR and)*    and := with (AND with)*    with := '(' or ')' | id ['+'] [WITH id]
 * Its tokens: upper-case AND, OR and WITH, ids of letters, digits, `-` and `.`, `+` straight after
 * an id, parentheses, and the four characters JSON calls white space between. The whole string
 * is read into tokens first, then in one loop with a stack of open groups, so no nesting can
 * overflow the stack.
 */

/** One token; an id notes whether a `+` follows it with nothing between. */
type LicenseToken =
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

const ID = /[A-Za-z0-9.-]+/y;

/** The whole license as tokens, ending in `end`, or the first lexical error. */
function tokenizeLicense(license: string): LicenseToken[] | LicenseSyntaxError {
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
    } else {
      ID.lastIndex = offset;
      const text = ID.exec(license)?.[0];
      if (text === undefined) return { code: 'character', offset, length: 1 };
      let end = offset + text.length;
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

/** A read license: a license id (with its `+` and exception), a group in parentheses, a run of one operator. */
export type LicenseNode =
  | { kind: 'license'; id: string; plus: boolean; exception?: string }
  | { kind: 'group'; inner: LicenseNode }
  | { kind: 'AND' | 'OR'; operands: LicenseNode[] };

/** An id the reader met, in order: a license's or an exception's, and where it stands. */
export interface LicenseId {
  role: 'license' | 'exception';
  text: string;
  offset: number;
}

/** The tree, or the first error; either way the ids read before the end or the error. */
export type LicenseRead =
  | { tree: LicenseNode; error?: undefined; ids: LicenseId[] }
  | { tree?: undefined; error: LicenseSyntaxError; ids: LicenseId[] };

/** A group being read: where its `(` is, the operands of OR so far, and the current run of AND. */
interface Group {
  open: number;
  ors: LicenseNode[];
  ands: LicenseNode[];
}

/** Reads `license`; a `(` deeper than `deepest` groups is the error `too-deep`. */
export function readLicense(license: string, deepest = Infinity): LicenseRead {
  const tokens = tokenizeLicense(license);
  const ids: LicenseId[] = [];
  if (!Array.isArray(tokens)) return { error: tokens, ids };
  const fail = (code: LicenseSyntaxError['code'], token: LicenseToken, offset = token.offset) => ({
    error: { code, offset, length: code === 'plus' || code === 'unclosed' ? 1 : token.text.length },
    ids,
  });
  const open: Group[] = [];
  let group: Group = { open: 0, ors: [], ands: [] };
  let index = 0;
  const next = () => tokens[index++] as LicenseToken;
  for (;;) {
    let token = next();
    while (token.kind === '(') {
      if (open.length >= deepest) return fail('too-deep', token);
      open.push(group);
      group = { open: token.offset, ors: [], ands: [] };
      token = next();
    }
    if (token.kind !== 'id') return fail('operand', token);
    ids.push({ role: 'license', text: token.text, offset: token.offset });
    const license: LicenseNode = { kind: 'license', id: token.text, plus: token.plus };
    let after: 'after-license' | 'after-exception' | 'after-group' = 'after-license';
    token = next();
    if (token.kind === 'WITH') {
      const exception = next();
      if (exception.kind !== 'id') return fail('exception', exception);
      if (exception.plus) return fail('plus', exception, exception.offset + exception.text.length);
      ids.push({ role: 'exception', text: exception.text, offset: exception.offset });
      license.exception = exception.text;
      after = 'after-exception';
      token = next();
    }
    group.ands.push(license);
    while (token.kind === ')') {
      const outer = open.pop();
      if (outer === undefined) return fail('unopened', token);
      outer.ands.push({ kind: 'group', inner: closeGroup(group) });
      group = outer;
      after = 'after-group';
      token = next();
    }
    if (token.kind === 'OR') {
      group.ors.push(run('AND', group.ands));
      group.ands = [];
    } else if (token.kind === 'end') {
      if (open.length > 0) return fail('unclosed', token, group.open);
      return { tree: closeGroup(group), ids };
    } else if (token.kind !== 'AND') {
      return fail(after, token);
    }
  }
}

function closeGroup(group: Group): LicenseNode {
  group.ors.push(run('AND', group.ands));
  return run('OR', group.ors);
}

function run(kind: 'AND' | 'OR', operands: LicenseNode[]): LicenseNode {
  return operands.length === 1 ? (operands[0] as LicenseNode) : { kind, operands };
}
