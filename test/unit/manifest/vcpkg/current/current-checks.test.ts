/**
 * currentVcpkgDrafts by example: each rule of today's vcpkg with vcpkg's words, pointer and
 * anchor. The ids in the test names are those of the recorded vcpkg verdicts
 * (test/fixtures/vcpkg-verdicts) the example follows. Needs nothing outside the checkout.
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

const value = { kind: 'value' } as const;
const NAME_TAIL =
  'Package names must be lowercase alphanumeric+hyphens and not reserved (see https://learn.microsoft.com/vcpkg/users/manifests?WT.mc_id=vcpkg_inproduct_cli for more information).';

describe("vcpkg's JSON layer", () => {
  it('refuses an exponent, in an object and in an array, and stops there as vcpkg does (pv-1e2)', () => {
    expect(checked('{"port-version": 1e2, "$x": [2E1]}')).toEqual([
      {
        rule: 'vcpkg-json',
        severity: 'error',
        pointer: '/port-version',
        message: 'Unexpected character; expected property or close brace',
        anchor: { kind: 'text', offset: 18, length: 1 },
      },
    ]);
    expect(checked('{"$x": [0, 2E1]}')).toEqual([
      {
        rule: 'vcpkg-json',
        severity: 'error',
        pointer: '/$x/1',
        message: 'Unexpected character in middle of array',
        anchor: { kind: 'text', offset: 12, length: 1 },
      },
    ]);
  });

  it('refuses integers beyond 64 bits, accepts the largest (pv-huge-int)', () => {
    expect(checked('{"$a": 9223372036854775807, "$b": -9223372036854775808}')).toEqual([]);
    expect(checked('{"$a": 99999999999999999999}')).toEqual([
      {
        rule: 'vcpkg-json',
        severity: 'error',
        pointer: '/$a',
        message: 'Invalid integer constant: 99999999999999999999',
        anchor: { kind: 'text', offset: 7, length: 20 },
      },
    ]);
  });

  it('takes 200 levels below the top-level object, not 201 (depth-200)', () => {
    const nested = (depth: number) => `{"$x": ${'['.repeat(depth)}${']'.repeat(depth)}}`;
    expect(checked(nested(200))).toEqual([]);
    expect(checked(nested(201))).toEqual([
      expect.objectContaining({
        rule: 'vcpkg-json',
        message: 'JSON depth limit of 200 exceeded',
        anchor: { kind: 'text', offset: 207, length: 1 },
      }),
    ]);
  });

  it('refuses a value of any kind inside 201 containers, at the value', () => {
    // vcpkg counts every value: the top-level object is level 1, a value at level 202 is refused.
    const around = (depth: number, value: string) =>
      `{"$x": ${'['.repeat(depth)}${value}${']'.repeat(depth)}}`;
    for (const value of ['0', '"s"', 'null', 'true', '{}', '[]']) {
      expect(checked(around(199, value))).toEqual([]);
      expect(checked(around(200, value))).toEqual([
        expect.objectContaining({
          rule: 'vcpkg-json',
          message: 'JSON depth limit of 200 exceeded',
          anchor: { kind: 'text', offset: 207, length: 1 },
        }),
      ]);
    }
    const keyed = `{"$x": ${'{"k": '.repeat(200)}"v"${'}'.repeat(200)}}`;
    expect(checked(keyed)).toEqual([
      expect.objectContaining({ message: 'JSON depth limit of 200 exceeded' }),
    ]);
    expect(checked(`{"$x": ${'{"k": '.repeat(199)}"v"${'}'.repeat(199)}}`)).toEqual([]);
  });

  it('calls a duplicate key an error, at the second key (json-dup-nested)', () => {
    expect(checked('{"name": "a", "$x": {"k": 1, "k": 2}}')).toEqual([
      {
        rule: 'duplicate-key',
        severity: 'error',
        pointer: '/$x/k',
        message: 'Duplicated key "k" in an object',
        anchor: { kind: 'text', offset: 29, length: 3 },
      },
    ]);
  });

  it('accepts a lone surrogate escape (json-lone-surrogate)', () => {
    expect(checked('{"$x": "\\ud800"}')).toEqual([]);
  });
});

describe('values', () => {
  it('reads each version scheme (version-letter, semver-*, date-*, string-*)', () => {
    expect(checked('{"version": "1.0a"}')).toEqual([
      {
        rule: 'vcpkg-value',
        severity: 'error',
        pointer: '/version',
        message:
          '`1.0a` is not a valid relaxed version (semver with arbitrary numeric element count).',
        anchor: value,
      },
    ]);
    expect(checked('{"version-semver": "1.2"}')[0]?.message).toBe(
      '`1.2` is not a valid semantic version, consult <https://semver.org>.',
    );
    expect(checked('{"version-date": "2020-1-1"}')[0]?.message).toMatch(
      /^`2020-1-1` is not a valid date version\. Dates must follow the format YYYY-MM-DD/,
    );
    expect(checked('{"version-string": ""}')).toEqual([]);
    expect(checked('{"version": "2020-01-01", "version-date": "2020-13-45.1"}')).toEqual([]);
  });

  it("refuses '#' in a top-level version, suggesting port-version (version-sharp, string-sharp)", () => {
    expect(checked('{"version-string": "a#b"}')[0]?.message).toBe(
      `invalid character '#' in version text. Did you mean "port-version": b?`,
    );
    expect(checked('{"version": "1.0#"}')[0]?.message).toBe(
      "invalid character '#' in version text",
    );
  });

  it('calls a version number past 18446744073709551610 invalid, where vcpkg crashes (version-huge)', () => {
    // The largest number vcpkg reads, and the first it stops on, each found by running it.
    expect(checked('{"version": "18446744073709551610.0"}')).toEqual([]);
    expect(checked('{"version": "18446744073709551611.0"}')[0]?.message).toBe(
      '`18446744073709551611.0` is not a valid relaxed version (semver with arbitrary numeric element count).',
    );
    expect(checked('{"version-semver": "1.18446744073709551616.0"}')[0]?.message).toBe(
      '`1.18446744073709551616.0` is not a valid semantic version, consult <https://semver.org>.',
    );
    expect(checked('{"version-date": "2020-01-01.99999999999999999999"}')).toHaveLength(1);
  });

  it('refuses port-version spelled 1.0 or -0 (pv-1.0, pv-minus-zero, ovr-pv)', () => {
    const message = 'mismatched type: expected a nonnegative integer';
    expect(checked('{"version": "1", "port-version": 1.0}')).toEqual([
      { rule: 'vcpkg-value', severity: 'error', pointer: '/port-version', message, anchor: value },
    ]);
    expect(checked('{"version": "1", "port-version": -0}')[0]?.message).toBe(message);
    expect(
      checked('{"overrides": [{"name": "a", "version": "1", "port-version": 2.0}]}')[0]?.pointer,
    ).toBe('/overrides/0/port-version');
    expect(checked('{"version": "1", "port-version": 3}')).toEqual([]);
  });

  it('reads package names as vcpkg does (name-*, dep-bracket, com0/lpt0)', () => {
    expect(checked('{"name": "a.b"}')).toEqual([
      {
        rule: 'vcpkg-value',
        severity: 'error',
        pointer: '/name',
        message: `"a.b" is not a valid package name. ${NAME_TAIL}`,
        anchor: value,
      },
    ]);
    for (const name of ['com0', 'lpt0', 'core', 'default', 'Abc', 'a--b'])
      expect(checked(JSON.stringify({ dependencies: [name] }))).toHaveLength(1);
    for (const name of ['all_modules', 'lpt10', 'con-x', 'cores', '1'])
      expect(checked(JSON.stringify({ dependencies: [{ name }] }))).toEqual([]);
  });

  it('names core and default in feature lists specially (df-core, dep-features-default)', () => {
    expect(
      checked('{"default-features": ["core", {"name": "A"}]}').map((d) => [d.pointer, d.message]),
    ).toEqual([
      [
        '/default-features/0',
        'the feature "core" turns off default features and thus can\'t be in the default features list',
      ],
      [
        '/default-features/1/name',
        '"A" is not a valid feature name. Feature names must be lowercase alphanumeric+hyphens and not reserved (see https://learn.microsoft.com/vcpkg/users/manifests?WT.mc_id=vcpkg_inproduct_cli for more information).',
      ],
    ]);
    expect(checked('{"dependencies": [{"name": "z", "features": ["default"]}]}')[0]?.message).toBe(
      'the feature "default" cannot be in a dependency\'s feature list. To turn on default features, add "default-features": true instead.',
    );
  });

  it('refuses a features key that is not a name, at the key; $-keys pass (feat-upper, feat-dollar)', () => {
    expect(checked('{"features": {"Core": {"description": ""}, "$x": 1}}')).toEqual([
      {
        rule: 'vcpkg-value',
        severity: 'error',
        pointer: '/features/Core',
        message:
          'features must be lowercase alphanumeric+hyphens, and not one of the reserved names',
        anchor: { kind: 'key' },
      },
    ]);
  });

  it("checks a project's builtin-baseline only (bb-proj-any, bb-port-any)", () => {
    const text = '{"builtin-baseline": "ABC"}';
    expect(checked(text, 'port')).toEqual([]);
    expect(checked(text, 'project')[0]?.message).toBe(
      'the top-level builtin-baseline (ABC) was not a valid commit sha: expected 40 hexadecimal characters.',
    );
    expect(checked(`{"builtin-baseline": "${'0a'.repeat(20)}"}`, 'project')).toEqual([]);
  });

  it("reads version>= as any text with a numeric '#' part (dep-vge-*)", () => {
    expect(checked('{"dependencies": [{"name": "z", "version>=": "not a version#2"}]}')).toEqual(
      [],
    );
    expect(checked('{"dependencies": [{"name": "z", "version>=": "1.0#x"}]}')).toEqual([
      {
        rule: 'vcpkg-value',
        severity: 'error',
        pointer: '/dependencies/0',
        message: 'port-version (after the \'#\') in "version>=" must be a non-negative integer',
        anchor: value,
      },
    ]);
  });

  it('reads overrides: any version text, #N, not with port-version, each name once (ovr-*)', () => {
    expect(checked('{"overrides": [{"name": "a", "version": "any text#2"}]}')).toEqual([]);
    const messages = (text: string) => checked(text).map((draft) => [draft.pointer, draft.message]);
    expect(messages('{"overrides": [{"name": "a", "version": "1#x"}]}')).toEqual([
      [
        '/overrides/0/version',
        "'#' in version text must be followed by a port version (a non-negative integer)",
      ],
    ]);
    expect(messages('{"overrides": [{"name": "a", "version": "1#2", "port-version": 1}]}')).toEqual(
      [['/overrides/0', '"port_version" cannot be combined with an embedded \'#\' in the version']],
    );
    expect(
      messages('{"overrides": [{"name": "z", "version": "1"}, {"name": "z", "version": "2"}]}'),
    ).toEqual([['/overrides/1', 'z already has an override']]);
    expect(messages('{"overrides": [{"name": "a", "version-semver": "1.0#1"}]}')).toEqual([
      ['/overrides/0', '`1.0` is not a valid semantic version, consult <https://semver.org>.'],
    ]);
  });
});

describe('licenses', () => {
  it('warns about unknown ids before the first error, then stops (lic-unknown-then-error)', () => {
    expect(checked('{"license": "Foo AND"}')).toEqual([
      {
        rule: 'unknown-license-id',
        severity: 'warning',
        pointer: '/license',
        message:
          "Unknown license identifier 'Foo'. Known values are listed at https://spdx.org/licenses/",
        anchor: { kind: 'value', inString: { offset: 0, length: 3 } },
      },
      {
        rule: 'vcpkg-value',
        severity: 'error',
        pointer: '/license',
        message: 'Expected a license name, found the end of the string.',
        anchor: value,
      },
    ]);
  });

  it('makes the warning an error with --strict; null and known ids pass (lic-null, lic-*)', () => {
    expect(checked('{"license": "Bugroff"}', 'port', true)[0]?.severity).toBe('error');
    expect(
      checked('{"license": null, "features": {"a": {"description": "", "license": "mit"}}}'),
    ).toEqual([]);
    expect(checked('{"license": "apache-2.0 WITH LLVM-EXCEPTION OR GPL-2.0+"}')).toEqual([]);
  });

  it("refuses vcpkg's quirks: trailing space, lower-case and, DocumentRef- (lic-trailing-space)", () => {
    const message = (license: string) => checked(JSON.stringify({ license }))[0]?.message;
    expect(message('MIT ')).toBe(
      "SPDX license expression contains a unicode character (U+FFFFFFFF ''), but these expressions are ASCII-only.",
    );
    expect(message('MIT and Apache-2.0')).toBe(
      "Expected either AND, OR, or WITH, found a license or exception name: 'and'.",
    );
    expect(message('DocumentRef-x:LicenseRef-y')).toBe(
      'The current implementation does not support DocumentRef- SPDX references.',
    );
    expect(message('MIT/Apache-2.0')).toBe(
      "SPDX license expression contains an invalid character (0x2F '/').",
    );
  });
});

describe('platform expressions', () => {
  it("refuses mixing & and | in vcpkg's words, at the offending token (sup-mixed)", () => {
    expect(checked('{"supports": "windows & x64 | linux"}')).toEqual([
      {
        rule: 'vcpkg-value',
        severity: 'error',
        pointer: '/supports',
        message:
          'CONTROL: error: mixing & and | is not allowed; use () to specify order of operations',
        anchor: { kind: 'value', inString: { offset: 14, length: 1 } },
      },
    ]);
  });

  it('refuses a negated negation, which vcpkg cannot write back (vector !((!(windows))))', () => {
    const drafts = checked('{"dependencies": [{"name": "z", "platform": "!((!(windows)))"}]}');
    expect(drafts.map((draft) => [draft.pointer, draft.anchor])).toEqual([
      ['/dependencies/0/platform', { kind: 'value', inString: { offset: 0, length: 15 } }],
    ]);
    expect(checked('{"supports": "!(!windows & x64)"}')).toEqual([]);
    expect(checked('{"supports": "not (windows)"}')).toEqual([]);
  });

  it("names 'or' and a missing ) as vcpkg does (sup-or-keyword, sup-unbalanced)", () => {
    expect(checked('{"supports": "windows or linux"}')[0]?.message).toBe(
      "CONTROL: error: invalid logic expression, use '|' rather than 'or'",
    );
    expect(checked('{"supports": "(windows"}')[0]?.message).toBe(
      'CONTROL: error: missing closing )',
    );
  });
});
