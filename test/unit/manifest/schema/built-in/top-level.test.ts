/**
 * The manifest root, its name, and which top-level keys it may have.
 * Each rule is shown from both sides, with the problems the validator reports (see
 * support/manifests.ts for the helpers).
 */
import { describe, expect, it } from '@jest/globals';
import { validateManifest } from '../../../../../src/manifest/validate.js';
import {
  ACCEPTED,
  STRICT,
  RESERVED_NAMES,
  check,
  manifest,
  messages,
  outcome,
} from '../../../../support/manifests.js';

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
      laterForm: 'no-name',
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

  it('is an identifier under --strict: vcpkg reads the top-level name as one (see strict-vcpkg)', () => {
    expect(check(manifest({ name: 'iconv' }), STRICT)).toEqual(ACCEPTED);
    expect(outcome(manifest({ name: 'iconv.x' }), STRICT)).toEqual({
      valid: false,
      problems: [['error', 'pattern', '/name']],
    });
    expect(outcome(manifest({ name: 'con' }), STRICT)).toEqual({
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
