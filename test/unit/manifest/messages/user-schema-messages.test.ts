/**
 * Messages from a user's schema (`--schema`) say what was expected, in one line, and use the
 * schema's own `description` where the failing subschema or its parent has one: that is where
 * vcpkg's schema explains its `if`/`then`/`not` rules ("Only one of configuration or
 * vcpkg-configuration may be used"). The schemas here are small ones of the same shapes.
 */
import { describe, expect, it } from '@jest/globals';
import { compileSchema } from '../../../../src/manifest/schema/user-schema.js';
import { validateManifest } from '../../../../src/manifest/validate.js';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** Each problem as `[rule, pointer, message]`, checked against `schema` (draft-07 unless it says). */
function problems(schema: object, manifest: unknown) {
  const compiled = compileSchema(JSON.stringify({ $schema: DRAFT_07, ...schema }), 'mine.json');
  if (!compiled.ok) throw new Error(compiled.message);
  const result = validateManifest(JSON.stringify(manifest, null, 2), { schema: compiled.schema });
  return result.problems.map((problem) => [problem.rule, problem.pointer, problem.message]);
}

const ONE_CONFIGURATION =
  'Only one of configuration or vcpkg-configuration may be used. (They are aliases of the same field)';

describe('if/then with a description beside it (vcpkg: configuration or vcpkg-configuration)', () => {
  const schema = {
    type: 'object',
    allOf: [
      {
        description: ONE_CONFIGURATION,
        if: { required: ['configuration'] },
        then: { not: { required: ['vcpkg-configuration'] } },
      },
    ],
  };

  it('is one problem, on the key that is too many, in the words of the schema', () => {
    const manifest = { configuration: {}, 'vcpkg-configuration': {} };
    expect(problems(schema, manifest)).toEqual([
      [
        'schema',
        '/vcpkg-configuration',
        `property "vcpkg-configuration" is not allowed here; the schema says: ${ONE_CONFIGURATION}`,
      ],
    ]);
    const text = JSON.stringify(manifest, null, 2);
    const compiled = compileSchema(JSON.stringify(schema), 'mine.json');
    if (!compiled.ok) throw new Error(compiled.message);
    const [problem] = validateManifest(text, { schema: compiled.schema }).problems;
    expect([problem?.line, problem?.column, problem?.endColumn]).toEqual([3, 3, 24]);
  });

  it('either one alone is fine', () => {
    expect(problems(schema, { configuration: {} })).toEqual([]);
    expect(problems(schema, { 'vcpkg-configuration': {} })).toEqual([]);
  });
});

describe('then/else', () => {
  const gitNeedsLocation = {
    description: 'A git registry needs a location.',
    if: { properties: { kind: { const: 'git' } }, required: ['kind'] },
    then: { required: ['location'] },
  };

  it('a failing then gives its own problem, with the description of the if beside it', () => {
    expect(problems(gitNeedsLocation, { kind: 'git' })).toEqual([
      [
        'required',
        '',
        'missing required property "location"; the schema says: A git registry needs a location.',
      ],
    ]);
  });

  it('a description on the then itself is used too', () => {
    const schema = {
      if: { required: ['kind'] },
      then: { description: 'A kind needs a location.', required: ['location'] },
    };
    expect(problems(schema, { kind: 'git' })).toEqual([
      [
        'required',
        '',
        'missing required property "location"; the schema says: A kind needs a location.',
      ],
    ]);
  });

  it('without a description, only the branch problem: no raw "must match "then" schema"', () => {
    const schema = { if: { type: 'string' }, then: { format: 'uri' }, else: { type: 'array' } };
    expect(problems({ properties: { url: schema } }, { url: 'not a uri' })).toEqual([
      ['format', '/url', '"not a uri" is not a valid uri such as https://example.com/'],
    ]);
    expect(problems({ properties: { url: schema } }, { url: 5 })).toEqual([
      ['type', '/url', 'expected an array; found number 5'],
    ]);
  });

  it('a then that is a $ref: the problems of the referenced schema, and no raw if', () => {
    const schema = {
      properties: { install: { $ref: '#/definitions/install' } },
      definitions: {
        install: { if: { type: 'object' }, then: { $ref: '#/definitions/one' } },
        one: { properties: { sha: { type: 'string' } }, additionalProperties: false },
      },
    };
    expect(problems(schema, { install: { sha: 'x', extra: 1 } })).toEqual([
      ['additional-property', '/install/extra', 'unknown property "extra"; expected one of sha'],
    ]);
  });

  it('a branch whose errors cannot be told apart keeps the if, in words, beside them', () => {
    const schema = {
      if: { required: ['kind'] },
      then: { allOf: [{ $ref: '#/definitions/located' }] },
      definitions: { located: { required: ['location'] } },
    };
    expect(problems(schema, { kind: 'git' })).toEqual([
      ['required', '', 'missing required property "location"'],
      ['schema', '', 'matches the "if" schema, so it must match "then"; found an object'],
    ]);
  });

  it('an if inside a then: the inner branch problem only, with the nearer description', () => {
    const inner = {
      description: 'A git registry needs a location.',
      if: { properties: { kind: { const: 'git' } } },
      then: { required: ['location'] },
    };
    const schema = { if: { required: ['kind'] }, then: inner };
    expect(problems(schema, { kind: 'git' })).toEqual([
      [
        'required',
        '',
        'missing required property "location"; the schema says: A git registry needs a location.',
      ],
    ]);
  });

  it('else: false says nothing is allowed, once', () => {
    const schema = { if: { required: ['kind'] }, then: true, else: false };
    expect(problems(schema, {})).toEqual([
      ['schema', '', 'nothing is allowed here (the schema is false); found an object'],
    ]);
  });
});

