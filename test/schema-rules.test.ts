/**
 * Every rule of the manifest spec, shown from both sides: a manifest that passes and one that
 * breaks the rule, with the problems the validator reports for it. Read a test as an example.
 */
import { describe, expect, it } from '@jest/globals';
import { validateManifest, type ValidateOptions } from '../src/manifest/validate.js';

type Manifest = Record<string, unknown>;

/** The smallest valid manifest: a package name and one version. */
const BASE: Manifest = { name: 'my-app', version: '1.0.0' };

const ACCEPTED = { valid: true, problems: [] };
const STRICT: ValidateOptions = { strict: true };

/** The reserved-name pattern exactly as the spec writes it (unanchored in the middle). */
const RESERVED = '^prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default$';
const RESERVED_NAMES = 'prn, aux, nul, con, lpt1-lpt9, com1-com9, core, default';

/** Validates a manifest written as an object, pretty-printed as a person would write it. */
function check(manifest: unknown, options?: ValidateOptions) {
  return validateManifest(JSON.stringify(manifest, null, 2), options);
}

/** `valid` and each problem as `[severity, rule, pointer]`: the shape most tests compare. */
function outcome(manifest: unknown, options?: ValidateOptions) {
  const { valid, problems } = check(manifest, options);
  return { valid, problems: problems.map((p) => [p.severity, p.rule, p.pointer]) };
}

/** Each problem as `[rule, pointer, message]`, for tests whose message is the lesson. */
function messages(manifest: unknown, options?: ValidateOptions) {
  return check(manifest, options).problems.map((p) => [p.rule, p.pointer, p.message]);
}

/** BASE with more fields. */
function manifest(fields: Manifest): Manifest {
  return { ...BASE, ...fields };
}

describe('the manifest root', () => {
  it('is an object with a name and a version', () => {
    expect(check({ name: 'zlib', version: '1.2.13' })).toEqual(ACCEPTED);
  });

  it.each([
    ['[]', 'expected an object; found an array'],
    ['"x"', 'expected an object; found string "x"'],
    ['42', 'expected an object; found number 42'],
    ['null', 'expected an object; found null'],
  ])('%s is not an object: exactly one type problem', (text, message) => {
    const { valid, problems } = validateManifest(text);
    expect(valid).toBe(false);
    expect(problems.map((p) => [p.severity, p.rule, p.pointer, p.message])).toEqual([
      ['error', 'type', '', message],
    ]);
  });
});

describe('name', () => {
  it('is required', () => {
    expect(check({ version: '1.0.0' })).toEqual({
      valid: false,
      problems: [
        expect.objectContaining({
          severity: 'error',
          rule: 'required',
          pointer: '',
          missingProperty: 'name',
          message: 'missing required property "name"',
        }),
      ],
    });
  });

  it('must be a string', () => {
    expect(messages(manifest({ name: 42 }))).toEqual([
      ['type', '/name', 'expected a string; found number 42'],
    ]);
  });

  it.each(['zlib', 'qt5-base', 'boost.asio', 'a.b-c.d1', '7zip'])(
    'package name %j is accepted (dot-separated segments are fine)',
    (name) => {
      expect(check(manifest({ name }))).toEqual(ACCEPTED);
    },
  );

  it.each(['Zlib', 'foo_bar', '', 'a..b', '.a', 'a.', 'a-', 'a--b'])(
    'package name %j does not match the package-name pattern',
    (name) => {
      expect(outcome(manifest({ name }))).toEqual({
        valid: false,
        problems: [['error', 'pattern', '/name']],
      });
    },
  );

  it('tells what a package name looks like', () => {
    expect(messages(manifest({ name: 'Foo' }))).toEqual([
      [
        'pattern',
        '/name',
        String.raw`"Foo" is not a package name: lowercase letters and digits in dash-separated groups, with dots between segments (pattern ^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$)`,
      ],
    ]);
  });

  it.each(['con', 'a.con.b', 'core.x', 'x.default', 'lpt1', 'com9.a'])(
    'package name %j has a reserved name as a whole segment',
    (name) => {
      expect(outcome(manifest({ name }))).toEqual({
        valid: false,
        problems: [['error', 'reserved-name', '/name']],
      });
    },
  );

  it('names the reserved segment problem in words', () => {
    expect(messages(manifest({ name: 'a.con.b' }))).toEqual([
      [
        'reserved-name',
        '/name',
        `"a.con.b" has a reserved name as a dot-separated segment (${RESERVED_NAMES})`,
      ],
    ]);
    expect(messages(manifest({ name: 'con' }))).toEqual([
      ['reserved-name', '/name', `"con" is a reserved name (${RESERVED_NAMES})`],
    ]);
  });

  it.each(['iconv', 'iconv.x', 'pkgconf', 'fontconfig', 'x.coreutils', 'default-x'])(
    'package name %j is accepted: the package-name reserved pattern is anchored to segments',
    (name) => {
      expect(check(manifest({ name }))).toEqual(ACCEPTED);
    },
  );

  it('is checked the same way under --strict', () => {
    expect(check(manifest({ name: 'iconv.x' }), STRICT)).toEqual(ACCEPTED);
    expect(outcome(manifest({ name: 'a.con.b' }), STRICT)).toEqual({
      valid: false,
      problems: [['error', 'reserved-name', '/name']],
    });
  });
});

