/**
 * The descriptive top-level fields: maintainers, description, homepage, documentation,
 * license and supports.
 * Each rule is shown from both sides, with the problems the validator reports (see
 * support/manifests.ts for the helpers).
 */
import { describe, expect, it } from '@jest/globals';
import {
  ACCEPTED,
  STRICT,
  check,
  manifest,
  messages,
  outcome,
} from '../../../../support/manifests.js';

describe('maintainers', () => {
  it.each([[['Jane Doe <jane@example.org>']], [['a', 'b']], [[]]])('%j is accepted', (value) => {
    expect(check(manifest({ maintainers: value }))).toEqual(ACCEPTED);
  });

  it('a single string is not an array', () => {
    expect(messages(manifest({ maintainers: 'Jane' }))).toEqual([
      ['type', '/maintainers', 'expected an array; found string "Jane"'],
    ]);
  });

  it('every item must be a string', () => {
    expect(outcome(manifest({ maintainers: ['Jane', 1] }))).toEqual({
      valid: false,
      problems: [['error', 'type', '/maintainers/1']],
    });
  });
});

describe('description', () => {
  it.each([['A compression library.'], [['A compression library.', 'Second paragraph.']], [[]]])(
    '%j is accepted',
    (value) => {
      expect(check(manifest({ description: value }))).toEqual(ACCEPTED);
    },
  );

  it('a number is neither a string nor an array', () => {
    expect(messages(manifest({ description: 42 }))).toEqual([
      ['type', '/description', 'expected a string or an array; found number 42'],
    ]);
  });

  it('an array may hold only strings', () => {
    expect(messages(manifest({ description: ['one', 2] }))).toEqual([
      ['type', '/description/1', 'expected a string; found number 2'],
    ]);
  });
});

describe.each(['homepage', 'documentation'])('%s', (field) => {
  it.each(['https://github.com/madler/zlib', 'http://example.org/docs?page=1#intro'])(
    '%j is a URI',
    (value) => {
      expect(check(manifest({ [field]: value }))).toEqual(ACCEPTED);
    },
  );

  it('a URL without a scheme is not a URI', () => {
    const { valid, problems } = check(manifest({ [field]: 'www.example.org' }));
    expect(valid).toBe(false);
    expect(problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        rule: 'format',
        pointer: `/${field}`,
        format: 'uri',
        message: '"www.example.org" is not a valid uri such as https://example.com/',
      }),
    ]);
  });

  it('must be a string', () => {
    expect(outcome(manifest({ [field]: 42 }))).toEqual({
      valid: false,
      problems: [['error', 'type', `/${field}`]],
    });
  });
});

describe('license', () => {
  it.each(['MIT', 'Apache-2.0 OR MIT', 'BSD-3-Clause AND (MIT OR Zlib)'])(
    '%j is an SPDX expression',
    (license) => {
      expect(check(manifest({ license }))).toEqual(ACCEPTED);
    },
  );

  it('must be a string: null is a type error', () => {
    expect(messages(manifest({ license: null }))).toEqual([
      ['type', '/license', 'expected a string; found null'],
    ]);
  });

  it('an invalid SPDX expression is only a warning; the manifest stays valid', () => {
    expect(check(manifest({ license: 'NotALicense' }))).toEqual({
      valid: true,
      problems: [
        expect.objectContaining({
          severity: 'warning',
          rule: 'spdx',
          pointer: '/license',
          message:
            '"NotALicense" is not an SPDX license expression: "NotALicense" is not an SPDX license id or operator',
        }),
      ],
    });
    expect(outcome(manifest({ license: 'MIT OR' }))).toEqual({
      valid: true,
      problems: [['warning', 'spdx', '/license']],
    });
  });

  it('an invalid SPDX expression is an error under --strict', () => {
    expect(outcome(manifest({ license: 'NotALicense' }), STRICT)).toEqual({
      valid: false,
      problems: [['error', 'spdx', '/license']],
    });
  });
});

describe('supports', () => {
  it.each(['windows', 'windows & !uwp', '!(arm | uwp)', 'linux, osx'])(
    '%j is a platform expression',
    (supports) => {
      expect(check(manifest({ supports }))).toEqual(ACCEPTED);
    },
  );

  it('an invalid platform expression is a warning', () => {
    expect(messages(manifest({ supports: 'windows &&' }))).toEqual([
      [
        'platform-expression',
        '/supports',
        `"windows &&" is not a platform expression: '&&' is not an operator; use '&'`,
      ],
    ]);
    expect(check(manifest({ supports: 'windows &&' })).valid).toBe(true);
  });

  it('an invalid platform expression is an error under --strict', () => {
    expect(outcome(manifest({ supports: 'windows &&' }), STRICT)).toEqual({
      valid: false,
      problems: [['error', 'platform-expression', '/supports']],
    });
  });

  it('must be a string', () => {
    expect(outcome(manifest({ supports: 1 }))).toEqual({
      valid: false,
      problems: [['error', 'type', '/supports']],
    });
  });
});
