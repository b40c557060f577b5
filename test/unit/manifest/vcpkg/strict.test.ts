/**
 * Where `--strict` follows vcpkg's own manifest parser (issue 11, items 1, 3, 4, 5 and 8), each
 * shown in both profiles: the default profile is the December 2020 schema's letter, strict is what
 * vcpkg enforces. Each title names the vcpkg behaviour it follows.
 */
import { describe, expect, it } from '@jest/globals';
import { validateManifest } from '../../../../src/manifest/validate.js';
import {
  ACCEPTED,
  STRICT,
  check,
  manifest,
  messages,
  outcome,
} from '../../../support/manifests.js';

describe('item 1: a version in version>= or an override has no "#" anywhere', () => {
  const NO_HASH = "is not a version string: not empty, and no '#' (pattern ^[^#]+$)";
  const places: [string, (version: string) => object, string][] = [
    [
      'version>=',
      (version) => manifest({ dependencies: [{ name: 'zlib', 'version>=': version }] }),
      '/dependencies/0/version>=',
    ],
    [
      "an override's version",
      (version) => manifest({ overrides: [{ name: 'zlib', version }] }),
      '/overrides/0/version',
    ],
  ];

  describe.each(places)('%s', (_place, build, pointer) => {
    it.each(['1#2', '2018-09-01#1', '#1'])(
      'vcpkg (Dec 2020) keeps the port version out of the version text: strict rejects %j',
      (version) => {
        expect(messages(build(version), STRICT)).toEqual([
          ['pattern', pointer, `${JSON.stringify(version)} ${NO_HASH}`],
        ]);
        expect(check(build(version), STRICT).valid).toBe(false);
      },
    );

    it.each(['1#2', '2018-09-01#1'])(
      "the spec's unanchored pattern [^#]+ finds a match in %j: the default profile accepts it",
      (version) => {
        expect(check(build(version))).toEqual(ACCEPTED);
      },
    );

    it.each(['1.2.3', '2018-09-01', 'vista sp2'])('%j has no "#": both profiles accept it', (v) => {
      expect(check(build(v))).toEqual(ACCEPTED);
      expect(check(build(v), STRICT)).toEqual(ACCEPTED);
    });
  });
});

describe('item 3: an integer is written without a fraction or an exponent (both profiles)', () => {
  const places: [string, (raw: string) => string, string][] = [
    [
      'the manifest',
      (raw) => `{"name": "zlib", "version": "1.2.13", "port-version": ${raw}}`,
      '/port-version',
    ],
    [
      'a dependency object',
      (raw) =>
        `{"name": "app", "version": "1.0", "dependencies": [{"name": "zlib", "version>=": "1.2", "port-version": ${raw}}]}`,
      '/dependencies/0/port-version',
    ],
    [
      "a feature's dependency object",
      (raw) =>
        `{"name": "app", "version": "1.0", "features": [{"name": "x", "description": "d", "dependencies": [{"name": "zlib", "version>=": "1.2", "port-version": ${raw}}]}]}`,
      '/features/0/dependencies/0/port-version',
    ],
    [
      'an override',
      (raw) =>
        `{"name": "app", "version": "1.0", "overrides": [{"name": "zlib", "version": "1.2", "port-version": ${raw}}]}`,
      '/overrides/0/port-version',
    ],
  ];

  describe.each(places)('port-version on %s', (_place, build, pointer) => {
    it.each(['1.0', '1e0', '1E+0', '10e-1', '0.0'])(
      'draft-04 type integer and vcpkg (a natural number) reject %s, at the number as written',
      (raw) => {
        const text = build(raw);
        const offset = text.lastIndexOf(raw);
        for (const options of [{}, STRICT]) {
          const { valid, problems } = validateManifest(text, options);
          expect(valid).toBe(false);
          expect(problems).toEqual([
            {
              severity: 'error',
              rule: 'type',
              pointer,
              expected: ['integer'],
              found: `the number ${raw}`,
              message: `expected an integer; found the number ${raw}, written with a fraction or an exponent`,
              line: 1,
              column: offset + 1,
              endLine: 1,
              endColumn: offset + 1 + raw.length,
            },
          ]);
        }
      },
    );

    it.each(['0', '1', '12'])('%s is an integer in both profiles', (raw) => {
      expect(validateManifest(build(raw))).toEqual(ACCEPTED);
      expect(validateManifest(build(raw), STRICT)).toEqual(ACCEPTED);
    });
  });

  it('1.5 stays the one type error it was: its value is not whole', () => {
    const text = '{"name": "zlib", "version": "1", "port-version": 1.5}';
    expect(validateManifest(text).problems.map((p) => [p.rule, p.message])).toEqual([
      ['type', 'expected an integer; found number 1.5'],
    ]);
  });

  it('numbers where the schema asks for no integer are left alone ($-keys take any value)', () => {
    const text = '{"name": "zlib", "version": "1", "$rank": 1.0, "$x": {"port-version": 1.0}}';
    expect(validateManifest(text)).toEqual(ACCEPTED);
    expect(validateManifest(text, STRICT)).toEqual(ACCEPTED);
  });

  it('the number is found on its own line and column in a pretty-printed file', () => {
    const text = '{\n  "name": "zlib",\n  "version": "1",\n  "port-version": 2.0\n}\n';
    expect(validateManifest(text).problems).toEqual([
      expect.objectContaining({ rule: 'type', line: 4, column: 19, endLine: 4, endColumn: 22 }),
    ]);
  });
});