describe('not', () => {
  const SLASH_RESERVED =
    'Identifiers and parts delimited by slashes must not be a Windows filesystem or vcpkg reserved name.';

  it('uses the description inside the not (vcpkg: reserved names between slashes)', () => {
    const schema = {
      properties: {
        name: {
          type: 'string',
          allOf: [
            { not: { description: SLASH_RESERVED, pattern: '(^|/)(prn|aux|nul|con|core)(/|$)' } },
          ],
        },
      },
    };
    expect(problems(schema, { name: 'tools/core' })).toEqual([
      [
        'reserved-name',
        '/name',
        `"tools/core" matches the pattern (^|/)(prn|aux|nul|con|core)(/|$), which is not allowed here; the schema says: ${SLASH_RESERVED}`,
      ],
    ]);
  });

  it.each([
    [{ not: { type: 'string' } }, 'x', 'expected anything but a string; found string "x"'],
    [{ not: { const: 'x' } }, 'x', 'expected anything but "x"; found string "x"'],
    [{ not: { enum: ['x', 'y'] } }, 'y', 'expected anything but "x" or "y"; found string "y"'],
    [{ not: { pattern: '^a' } }, 'ab', '"ab" matches the pattern ^a, which is not allowed here'],
    [{ not: { minimum: 3 } }, 5, 'must not match the schema under "not"; found number 5'],
  ])('without a description, says what it expected: %j', (schema, value, message) => {
    expect(problems({ properties: { v: schema } }, { v: value })).toEqual([
      [expect.any(String), '/v', message],
    ]);
  });

  it.each([['#/definitions/reserved'], ['#']])('a $ref in a not: %s', (ref) => {
    const schema = { properties: { v: { not: { $ref: ref } } }, definitions: { reserved: {} } };
    expect(problems(schema, { v: 'core' })).toEqual([
      ['schema', '/v', `must not match the schema "${ref}"; found string "core"`],
    ]);
  });

  it('not required, several keys: says which and points at the last', () => {
    expect(problems({ not: { required: ['a', 'b'] } }, { a: 1, b: 2 })).toEqual([
      ['schema', '/b', 'properties "a" and "b" are not allowed together'],
    ]);
  });
});

describe('oneOf/anyOf', () => {
  it('no type fits: one type problem naming every choice', () => {
    const schema = { properties: { v: { oneOf: [{ type: 'string' }, { type: 'array' }] } } };
    expect(problems(schema, { v: 5 })).toEqual([
      ['type', '/v', 'expected a string or an array; found number 5'],
    ]);
  });

  it('more than one oneOf choice fits: says which, and the description', () => {
    const schema = {
      properties: {
        v: {
          description: 'A name or a path, not both.',
          oneOf: [
            { type: 'string', pattern: '^[a-z]+$' },
            { type: 'string', maxLength: 9 },
          ],
        },
      },
    };
    expect(problems(schema, { v: 'ab' })).toEqual([
      [
        'schema',
        '/v',
        'matches choices 0 and 1 of "oneOf"; expected exactly one; found string "ab"; the schema says: A name or a path, not both.',
      ],
    ]);
  });
  it('under propertyNames, a choice reads the value at its path, as it always has', () => {
    // ajv's `data` is the key there: an object at the path fits `type: object`, so both stay.
    const schema = { propertyNames: { anyOf: [{ type: 'object' }, { maxLength: 2 }] } };
    expect(problems(schema, { abc: 1 })).toEqual([
      ['type', '', 'expected an object; found string "abc"'],
      ['schema', '', 'must NOT have more than 2 characters; found string "abc"'],
      ['schema', '', 'property name must be valid; found an object'],
    ]);
  });
});

