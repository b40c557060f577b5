/**
 * What vcpkg only warns about in a configuration, and what `--strict`
 * makes of it.
 */
import { describe, expect, it } from '@jest/globals';
import { validateConfiguration } from '../../../../src/manifest/configuration/validate-configuration.js';
import { SHA } from './configuration-cases.js';

const text = (value: unknown) => JSON.stringify(value, null, 2);

describe('unknown fields: a warning at the key, here and in a demand, never for a $-key', () => {
  it('cfg-unknown: `foo` is warned about, the file stays valid', () => {
    const result = validateConfiguration('{ "foo": 1, "$bar": 2 }');
    expect(result).toEqual({
      valid: true,
      problems: [
        {
          rule: 'configuration-unrecognized-field',
          severity: 'warning',
          field: 'foo',
          message:
            'configuration contains the following unrecognized field: foo. If it is a documented field that should be recognized, try updating the vcpkg tool',
          pointer: '/foo',
          line: 1,
          column: 3,
          endLine: 1,
          endColumn: 8,
        },
      ],
    });
  });

  it('cfg-unknown-near: no "did you mean" for `registry`, as vcpkg', () => {
    const [problem] = validateConfiguration(text({ registry: [] })).problems;
    expect(problem?.message).not.toContain('did you mean');
  });

  it('ce-demands-unknown: a demand key vcpkg does not know is warned about at its place', () => {
    const result = validateConfiguration(text({ demands: { x: { foo: 1 } } }));
    expect(result.valid).toBe(true);
    expect(result.problems.map((p) => [p.rule, p.pointer])).toEqual([
      ['configuration-unrecognized-field', '/demands/x/foo'],
    ]);
  });

  it('with --strict an unknown field is an error, and vcpkg still reads the file: the merge checks run', () => {
    const configuration = {
      foo: 1,
      registries: [{ kind: 'filesystem', path: 'r', packages: ['a'] }],
    };
    const result = validateConfiguration(text(configuration), { strict: true });
    expect(result.problems.map((p) => [p.rule, p.severity, p.pointer])).toEqual([
      ['configuration', 'error', ''],
      ['configuration-unrecognized-field', 'error', '/foo'],
    ]);
  });

  it('with --strict the warning is an error, as every vcpkg warning is', () => {
    const result = validateConfiguration(text({ foo: 1 }), { strict: true });
    expect(result.valid).toBe(false);
    expect(result.problems.map((p) => p.severity)).toEqual(['error']);
  });
});

describe('duplicate package patterns: a warning at each redeclaration', () => {
  const configuration = {
    'default-registry': null,
    registries: [
      {
        kind: 'git',
        repository: 'https://example.com/r.git',
        baseline: SHA,
        packages: ['a', 'b*'],
      },
      { kind: 'filesystem', path: 'r', packages: ['a'] },
      { kind: 'builtin', baseline: SHA, packages: ['b*', 'a'] },
    ],
  };

  it('reg-duplicate-pattern: the first declaration is named, the file stays valid', () => {
    const result = validateConfiguration(text(configuration));
    expect(result.valid).toBe(true);
    expect(
      result.problems.map(({ rule, pointer, message }) => ({ rule, pointer, message })),
    ).toEqual([
      {
        rule: 'configuration-duplicate-pattern',
        pointer: '/registries/1/packages/0',
        message:
          'Package "a" is duplicated. First declared in: location: /registries/0/packages/0, registry: https://example.com/r.git; this redeclaration (registry: r) will be ignored',
      },
      {
        rule: 'configuration-duplicate-pattern',
        pointer: '/registries/2/packages/0',
        message:
          'Package "b*" is duplicated. First declared in: location: /registries/0/packages/1, registry: https://example.com/r.git; this redeclaration (registry: https://github.com/microsoft/vcpkg) will be ignored',
      },
      {
        rule: 'configuration-duplicate-pattern',
        pointer: '/registries/2/packages/1',
        message:
          'Package "a" is duplicated. First declared in: location: /registries/0/packages/0, registry: https://example.com/r.git; this redeclaration (registry: https://github.com/microsoft/vcpkg) will be ignored',
      },
    ]);
  });

  it('the same pattern twice in one registry is a duplicate too', () => {
    const one = {
      'default-registry': null,
      registries: [{ kind: 'filesystem', path: 'r', packages: ['a', 'a'] }],
    };
    expect(validateConfiguration(text(one)).problems.map((p) => p.pointer)).toEqual([
      '/registries/0/packages/1',
    ]);
  });
});

describe("a git registry's baseline: a commit SHA where vcpkg uses it", () => {
  it('dr-git-bad-baseline: vcpkg reads `main` (the file is valid), and fails when it resolves versions: a warning', () => {
    const git = { kind: 'git', repository: 'https://example.com/r.git', baseline: 'main' };
    const result = validateConfiguration(text({ 'default-registry': git }));
    expect(result.valid).toBe(true);
    expect(
      result.problems.map(({ rule, pointer, message }) => ({ rule, pointer, message })),
    ).toEqual([
      {
        rule: 'configuration-git-baseline',
        pointer: '/default-registry/baseline',
        message:
          'The git registry "https://example.com/r.git" must have a "baseline" field that is a valid git commit SHA (40 hexadecimal characters). vcpkg reads "main" but fails when it resolves versions from this registry',
      },
    ]);
  });

  it('names a registry without its repository as "a git registry", and quotes what it names', () => {
    const messages = (git: Record<string, unknown>) =>
      validateConfiguration(text({ 'default-registry': git }))
        .problems.filter((problem) => problem.rule === 'configuration-git-baseline')
        .map((problem) => problem.message.split(' must have')[0]);
    expect(messages({ kind: 'git', baseline: 'main' })).toEqual(['A git registry']);
    expect(messages({ kind: 'git', repository: 'a"b\n', baseline: 'main' })).toEqual([
      'The git registry "a\\"b\\n"',
    ]);
  });

  it.each([
    ['upper-case hex', SHA.toUpperCase()],
    ['39 digits', SHA.slice(1)],
  ])('%s is warned about', (_what, baseline) => {
    const git = { kind: 'git', repository: 'r', baseline, packages: [] };
    const result = validateConfiguration(text({ 'default-registry': null, registries: [git] }));
    expect(result.problems.map((p) => [p.rule, p.pointer])).toEqual([
      ['configuration-git-baseline', '/registries/0/baseline'],
    ]);
  });

  it('dr-builtin-bad-baseline, dr-fs-baseline: a builtin or filesystem baseline is any string (any commit-ish, `default`)', () => {
    expect(
      validateConfiguration(text({ 'default-registry': { kind: 'builtin', baseline: 'abc' } })),
    ).toEqual({
      valid: true,
      problems: [],
    });
    const fs = { kind: 'filesystem', path: 'r', baseline: 'default' };
    expect(validateConfiguration(text({ 'default-registry': fs }))).toEqual({
      valid: true,
      problems: [],
    });
  });
});
