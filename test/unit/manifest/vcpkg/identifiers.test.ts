/**
 * Identifiers and reserved names under the spec's unanchored patterns and under --strict, and
 * what the strict profile changes.
 * Each rule is shown from both sides, with the problems the validator reports (see
 * support/manifests.ts for the helpers).
 */
import { describe, expect, it } from '@jest/globals';
import type { ValidateOptions } from '../../../../src/manifest/validate.js';
import {
  ACCEPTED,
  STRICT,
  RESERVED,
  RESERVED_NAMES,
  check,
  manifest,
  messages,
  outcome,
} from '../../../support/manifests.js';

/** Every place the spec uses an identifier, and the pointer of the identifier there. */
describe.each([
  [
    'a feature name',
    (id: string) => manifest({ features: [{ name: id, description: 'x' }] }),
    '/features/0/name',
  ],
  [
    'a feature reference in a dependency',
    (id: string) => manifest({ dependencies: [{ name: 'curl', features: [id] }] }),
    '/dependencies/0/features/0',
  ],
  [
    'a default feature',
    (id: string) => manifest({ 'default-features': [id] }),
    '/default-features/0',
  ],
  [
    'an override name',
    (id: string) => manifest({ overrides: [{ name: id, version: '1.0' }] }),
    '/overrides/0/name',
  ],
])('identifier: %s', (_place, build, pointer) => {
  describe('default profile (the spec as written)', () => {
    it.each(['ssl', 'http2', 'x-y-z', '7z'])('%j is an identifier', (id) => {
      expect(check(build(id))).toEqual(ACCEPTED);
    });

    it('"Foo_Bar" is accepted with a warning: the identifier pattern is unanchored', () => {
      expect(check(build('Foo_Bar'))).toEqual({
        valid: true,
        problems: [
          expect.objectContaining({
            severity: 'warning',
            rule: 'unanchored-identifier',
            pointer,
            message:
              '"Foo_Bar" is accepted only because the spec\'s identifier pattern [a-z0-9]+(-[a-z0-9]+)* is unanchored; an identifier is lowercase letters and digits in dash-separated groups (--strict rejects it)',
          }),
        ],
      });
    });

    it.each(['SSL', '', '_-_'])('%j has no lowercase letter or digit at all', (id) => {
      expect(outcome(build(id))).toEqual({
        valid: false,
        problems: [['error', 'pattern', pointer]],
      });
    });

    it.each(['iconv', 'config', 'fontconfig', 'pkg-config'])(
      '%j is rejected: the reserved-name pattern is unanchored and finds "con" inside',
      (id) => {
        expect(check(build(id))).toEqual({
          valid: false,
          problems: [
            expect.objectContaining({
              severity: 'error',
              rule: 'reserved-name',
              pointer,
              unanchoredOnly: true,
              message: `"${id}" is rejected only because the spec's reserved-name pattern ${RESERVED} is unanchored and finds "con" inside it; --strict checks whole names`,
            }),
          ],
        });
      },
    );

    it.each(['con', 'core', 'default', 'lpt1', 'com9', 'prn', 'aux', 'nul'])(
      '%j is a reserved name',
      (id) => {
        expect(check(build(id))).toEqual({
          valid: false,
          problems: [
            expect.objectContaining({
              severity: 'error',
              rule: 'reserved-name',
              pointer,
              unanchoredOnly: false,
              message: `"${id}" is a reserved name (${RESERVED_NAMES})`,
            }),
          ],
        });
      },
    );

    // In ^prn|…|default$ the ^ belongs to prn alone and the $ to default alone.
    it.each(['xprn', 'defaultx', 'lpt0'])('%j does not match the reserved-name pattern', (id) => {
      expect(check(build(id))).toEqual(ACCEPTED);
    });

    it.each(['prnx', 'xdefault', 'score', 'nul-x'])(
      '%j matches the reserved-name pattern somewhere',
      (id) => {
        expect(outcome(build(id))).toEqual({
          valid: false,
          problems: [['error', 'reserved-name', pointer]],
        });
      },
    );
  });

  describe('strict profile (what vcpkg enforces)', () => {
    it('"Foo_Bar" is rejected: the whole string must be an identifier', () => {
      expect(messages(build('Foo_Bar'), STRICT)).toEqual([
        [
          'pattern',
          pointer,
          '"Foo_Bar" is not an identifier: lowercase letters and digits in dash-separated groups, and nothing else (pattern ^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$)',
        ],
      ]);
    });

    it.each(['iconv', 'config', 'fontconfig', 'pkg-config', 'prnx', 'xdefault'])(
      '%j is accepted: only whole names are reserved',
      (id) => {
        expect(check(build(id), STRICT)).toEqual(ACCEPTED);
      },
    );

    it.each(['con', 'core', 'default', 'lpt1', 'com9'])('%j is still reserved', (id) => {
      expect(outcome(build(id), STRICT)).toEqual({
        valid: false,
        problems: [['error', 'reserved-name', pointer]],
      });
    });
  });
});

describe('the strict profile', () => {
  it('accepts what the default profile accepts without warnings', () => {
    const m = manifest({
      dependencies: [{ name: 'curl', features: ['ssl'], platform: 'windows' }],
      features: [{ name: 'tools', description: 'Tools' }],
      license: 'MIT',
      supports: '!uwp',
    });
    expect(check(m)).toEqual(ACCEPTED);
    expect(check(m, STRICT)).toEqual(ACCEPTED);
  });

  it('turns every warning into an error', () => {
    const m = manifest({
      dependencies: [{ name: 'zlib', platform: 'windows &&' }],
      license: 'NotALicense',
      supports: 'linux ||',
    });
    const severities = (options?: ValidateOptions) =>
      check(m, options).problems.map((p) => [p.severity, p.rule]);
    expect(severities()).toEqual([
      ['warning', 'platform-expression'],
      ['warning', 'spdx'],
      ['warning', 'platform-expression'],
    ]);
    expect(check(m).valid).toBe(true);
    expect(severities(STRICT)).toEqual([
      ['error', 'platform-expression'],
      ['error', 'spdx'],
      ['error', 'platform-expression'],
    ]);
    expect(check(m, STRICT).valid).toBe(false);
  });
});