describe('oneOf: more than one choice fits', () => {
  it('says which fit, not why the others did not', () => {
    const choices = [{ type: 'number' }, { pattern: '^a' }, { maxLength: 9 }];
    expect(problems({ properties: { v: { oneOf: choices } } }, { v: 'ab' })).toEqual([
      [
        'schema',
        '/v',
        'matches choices 1 and 2 of "oneOf"; expected exactly one; found string "ab"',
      ],
    ]);
  });

  it('at most one of some keys (vcpkg: a dependency has zero or one version)', () => {
    const keys = ['version-string', 'version', 'version-semver'];
    const oneKey = keys.map((key) => ({ required: [key] }));
    const schema = { oneOf: [...oneKey, { not: { anyOf: oneKey } }] };
    expect(problems(schema, { name: 'zlib' })).toEqual([]);
    expect(problems(schema, { name: 'zlib', version: '1' })).toEqual([]);
    expect(problems(schema, { name: 'zlib', 'version-string': '1', version: '1' })).toEqual([
      [
        'schema',
        '/version',
        'at most one of version-string, version, version-semver is allowed; found version-string and version',
      ],
    ]);
  });
});

describe('const and enum say the allowed values', () => {
  it('const', () => {
    expect(problems({ properties: { kind: { const: 'git' } } }, { kind: 'svn' })).toEqual([
      ['schema', '/kind', 'expected "git"; found string "svn"'],
    ]);
  });

  it('enum', () => {
    const schema = { properties: { kind: { enum: ['builtin', 'git', 'filesystem'] } } };
    expect(problems(schema, { kind: 'svn' })).toEqual([
      ['schema', '/kind', 'expected one of "builtin", "git" or "filesystem"; found string "svn"'],
    ]);
  });

  it('a long enum is cut short', () => {
    const values = Array.from({ length: 30 }, (_, index) => `v${index}`);
    const [[, , message]] = problems({ enum: values }, 'x') as [[string, string, string]];
    expect(message).toBe(
      'expected one of "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9" or 20 more; found string "x"',
    );
  });
});

describe('a key that needs another beside it', () => {
  const MESSAGE = 'missing required property "url": "sha512" is allowed only beside it';

  it('draft-07 dependencies', () => {
    expect(problems({ dependencies: { sha512: ['url'] } }, { sha512: 'x' })).toEqual([
      ['required', '', MESSAGE],
    ]);
  });

  it('2019-09 dependentRequired', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2019-09/schema',
      dependentRequired: { sha512: ['url'] },
    };
    expect(problems(schema, { sha512: 'x' })).toEqual([['required', '', MESSAGE]]);
  });
});

describe('additionalProperties: false with a description', () => {
  it('names the allowed keys and gives the description', () => {
    const schema = {
      description: 'A port registry backed by a git repo.',
      properties: { kind: {}, location: {} },
      additionalProperties: false,
    };
    expect(problems(schema, { kind: 'git', branch: 'main' })).toEqual([
      [
        'additional-property',
        '/branch',
        'unknown property "branch"; expected one of kind or location; the schema says: A port registry backed by a git repo.',
      ],
    ]);
  });

  it('words each key the same schema rejects, again and in turn', () => {
    const item = { properties: { name: {} }, additionalProperties: false };
    const schema = { properties: { list: { type: 'array', items: item } } };
    const list = [{ host: true }, { host: true }, { tag: 1 }, { host: true }];
    expect(problems(schema, { list })).toEqual(
      ['host', 'host', 'tag', 'host'].map((key, index) => [
        'additional-property',
        `/list/${index}/${key}`,
        `unknown property "${key}"; expected one of name`,
      ]),
    );
  });
});

describe('a description is put on one line and kept short', () => {
  it('line breaks and control characters become spaces; a long one is cut', () => {
    const description = `Line one.\n\tLine\u001b[31m two.\u202e ${'x'.repeat(300)}`;
    const schema = { description, properties: {}, additionalProperties: false };
    const [[, , message]] = problems(schema, { a: 1 }) as [[string, string, string]];
    expect(message).toMatch(
      /^unknown property "a"; expected no properties here; the schema says: Line one\. Line \[31m two\. x+…$/,
    );
    expect(message.length).toBeLessThan(300);
  });
});
