import { tokenizeLicense, type LicenseSyntaxError, type LicenseToken } from './tokens.js';

export type { LicenseSyntaxError } from './tokens.js';

/*
 * A `license` read into a tree, as vcpkg-tool reads it:
 *   or := and (OR and)*    and := with (AND with)*    with := '(' or ')' | id ['+'] [WITH id]
 * Read in one loop with a stack of open groups, so no nesting can overflow the stack.
 */

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