describe('unknown keys at the top level', () => {
  it('are rejected, pointing at the value of the unknown key', () => {
    const { valid, problems } = check(manifest({ port_version: 1 }));
    expect(valid).toBe(false);
    expect(problems.map((p) => [p.severity, p.rule, p.pointer])).toEqual([
      ['error', 'additional-property', '/port_version'],
    ]);
    expect(problems[0]).toMatchObject({ property: 'port_version' });
  });

  it('escape "/" and "~" in the pointer (RFC 6901)', () => {
    expect(outcome(manifest({ 'a/b~c': 1 }))).toEqual({
      valid: false,
      problems: [['error', 'additional-property', '/a~1b~0c']],
    });
  });

  it('are allowed when they start with "$", whatever their value', () => {
    const dollars = {
      $schema: 'https://example.org/vcpkg.schema.json',
      $comment: ['any', 'value'],
      $n: 42,
      $null: null,
      $object: { anything: [true] },
      $: false,
    };
    expect(check(manifest(dollars))).toEqual(ACCEPTED);
  });

  it('are rejected when "$" is not the first character', () => {
    expect(outcome(manifest({ comment$: 'x' }))).toEqual({
      valid: false,
      problems: [['error', 'additional-property', '/comment$']],
    });
  });
});

describe('the version rule', () => {
  const VERSION_MESSAGE = 'exactly one of version, version-string, version-semver, version-date';

  it.each([
    ['version', '1.2.3'],
    ['version-string', 'vista-sp2'],
    ['version-semver', '1.2.3'],
    ['version-date', '2020-12-01'],
  ])('%s alone is accepted', (field, value) => {
    expect(check({ name: 'zlib', [field]: value })).toEqual(ACCEPTED);
  });

  it('no version field is one version-one-of error on the root', () => {
    expect(check({ name: 'zlib' })).toEqual({
      valid: false,
      problems: [
        expect.objectContaining({
          severity: 'error',
          rule: 'version-one-of',
          pointer: '',
          found: [],
          message: `${VERSION_MESSAGE} is required; none found`,
        }),
      ],
    });
  });

  it('two version fields are one error, pointing at the second', () => {
    const m = { name: 'zlib', version: '1.2.3', 'version-semver': '1.2.3' };
    expect(check(m).problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        rule: 'version-one-of',
        pointer: '/version-semver',
        found: ['version', 'version-semver'],
        message: `${VERSION_MESSAGE} is required; found version and version-semver`,
      }),
    ]);
    expect(check(m).valid).toBe(false);
  });

  it('three version fields are one error that names all three', () => {
    const m = {
      name: 'zlib',
      version: '1.2.3',
      'version-semver': '1.2.3',
      'version-date': '2020-12-01',
    };
    expect(messages(m)).toEqual([
      [
        'version-one-of',
        '/version-semver',
        `${VERSION_MESSAGE} is required; found version, version-semver and version-date`,
      ],
    ]);
  });

  it('a missing name and a missing version are two problems', () => {
    expect(outcome({})).toEqual({
      valid: false,
      problems: [
        ['error', 'version-one-of', ''],
        ['error', 'required', ''],
      ],
    });
  });

  it.each([
    ['version', '1'],
    ['version', '1.2.3.4'],
    ['version', '2020.10.0'],
    ['version-semver', '1.2.3'],
    ['version-semver', '1.2.3-rc.1'],
    ['version-semver', '1.2.3+build'],
    ['version-semver', '1.2.3-rc.1+build.5'],
    ['version-date', '2020-12-01'],
    ['version-date', '2020-12-01.1.2'],
    ['version-string', '1.0 beta'],
    ['version-string', 'vista'],
    ['version-string', ' '],
    ['version-string', '1.0\n2'],
  ])('%s %j matches its pattern', (field, value) => {
    expect(check({ name: 'zlib', [field]: value })).toEqual(ACCEPTED);
  });

  it.each([
    [
      'version',
      '1.2a',
      String.raw`"1.2a" is not a relaxed version: dot-separated numbers such as 1.2.10 (pattern ^\d+(\.\d+)*$)`,
    ],
    [
      'version',
      '1.',
      String.raw`"1." is not a relaxed version: dot-separated numbers such as 1.2.10 (pattern ^\d+(\.\d+)*$)`,
    ],
    [
      'version-semver',
      '1.2',
      String.raw`"1.2" is not a semantic version such as 1.2.3 or 1.2.3-rc.1 (pattern ^\d+\.\d+\.\d+([+-].+)?$)`,
    ],
    [
      'version-semver',
      '1.2.3-',
      String.raw`"1.2.3-" is not a semantic version such as 1.2.3 or 1.2.3-rc.1 (pattern ^\d+\.\d+\.\d+([+-].+)?$)`,
    ],
    [
      'version-date',
      '2020-12-1',
      String.raw`"2020-12-1" is not a date version such as 2020-12-01 or 2020-12-01.2 (pattern ^\d{4}-\d{2}-\d{2}(\.\d+)*$)`,
    ],
    [
      'version-string',
      '1#2',
      `"1#2" is not a version string: not empty, and no '#' (pattern ^[^#]+$)`,
    ],
    ['version-string', '', `"" is not a version string: not empty, and no '#' (pattern ^[^#]+$)`],
  ])('%s %j does not match its pattern', (field, value, message) => {
    const { valid, problems } = check({ name: 'zlib', [field]: value });
    expect(valid).toBe(false);
    expect(problems.map((p) => [p.severity, p.rule, p.pointer, p.message])).toEqual([
      ['error', 'pattern', `/${field}`, message],
    ]);
  });

  it.each(['version', 'version-string', 'version-semver', 'version-date'])(
    '%s must be a string',
    (field) => {
      expect(messages({ name: 'zlib', [field]: 1 })).toEqual([
        ['type', `/${field}`, 'expected a string; found number 1'],
      ]);
    },
  );
});

