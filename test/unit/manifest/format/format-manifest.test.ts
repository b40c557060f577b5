/**
 * formatManifest by example: each rule of docs/format.md, with the bytes the real vcpkg
 * (vcpkg-tool f9eb9c63) wrote for the same input.
 */
import { describe, expect, it } from '@jest/globals';
import { formatManifest } from '../../../../src/manifest/format/format-manifest.js';

/** The canonical text of `manifest` (a project unless told), or the first refusal's message. */
function format(manifest: string | object, kind: 'port' | 'project' = 'project'): string {
  const text = typeof manifest === 'string' ? manifest : JSON.stringify(manifest);
  const result = formatManifest(text, { kind });
  return result.ok ? result.text : `refused: ${result.problems[0]?.message}`;
}

const lines = (...written: string[]) => `${written.join('\n')}\n`;

describe('formatManifest', () => {
  it('writes two spaces a level, LF, `"key": value` and a final newline, without the BOM', () => {
    const given =
      '\uFEFF{\r\n\t"version": "1",\r\n\t"name": "zlib",\r\n\t"dependencies": ["b","a"]\r\n}';
    expect(formatManifest(given, { kind: 'port' })).toEqual({
      ok: true,
      text: lines(
        '{',
        '  "name": "zlib",',
        '  "version": "1",',
        '  "dependencies": [',
        '    "a",',
        '    "b"',
        '  ]',
        '}',
      ),
    });
  });

  it('writes an empty object as `{}`, and an empty feature description as `[]`', () => {
    expect(format('{}')).toBe('{}\n');
    expect(format({ features: { b: { description: [] } } })).toBe(
      lines('{', '  "features": {', '    "b": {', '      "description": []', '    }', '  }', '}'),
    );
  });

  it('orders the top-level keys as vcpkg does, `$` keys first and sorted', () => {
    const manifest = {
      overrides: [{ name: 'q', version: '1' }],
      features: { f: { description: 'f' } },
      'default-features': ['f'],
      dependencies: ['d'],
      'builtin-baseline': '0123456789012345678901234567890123456789',
      supports: 'windows',
      license: 'MIT',
      documentation: 'https://d',
      homepage: 'https://h',
      description: 'd',
      summary: 's',
      contacts: { c: {} },
      maintainers: 'm',
      'port-version': 1,
      version: '1',
      name: 'a',
      'vcpkg-configuration': {},
      $z: 1,
      $a: 2,
    };
    const keys = [...format(manifest).matchAll(/^ {2}"([^"]+)"/gm)].map((match) => match[1]);
    expect(keys).toEqual([
      '$a',
      '$z',
      'vcpkg-configuration',
      'name',
      'version',
      'port-version',
      'maintainers',
      'contacts',
      'summary',
      'description',
      'homepage',
      'documentation',
      'license',
      'supports',
      'builtin-baseline',
      'dependencies',
      'default-features',
      'features',
      'overrides',
    ]);
  });

  it('drops what vcpkg drops: empty lists and objects, empty strings, `port-version: 0`', () => {
    const manifest =
      '\uFEFF{"name":"a","version-string":"x","homepage":"","description":[],"features":{},"contacts":{},"maintainers":[], "dependencies":[], "overrides":[], "default-features":[], "port-version": 0,\r\n "license":"(mit OR bsl-1.0) AND (zlib) AND ((Apache-2.0 OR LicenseRef-x)) AND gpl-2.0+ WITH llvm-exception AND foo AND bugroff", "documentation":"" }';
    expect(format(manifest, 'port')).toBe(
      lines(
        '{',
        '  "name": "a",',
        '  "version-string": "x",',
        '  "license": "(MIT OR BSL-1.0) AND Zlib AND (Apache-2.0 OR LicenseRef-x) AND GPL-2.0+ WITH LLVM-exception AND foo AND bugroff"',
        '}',
      ),
    );
  });

  it('writes a paragraph of one line as a string, of more as a list', () => {
    const written = format({ description: ['one'], maintainers: ['a', 'b'], summary: 's' });
    expect(written).toBe(
      lines(
        '{',
        '  "maintainers": [',
        '    "a",',
        '    "b"',
        '  ],',
        '  "summary": "s",',
        '  "description": "one"',
        '}',
      ),
    );
  });

  it('rewrites platform expressions: spaced operators, `!` for `not`, only the parentheses needed', () => {
    const manifest =
      '{"name":"a","version":"1","supports":"(windows)|(!linux)|((a&b))|(a,b),c","dependencies":[{"name":"b","platform":"(x)","host":false}]}';
    expect(format(manifest, 'port')).toBe(
      lines(
        '{',
        '  "name": "a",',
        '  "version": "1",',
        '  "supports": "(windows | !linux | (a & b) | (a, b)), c",',
        '  "dependencies": [',
        '    {',
        '      "name": "b",',
        '      "platform": "x"',
        '    }',
        '  ]',
        '}',
      ),
    );
  });

  it('sorts dependencies by name, then platform, then fewer features, and writes a name alone as a string', () => {
    const manifest = {
      dependencies: [
        { name: 'b', platform: 'windows', features: ['z', 'y'] },
        { name: 'b', platform: 'windows' },
        { name: 'b', features: ['a'] },
        { name: 'b', 'version>=': '1.2#0' },
        { name: 'b', host: true },
        { name: 'b', platform: '!windows' },
        { name: 'b', platform: 'linux|osx' },
        { name: 'b', platform: 'x64 & linux' },
        { name: 'a-b', 'default-features': false },
        { name: 'a', host: false, 'default-features': true },
      ],
    };
    expect(format(manifest)).toBe(
      lines(
        '{',
        '  "dependencies": [',
        '    "a",',
        '    {',
        '      "name": "a-b",',
        '      "default-features": false',
        '    },',
        '    {',
        '      "name": "b",',
        '      "version>=": "1.2"',
        '    },',
        '    {',
        '      "name": "b",',
        '      "host": true',
        '    },',
        '    {',
        '      "name": "b",',
        '      "features": [',
        '        "a"',
        '      ]',
        '    },',
        '    {',
        '      "name": "b",',
        '      "platform": "windows"',
        '    },',
        '    {',
        '      "name": "b",',
        '      "features": [',
        '        "y",',
        '        "z"',
        '      ],',
        '      "platform": "windows"',
        '    },',
        '    {',
        '      "name": "b",',
        '      "platform": "!windows"',
        '    },',
        '    {',
        '      "name": "b",',
        '      "platform": "linux | osx"',
        '    },',
        '    {',
        '      "name": "b",',
        '      "platform": "x64 & linux"',
        '    }',
        '  ]',
        '}',
      ),
    );
  });

  it("orders a dependency's keys: sorted `$` keys, name, host, default-features, features, platform, version>=", () => {
    const manifest = {
      dependencies: [
        {
          'version>=': '1.2#3',
          platform: 'not osx',
          features: ['b', { name: 'a', platform: 'x86' }, 'a'],
          'default-features': false,
          host: true,
          name: 'y',
          $x: 1,
          $a: 2,
        },
      ],
    };
    expect(format(manifest)).toBe(
      lines(
        '{',
        '  "dependencies": [',
        '    {',
        '      "$a": 2,',
        '      "$x": 1,',
        '      "name": "y",',
        '      "host": true,',
        '      "default-features": false,',
        '      "features": [',
        '        "a",',
        '        {',
        '          "name": "a",',
        '          "platform": "x86"',
        '        },',
        '        "b"',
        '      ],',
        '      "platform": "!osx",',
        '      "version>=": "1.2#3"',
        '    }',
        '  ]',
        '}',
      ),
    );
  });

  it("sorts features by name, keeps the `$` keys of `features` first as written, and orders a feature's keys", () => {
    const manifest = {
      features: {
        $x: 'y',
        zz: { dependencies: ['a'], license: null, supports: 'osx', $q: 1, description: '' },
        aa: { description: ['one'] },
        $a: 1,
      },
      'default-features': ['q', { name: 'b', platform: 'windows' }, 'a'],
    };
    expect(format(manifest)).toBe(
      lines(
        '{',
        '  "default-features": [',
        '    "a",',
        '    {',
        '      "name": "b",',
        '      "platform": "windows"',
        '    },',
        '    "q"',
        '  ],',
        '  "features": {',
        '    "$x": "y",',
        '    "$a": 1,',
        '    "aa": {',
        '      "description": "one"',
        '    },',
        '    "zz": {',
        '      "$q": 1,',
        '      "description": "",',
        '      "supports": "osx",',
        '      "license": null,',
        '      "dependencies": [',
        '        "a"',
        '      ]',
        '    }',
        '  }',
        '}',
      ),
    );
  });

  it('writes an override as its `$` keys as written, name and one `version`, `text#N`', () => {
    const manifest = {
      overrides: [
        { $b: 1, name: 'q', 'version-semver': '1.0.0', 'port-version': 3, $a: 2 },
        { name: 'z', 'version-date': '2020-01-01', 'port-version': 0 },
        { name: 'y', 'version-string': 'v#2' },
      ],
    };
    expect(format(manifest)).toBe(
      lines(
        '{',
        '  "overrides": [',
        '    {',
        '      "$b": 1,',
        '      "$a": 2,',
        '      "name": "q",',
        '      "version": "1.0.0#3"',
        '    },',
        '    {',
        '      "name": "z",',
        '      "version": "2020-01-01"',
        '    },',
        '    {',
        '      "name": "y",',
        '      "version": "v#2"',
        '    }',
        '  ]',
        '}',
      ),
    );
  });

  it('writes an embedded configuration in its own order, a registry with the fields vcpkg reads', () => {
    const manifest =
      '{"vcpkg-configuration":{"overlay-triplets":["t"],"$z":1,"zzz":{"b":1},"message":"m","default-registry":{"baseline":"0123456789012345678901234567890123456789","kind":"git","repository":"https://x/y"},"registries":[{"packages":["a*","b"],"kind":"filesystem","path":"/p","$c":2}],"$a":[],"overlay-ports":[]},"dependencies":["a"]}';
    expect(format(manifest)).toBe(
      lines(
        '{',
        '  "vcpkg-configuration": {',
        '    "$z": 1,',
        '    "$a": [],',
        '    "default-registry": {',
        '      "kind": "git",',
        '      "baseline": "0123456789012345678901234567890123456789",',
        '      "repository": "https://x/y"',
        '    },',
        '    "registries": [',
        '      {',
        '        "kind": "filesystem",',
        '        "path": "/p",',
        '        "packages": [',
        '          "a*",',
        '          "b"',
        '        ]',
        '      }',
        '    ],',
        '    "overlay-triplets": [',
        '      "t"',
        '    ],',
        '    "zzz": {',
        '      "b": 1',
        '    },',
        '    "message": "m"',
        '  },',
        '  "dependencies": [',
        '    "a"',
        '  ]',
        '}',
      ),
    );
  });

  it('writes integers as written and decimals with six places; keeps free objects in their order', () => {
    const manifest =
      '{"$n":[0.5,2.5,0.0000005,0.0000015,0.0000025,9007199254740993,-9223372036854775808,-0,1.0,0.0078125],"$o":{"b":1,"a":2,"10":3,"2":4}}';
    expect(format(manifest)).toBe(
      lines(
        '{',
        '  "$n": [',
        '    0.500000,',
        '    2.500000,',
        '    0.000000,',
        '    0.000002,',
        '    0.000003,',
        '    9007199254740993,',
        '    -9223372036854775808,',
        '    -0.000000,',
        '    1.000000,',
        '    0.007812',
        '  ],',
        '  "$o": {',
        '    "b": 1,',
        '    "a": 2,',
        '    "10": 3,',
        '    "2": 4',
        '  }',
        '}',
      ),
    );
  });

  it('writes characters as UTF-8, escapes quote, backslash and controls, and loses the rest of a string after \\u escapes', () => {
    const manifest =
      '{"$s":["\\u00e9\\u0000tail","\\ud800\\udc00","\\udc00x","a\\u007f\\u2028\\/","z\\t\\"\\\\\\b\\f\\n\\r\\u001fq"],"$\\u00df":1,"$z":2,"$\\ud83d\\ude00":3,"$\\uffff":4}';
    expect(format(manifest)).toBe(
      lines(
        '{',
        '  "$s": [',
        '    "é\\u0000",',
        '    "𐀀",',
        '    "\\udc00",',
        '    "a\u007f\u2028/",',
        '    "z\\t\\"\\\\\\b\\f\\n\\r\\u001f"',
        '  ],',
        '  "$z": 2,',
        '  "$ß": 1,',
        '  "$\uffff": 4,',
        '  "$😀": 3',
        '}',
      ),
    );
  });

  it('refuses a manifest vcpkg rejects, with its errors placed', () => {
    const result = formatManifest('{"name": "Bad", "version": "1"}', { kind: 'port' });
    expect(result.ok).toBe(false);
    expect(
      !result.ok && result.problems.map(({ rule, line, column }) => ({ rule, line, column })),
    ).toEqual([{ rule: 'vcpkg-value', line: 1, column: 10 }]);
  });

  it('refuses a syntax error, and a port without a version, which a project may lack', () => {
    expect(format('{"name": "a",}')).toMatch(/^refused: /);
    expect(format({ name: 'a' }, 'port')).toMatch(/^refused: /);
    expect(format({ name: 'a' }, 'project')).toBe(lines('{', '  "name": "a"', '}'));
  });

  it('refuses, as vcpkg does, a list of more than 16 dependencies whose ties vcpkg cannot write back', () => {
    const dependencies = Array.from({ length: 17 }, (_, index) =>
      index === 5 ? { name: 't', host: true } : 't',
    );
    const result = formatManifest(JSON.stringify({ dependencies: [...dependencies, 'a'] }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toMatchObject({
      rule: 'vcpkg-value',
      pointer: '/dependencies',
      line: 1,
      column: 17,
    });
    // Ties that are alike, or in a list of 16 or fewer, are written.
    expect(format({ dependencies: Array.from({ length: 20 }, () => 't') })).toMatch(/^\{/);
    expect(format({ dependencies: dependencies.slice(1) })).toMatch(/^\{/);
  });
});