describe('item 4: a dependency with port-version also has version>=', () => {
  const MESSAGE = 'missing required property "version>=": "port-version" is allowed only beside it';
  const build = (dependency: object) => manifest({ dependencies: [dependency] });

  it('vcpkg rejects port-version without a minimum version: strict reports it on the object', () => {
    const dependency = { name: 'zlib', 'port-version': 1 };
    expect(check(build(dependency), STRICT)).toEqual({
      valid: false,
      problems: [
        expect.objectContaining({
          severity: 'error',
          rule: 'required',
          pointer: '/dependencies/0',
          missingProperty: 'version>=',
          message: MESSAGE,
        }),
      ],
    });
  });

  it('the same in a feature: strict rejects it', () => {
    const feature = {
      name: 'x',
      description: 'd',
      dependencies: [{ name: 'zlib', 'port-version': 1 }],
    };
    expect(messages(manifest({ features: [feature] }), STRICT)).toEqual([
      ['required', '/features/0/dependencies/0', MESSAGE],
    ]);
  });

  it('the December 2020 schema does not tie the two: the default profile accepts it', () => {
    expect(check(build({ name: 'zlib', 'port-version': 1 }))).toEqual(ACCEPTED);
  });

  it('port-version beside version>= is accepted in both profiles', () => {
    const dependency = { name: 'zlib', 'version>=': '1.2.13', 'port-version': 1 };
    expect(check(build(dependency))).toEqual(ACCEPTED);
    expect(check(build(dependency), STRICT)).toEqual(ACCEPTED);
  });
});

describe('item 5: the top-level name is an identifier', () => {
  it.each(['a.b', 'boost.asio'])(
    'vcpkg reads the top-level name as an identifier (no dots): strict rejects %j',
    (name) => {
      expect(messages(manifest({ name }), STRICT)).toEqual([
        [
          'pattern',
          '/name',
          `${JSON.stringify(name)} is not an identifier: lowercase letters and digits in dash-separated groups, and nothing else (pattern ^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$)`,
        ],
      ]);
    },
  );

  it.each(['a.b', 'boost.asio'])(
    "the December 2020 schema's package-name allows dots: the default profile accepts %j",
    (name) => {
      expect(check(manifest({ name }))).toEqual(ACCEPTED);
    },
  );

  it('a dependency name keeps the package-name rule (port.feature) in both profiles', () => {
    const m = manifest({ dependencies: ['boost.asio', { name: 'a.b' }] });
    expect(check(m)).toEqual(ACCEPTED);
    expect(check(m, STRICT)).toEqual(ACCEPTED);
  });

  it('a reserved top-level name is still reserved in strict', () => {
    expect(outcome(manifest({ name: 'con' }), STRICT)).toEqual({
      valid: false,
      problems: [['error', 'reserved-name', '/name']],
    });
  });
});

describe('item 8: all_modules is a feature name (a back-compat exception of vcpkg)', () => {
  const places: [string, object][] = [
    ['a feature name', manifest({ features: [{ name: 'all_modules', description: 'all' }] })],
    ['default-features', manifest({ 'default-features': ['all_modules'] })],
    [
      'a dependency feature',
      manifest({ dependencies: [{ name: 'x', features: ['all_modules'] }] }),
    ],
  ];

  it.each(places)(
    'vcpkg-tool is_ident accepts "all_modules" anywhere an identifier goes: %s, both profiles',
    (_place, m) => {
      expect(check(m)).toEqual(ACCEPTED);
      expect(check(m, STRICT)).toEqual(ACCEPTED);
    },
  );

  it.each([
    ['a dependency name', manifest({ dependencies: ['all_modules', 'qt.all_modules'] })],
    ['the top-level name', { name: 'all_modules', version: '1' }],
  ])(
    "vcpkg's package names are identifiers too: strict accepts all_modules as %s; the spec's anchored package-name pattern (default profile) does not",
    (_place, m) => {
      expect(check(m, STRICT)).toEqual(ACCEPTED);
      expect(check(m).valid).toBe(false);
    },
  );

  it.each(['all_module', 'all_modules2', 'xall_modules', 'some_modules'])(
    'the exception is that one name only: strict rejects the feature name %j',
    (name) => {
      const m = manifest({ features: [{ name, description: 'd' }] });
      expect(outcome(m, STRICT)).toEqual({
        valid: false,
        problems: [['error', 'pattern', '/features/0/name']],
      });
    },
  );
});