describe.each([
  ['the manifest', (value: unknown) => manifest({ 'port-version': value }), '/port-version'],
  [
    'a dependency object',
    (value: unknown) => manifest({ dependencies: [{ name: 'zlib', 'port-version': value }] }),
    '/dependencies/0/port-version',
  ],
  [
    'an override',
    (value: unknown) =>
      manifest({ overrides: [{ name: 'zlib', version: '1.2.13', 'port-version': value }] }),
    '/overrides/0/port-version',
  ],
])('port-version on %s', (_place, build, pointer) => {
  it.each([0, 5])('%j is accepted', (value) => {
    expect(check(build(value))).toEqual(ACCEPTED);
  });

  it('-1 is below the minimum of 0', () => {
    expect(messages(build(-1))).toEqual([['minimum', pointer, 'expected a number >= 0; found -1']]);
  });

  it.each([
    [1.5, 'expected an integer; found number 1.5'],
    ['1', 'expected an integer; found string "1"'],
  ])('%j is not an integer', (value, message) => {
    const { valid, problems } = check(build(value));
    expect(valid).toBe(false);
    expect(problems.map((p) => [p.severity, p.rule, p.pointer, p.message])).toEqual([
      ['error', 'type', pointer, message],
    ]);
  });
});

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

describe.each([
  ['dependencies', (list: unknown[]) => manifest({ dependencies: list }), '/dependencies'],
  [
    'dev-dependencies',
    (list: unknown[]) => manifest({ 'dev-dependencies': list }),
    '/dev-dependencies',
  ],
  [
    "a feature's dependencies",
    (list: unknown[]) =>
      manifest({ features: [{ name: 'tools', description: 'Tools', dependencies: list }] }),
    '/features/0/dependencies',
  ],
])('%s', (_list, build, at) => {
  it('a package-name string is a dependency', () => {
    expect(check(build(['zlib', 'boost.asio', 'qt5-base']))).toEqual(ACCEPTED);
  });

  it('a string that is not a package name is rejected', () => {
    expect(outcome(build(['zlib', 'Zlib', 'a.con']))).toEqual({
      valid: false,
      problems: [
        ['error', 'pattern', `${at}/1`],
        ['error', 'reserved-name', `${at}/2`],
      ],
    });
  });

  it('an object with every allowed field is a dependency', () => {
    const dependency = {
      name: 'curl',
      features: ['ssl', 'http2'],
      'default-features': false,
      platform: 'windows & !uwp',
      'version>=': '7.74.0',
      'port-version': 2,
      $comment: 'any $ key, any value',
    };
    expect(check(build([dependency, { name: 'zlib' }]))).toEqual(ACCEPTED);
  });

  it('an object without name is rejected, pointing at the object', () => {
    expect(messages(build([{ features: ['ssl'] }]))).toEqual([
      ['required', `${at}/0`, 'missing required property "name"'],
    ]);
  });

  it('an object with an unknown key is rejected; version is not a dependency field', () => {
    expect(messages(build([{ name: 'zlib', version: '1.2.13' }]))).toEqual([
      [
        'additional-property',
        `${at}/0/version`,
        'unknown property "version"; expected one of name, features, default-features, platform, version>=, port-version or a key starting with "$"',
      ],
    ]);
  });

  it('the name of an object is a package name', () => {
    expect(outcome(build([{ name: 'boost.asio' }, { name: 'Boost' }, { name: 42 }]))).toEqual({
      valid: false,
      problems: [
        ['error', 'pattern', `${at}/1/name`],
        ['error', 'type', `${at}/2/name`],
      ],
    });
  });

  it('a number is exactly one type problem', () => {
    const { valid, problems } = check(build([42]));
    expect(valid).toBe(false);
    expect(problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        rule: 'type',
        pointer: `${at}/0`,
        expected: ['string', 'object'],
        found: 'number 42',
        message: 'expected a string or an object; found number 42',
      }),
    ]);
  });

  it.each([
    [true, 'boolean true'],
    [null, 'null'],
    [[], 'an array'],
  ])('%j is neither a string nor an object', (value, found) => {
    expect(messages(build([value]))).toEqual([
      ['type', `${at}/0`, `expected a string or an object; found ${found}`],
    ]);
  });

  it.each([true, false])('default-features %j is a boolean', (value) => {
    expect(check(build([{ name: 'curl', 'default-features': value }]))).toEqual(ACCEPTED);
  });

  it('default-features "false" is a string, not a boolean', () => {
    expect(messages(build([{ name: 'curl', 'default-features': 'false' }]))).toEqual([
      ['type', `${at}/0/default-features`, 'expected a boolean; found string "false"'],
    ]);
  });

  it('features must be an array', () => {
    expect(outcome(build([{ name: 'curl', features: 'ssl' }]))).toEqual({
      valid: false,
      problems: [['error', 'type', `${at}/0/features`]],
    });
  });

  it.each(['1.2.3', '1#', '#1', 'a#b#'])(
    'version>= %j has a character other than "#" (the pattern [^#]+ is unanchored)',
    (minimum) => {
      expect(check(build([{ name: 'zlib', 'version>=': minimum }]))).toEqual(ACCEPTED);
    },
  );

  it.each(['#', '##', ''])('version>= %j has no character other than "#"', (minimum) => {
    expect(messages(build([{ name: 'zlib', 'version>=': minimum }]))).toEqual([
      [
        'pattern',
        `${at}/0/version>=`,
        `${JSON.stringify(minimum)} is not a version: at least one character other than '#' (pattern [^#]+)`,
      ],
    ]);
  });

  it('a valid platform expression is accepted', () => {
    expect(check(build([{ name: 'zlib', platform: '!windows | mingw' }]))).toEqual(ACCEPTED);
  });

  it('an invalid platform expression is a warning by default', () => {
    expect(outcome(build([{ name: 'zlib', platform: 'windows &&' }]))).toEqual({
      valid: true,
      problems: [['warning', 'platform-expression', `${at}/0/platform`]],
    });
  });

  it('an invalid platform expression is an error under --strict', () => {
    expect(outcome(build([{ name: 'zlib', platform: 'windows &&' }]), STRICT)).toEqual({
      valid: false,
      problems: [['error', 'platform-expression', `${at}/0/platform`]],
    });
  });

  it('platform must be a string', () => {
    expect(outcome(build([{ name: 'zlib', platform: 1 }]))).toEqual({
      valid: false,
      problems: [['error', 'type', `${at}/0/platform`]],
    });
  });
});

