/**
 * currentVcpkgDrafts on hostile input: deep nesting and long values end in a problem, never a
 * stack overflow, and the work stays bounded. Needs nothing outside the checkout.
 */
import { describe, expect, it } from '@jest/globals';
import { currentVcpkgDrafts } from '../../../../../src/manifest/vcpkg/current/current-checks.js';

type Kind = 'port' | 'project';

/** The drafts for `text` as rule, severity, pointer and message. */
function checked(text: string, kind: Kind = 'port', strict = false) {
  return currentVcpkgDrafts(JSON.parse(text), text, { kind, strict }).map(
    ({ rule, severity, pointer, message, anchor }) => ({
      rule,
      severity,
      pointer,
      message,
      anchor,
    }),
  );
}

describe('hostile input', () => {
  it('reads 100,000 nested parentheses in a license or platform expression without a stack overflow', () => {
    const deep = `${'('.repeat(100_000)}x${')'.repeat(100_000)}`;
    const text = JSON.stringify({ license: deep, supports: deep });
    expect(checked(text).map((draft) => [draft.pointer, draft.message])).toEqual([
      ['/supports', 'CONTROL: error: more than 1000 nested parentheses'],
      ['/license', 'more than 1000 nested parentheses'],
    ]);
  });

  it('scans JSON nested 100,000 deep without recursion, reporting the limit once', () => {
    const text = `{"$x": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(checked(text).map((draft) => draft.message)).toEqual([
      'JSON depth limit of 200 exceeded',
    ]);
  });

  it('finds a negated negation below 1,000 levels of negated groups', () => {
    const expression = `${'!(a & '.repeat(999)}x${')'.repeat(999)}`;
    expect(checked(JSON.stringify({ supports: expression }))).toEqual([]);
    const quirk = `${'!(a & '.repeat(998)}!(!x)${')'.repeat(998)}`;
    expect(checked(JSON.stringify({ supports: quirk }))[0]?.anchor).toEqual({
      kind: 'value',
      inString: { offset: 998 * 6, length: 5 },
    });
  });

  it('keeps at most 1,000 unknown-id warnings of one license, however long', () => {
    const license = `${'Foo AND '.repeat(5_000)}Foo`;
    const drafts = checked(JSON.stringify({ license }));
    expect(drafts).toHaveLength(1_000);
    expect(new Set(drafts.map((draft) => draft.rule))).toEqual(new Set(['unknown-license-id']));
  });
});