describe('dependencies lists', () => {
  it.each(['dependencies', 'dev-dependencies'])('%s must be an array', (field) => {
    expect(messages(manifest({ [field]: { name: 'zlib' } }))).toEqual([
      ['type', `/${field}`, 'expected an array; found an object'],
    ]);
  });
});

describe('overrides', () => {
  it('an override has a name and a version', () => {
    expect(check(manifest({ overrides: [{ name: 'fmt', version: '7.1.3' }] }))).toEqual(ACCEPTED);
  });

  it('name and version are required, each reported on the override', () => {
    expect(messages(manifest({ overrides: [{ name: 'fmt' }, { version: '7.1.3' }, {}] }))).toEqual([
      ['required', '/overrides/0', 'missing required property "version"'],
      ['required', '/overrides/1', 'missing required property "name"'],
      ['required', '/overrides/2', 'missing required property "name"'],
      ['required', '/overrides/2', 'missing required property "version"'],
    ]);
  });

  it('other keys are accepted: no rule rejects them', () => {
    const override = {
      name: 'fmt',
      version: '7.1.3',
      'version-semver': 'not checked',
      anything: { goes: true },
      $comment: 42,
    };
    expect(check(manifest({ overrides: [override] }))).toEqual(ACCEPTED);
  });

  it.each(['7.1.3', '1#', 'any text'])('version %j is version text', (version) => {
    expect(check(manifest({ overrides: [{ name: 'fmt', version }] }))).toEqual(ACCEPTED);
  });

  it.each(['#', ''])('version %j is not version text', (version) => {
    expect(outcome(manifest({ overrides: [{ name: 'fmt', version }] }))).toEqual({
      valid: false,
      problems: [['error', 'pattern', '/overrides/0/version']],
    });
  });

  it('version must be a string', () => {
    expect(outcome(manifest({ overrides: [{ name: 'fmt', version: 7 }] }))).toEqual({
      valid: false,
      problems: [['error', 'type', '/overrides/0/version']],
    });
  });

  it('overrides is an array of objects', () => {
    expect(outcome(manifest({ overrides: [42, 'fmt'] }))).toEqual({
      valid: false,
      problems: [
        ['error', 'type', '/overrides/0'],
        ['error', 'type', '/overrides/1'],
      ],
    });
    expect(outcome(manifest({ overrides: 'fmt' }))).toEqual({
      valid: false,
      problems: [['error', 'type', '/overrides']],
    });
  });
});

describe('features', () => {
  it('a feature has a name and a description (a string or an array of strings)', () => {
    const features = [
      { name: 'ssl', description: 'TLS support' },
      { name: 'tools', description: ['Command-line tools.', 'Builds slowly.'] },
      { name: 'http2', description: 'HTTP/2', dependencies: ['nghttp2'], $comment: null },
    ];
    expect(check(manifest({ features }))).toEqual(ACCEPTED);
  });

  it('name and description are required', () => {
    expect(messages(manifest({ features: [{}] }))).toEqual([
      ['required', '/features/0', 'missing required property "name"'],
      ['required', '/features/0', 'missing required property "description"'],
    ]);
  });

  it('an unknown key is rejected: a feature has only name, description and dependencies', () => {
    const feature = { name: 'ssl', description: 'TLS', supports: 'windows' };
    expect(messages(manifest({ features: [feature] }))).toEqual([
      [
        'additional-property',
        '/features/0/supports',
        'unknown property "supports"; expected one of name, description, dependencies or a key starting with "$"',
      ],
    ]);
  });

  it('description must be a string or an array of strings', () => {
    const features = [
      { name: 'ssl', description: 1 },
      { name: 'tools', description: ['ok', 2] },
    ];
    expect(outcome(manifest({ features }))).toEqual({
      valid: false,
      problems: [
        ['error', 'type', '/features/0/description'],
        ['error', 'type', '/features/1/description/1'],
      ],
    });
  });

  it('each feature must be an object', () => {
    expect(messages(manifest({ features: [42] }))).toEqual([
      ['type', '/features/0', 'expected an object; found number 42'],
    ]);
  });
});

describe('default-features', () => {
  it('is an array of identifiers', () => {
    expect(check(manifest({ 'default-features': ['ssl', 'http2'] }))).toEqual(ACCEPTED);
    expect(check(manifest({ 'default-features': [] }))).toEqual(ACCEPTED);
  });

  it('rejects items that are not identifiers', () => {
    expect(outcome(manifest({ 'default-features': ['ssl', 42, 'SSL'] }))).toEqual({
      valid: false,
      problems: [
        ['error', 'type', '/default-features/1'],
        ['error', 'pattern', '/default-features/2'],
      ],
    });
  });

  it('must be an array', () => {
    expect(outcome(manifest({ 'default-features': 'ssl' }))).toEqual({
      valid: false,
      problems: [['error', 'type', '/default-features']],
    });
  });
});

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
          '"Foo_Bar" is not an identifier: lowercase letters and digits in dash-separated groups, and nothing else (pattern ^[a-z0-9]+(-[a-z0-9]+)*$)',
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

describe('duplicate keys', () => {
  const lines = (...text: string[]) => text.join('\n');

  it('a manifest without duplicate keys has no duplicate-key problem', () => {
    const text = lines('{', '  "name": "zlib",', '  "version": "1.2.13"', '}');
    expect(validateManifest(text)).toEqual(ACCEPTED);
  });

  it('are a warning at the second occurrence; the manifest stays valid', () => {
    const text = lines(
      '{',
      '  "name": "zlib",',
      '  "version": "1.2.13",',
      '  "name": "zlib2"',
      '}',
    );
    expect(validateManifest(text)).toEqual({
      valid: true,
      problems: [
        {
          rule: 'duplicate-key',
          key: 'name',
          severity: 'warning',
          message: 'duplicate key "name": the value at line 2 is ignored, only the last one counts',
          pointer: '/name',
          line: 4,
          column: 3,
          endLine: 4,
          endColumn: 9,
        },
      ],
    });
  });

  it('are found in nested objects too', () => {
    const text = lines(
      '{',
      '  "name": "app",',
      '  "version": "1",',
      '  "dependencies": [{ "name": "zlib", "name": "bzip2" }]',
      '}',
    );
    expect(validateManifest(text).valid).toBe(true);
    expect(validateManifest(text).problems.map((p) => [p.rule, p.pointer, p.line])).toEqual([
      ['duplicate-key', '/dependencies/0/name', 4],
    ]);
  });

  it('only the last value is checked', () => {
    const firstBad = lines(
      '{',
      '  "name": "Bad_Name",',
      '  "name": "zlib",',
      '  "version": "1"',
      '}',
    );
    expect(validateManifest(firstBad).problems.map((p) => [p.severity, p.rule, p.line])).toEqual([
      ['warning', 'duplicate-key', 3],
    ]);
    const lastBad = lines(
      '{',
      '  "name": "zlib",',
      '  "name": "Bad_Name",',
      '  "version": "1"',
      '}',
    );
    // Problems come in document order: the duplicate key (column 3) before its value (column 11).
    const located = validateManifest(lastBad).problems.map((p) => [p.rule, p.line, p.column]);
    expect(located).toEqual([
      ['duplicate-key', 3, 3],
      ['pattern', 3, 11],
    ]);
    expect(validateManifest(lastBad).valid).toBe(false);
  });

  it('are an error under --strict', () => {
    const text = lines(
      '{',
      '  "name": "zlib",',
      '  "version": "1.2.13",',
      '  "name": "zlib2"',
      '}',
    );
    const { valid, problems } = validateManifest(text, STRICT);
    expect(valid).toBe(false);
    expect(problems.map((p) => [p.severity, p.rule, p.pointer, p.line])).toEqual([
      ['error', 'duplicate-key', '/name', 4],
    ]);
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
