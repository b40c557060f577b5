/**
 * `vcpkg-configuration.json` as vcpkg reads it: each recorded case (test/fixtures/vcpkg-verdicts)
 * by its case id gets vcpkg's verdict; the problems are in vcpkg's words, at the
 * place vcpkg means.
 */
import { describe, expect, it } from '@jest/globals';
import { validateConfiguration } from '../../../../src/manifest/configuration/validate-configuration.js';
import type { Problem } from '../../../../src/manifest/problems/problem.js';
import { CASES, SHA } from './configuration-cases.js';

const text = (value: unknown) => JSON.stringify(value, null, 2);
/** rule, severity, pointer and message of each problem: what a reader of a report sees. */
const seen = (problems: Problem[]) =>
  problems.map(({ rule, severity, pointer, message }) => ({ rule, severity, pointer, message }));
const errors = (value: unknown) =>
  seen(validateConfiguration(text(value)).problems).filter((p) => p.severity === 'error');

describe("every recorded configuration case gets vcpkg's verdict", () => {
  const byVerdict = CASES.map(
    ([id, configuration, verdict]) => [id, verdict, configuration] as const,
  );
  it.each(byVerdict)('%s is %s', (_id, verdict, configuration) => {
    expect(validateConfiguration(text(configuration)).valid).toBe(verdict === 'accepted');
  });
});

describe('problems in vcpkg words, at the value they are about', () => {
  const error = (pointer: string, message: string) => ({
    rule: 'configuration',
    severity: 'error',
    pointer,
    message,
  });
  it.each([
    [
      'dr-builtin-no-baseline',
      { 'default-registry': { kind: 'builtin' } },
      [
        error(
          '/default-registry',
          "a builtin registry: missing required field 'baseline' (a baseline)",
        ),
      ],
    ],
    [
      'dr-builtin-number-baseline',
      { 'default-registry': { kind: 'builtin', baseline: 5 } },
      [error('/default-registry/baseline', 'mismatched type: expected a baseline')],
    ],
    [
      'dr-builtin-packages',
      { 'default-registry': { kind: 'builtin', baseline: SHA, packages: ['a'] } },
      [
        error(
          '/default-registry/packages',
          "a registry: unexpected field 'packages', did you mean 'path'?",
        ),
      ],
    ],
    [
      'dr-builtin-repository',
      { 'default-registry': { kind: 'builtin', baseline: SHA, repository: 'x' } },
      [
        error(
          '/default-registry/repository',
          "a builtin registry: unexpected field 'repository', did you mean 'kind'?",
        ),
      ],
    ],
    [
      'dr-builtin-unknown (vcpkg names it twice, we once)',
      { 'default-registry': { kind: 'builtin', baseline: SHA, foo: 1 } },
      [error('/default-registry/foo', "a registry: unexpected field 'foo', did you mean 'kind'?")],
    ],
    [
      'dr-git-no-repository',
      { 'default-registry': { kind: 'git', baseline: SHA } },
      [
        error(
          '/default-registry',
          "a git registry: missing required field 'repository' (a git repository URL)",
        ),
      ],
    ],
    [
      'dr-git-path',
      { 'default-registry': { kind: 'git', repository: 'r', baseline: SHA, path: 'x' } },
      [
        error(
          '/default-registry/path',
          "a git registry: unexpected field 'path', did you mean 'kind'?",
        ),
      ],
    ],
    [
      'dr-fs-no-path',
      { 'default-registry': { kind: 'filesystem' } },
      [error('/default-registry', "a filesystem registry: missing required field 'path' (a path)")],
    ],
    [
      'dr-fs-repository',
      { 'default-registry': { kind: 'filesystem', path: 'reg', repository: 'x' } },
      [
        error(
          '/default-registry/repository',
          "a filesystem registry: unexpected field 'repository', did you mean 'path'?",
        ),
      ],
    ],
    [
      'dr-artifact',
      { 'default-registry': { kind: 'artifact', name: 'a', location: 'https://x' } },
      [
        error(
          '/default-registry',
          'a configuration object: The default registry cannot be an artifact registry.',
        ),
      ],
    ],
    [
      'dr-kind-unknown',
      { 'default-registry': { kind: 'foo' } },
      [
        error(
          '/default-registry/kind',
          'a registry: "kind" did not have an expected value: (expected one of: builtin, filesystem, git, artifact; found foo)',
        ),
      ],
    ],
    [
      'dr-kind-missing',
      { 'default-registry': { baseline: SHA } },
      [
        error(
          '/default-registry',
          "a registry: missing required field 'kind' (a registry implementation kind)",
        ),
      ],
    ],
    [
      'dr-kind-number',
      { 'default-registry': { kind: 5 } },
      [error('/default-registry/kind', 'mismatched type: expected a registry implementation kind')],
    ],
    [
      'dr-string',
      { 'default-registry': 'builtin' },
      [error('/default-registry', 'mismatched type: expected a registry')],
    ],
    [
      'reg-object',
      { registries: {} },
      [error('/registries', 'mismatched type: expected an array of registries')],
    ],
    [
      'reg-null-item',
      { registries: [null] },
      [error('/registries/0', 'mismatched type: expected a registry')],
    ],
    [
      'reg-no-packages',
      { 'default-registry': null, registries: [{ kind: 'filesystem', path: 'r' }] },
      [
        error(
          '/registries/0',
          "a registry: missing required field 'packages' (a package pattern array)",
        ),
      ],
    ],
    [
      'reg-packages-string',
      { 'default-registry': null, registries: [{ kind: 'filesystem', path: 'r', packages: 'a' }] },
      [error('/registries/0/packages', 'mismatched type: expected a package pattern array')],
    ],
    [
      'reg-pattern-upper',
      {
        'default-registry': null,
        registries: [{ kind: 'filesystem', path: 'r', packages: ['Boost'] }],
      },
      [
        error(
          '/registries/0/packages/0',
          'a package pattern: "Boost" is not a valid package pattern. Package patterns must use only one wildcard character (*) and it must be the last character in the pattern (see https://learn.microsoft.com/vcpkg/users/registries?WT.mc_id=vcpkg_inproduct_cli for more information).',
        ),
      ],
    ],
    [
      'reg-pattern-number',
      { 'default-registry': null, registries: [{ kind: 'filesystem', path: 'r', packages: [5] }] },
      [error('/registries/0/packages/0', 'mismatched type: expected a package pattern')],
    ],
    [
      'reg-artifact-packages',
      { registries: [{ kind: 'artifact', name: 'a', location: 'x', packages: ['a'] }] },
      [
        error(
          '/registries/0/packages',
          "an artifacts registry: unexpected field 'packages', did you mean 'name'?",
        ),
      ],
    ],
    [
      'reg-artifact-no-location',
      { registries: [{ kind: 'artifact', name: 'a' }] },
      [
        error(
          '/registries/0',
          "an artifacts registry: missing required field 'location' (an artifacts git registry URL)",
        ),
      ],
    ],
    [
      'reg-artifact-bad-name',
      { registries: [{ kind: 'artifact', name: 'A', location: 'x' }] },
      [
        error(
          '/registries/0/name',
          'an identifier: "A" is not a valid identifier. Identifiers must be lowercase alphanumeric+hyphens and not reserved (see https://learn.microsoft.com/vcpkg/users/manifests?WT.mc_id=vcpkg_inproduct_cli for more information).',
        ),
      ],
    ],
    [
      'reg-artifact-baseline',
      { registries: [{ kind: 'artifact', name: 'a', location: 'x', baseline: SHA }] },
      [
        error(
          '/registries/0/baseline',
          "an artifacts registry: unexpected field 'baseline', did you mean 'kind'?",
        ),
      ],
    ],
    [
      'ovl-ports-string',
      { 'overlay-ports': 'p' },
      [error('/overlay-ports', 'mismatched type: expected an array of overlay paths')],
    ],
    [
      'ovl-ports-number',
      { 'overlay-ports': [5] },
      [error('/overlay-ports/0', 'mismatched type: expected an overlay path')],
    ],
    [
      'ovl-triplets-string',
      { 'overlay-triplets': 'x' },
      [error('/overlay-triplets', 'mismatched type: expected an array of overlay triplets paths')],
    ],
    [
      'ovl-triplets item',
      { 'overlay-triplets': [true] },
      [error('/overlay-triplets/0', 'mismatched type: expected a triplet path')],
    ],
    [
      'ce-message-number',
      { message: 5 },
      [error('/message', 'mismatched type: expected a string')],
    ],
    ['ce-settings-string', { settings: 'x' }, [error('/settings', 'settings: expected an object')]],
    [
      'ce-requires-number',
      { requires: { a: 1 } },
      [error('/requires/a', 'a "string": "string" dictionary: value of ["a"] must be a string')],
    ],
    [
      'ce-demands-nested',
      { demands: { x: { demands: {} } } },
      [
        error(
          '/demands/x/demands',
          'a demand object: ["x"] contains a nested `demands` object (nested `demands` have no effect)',
        ),
      ],
    ],
    [
      'ce-demands-not-object',
      { demands: { x: 5 } },
      [error('/demands/x', 'a demand object: value of ["x"] must be an object')],
    ],
    [
      'ovl-ports-dot',
      { 'overlay-ports': ['.'] },
      [
        error(
          '/overlay-ports/0',
          'The manifest directory cannot be the same as a directory configured in overlay-ports, so "overlay-ports" values cannot be ".".',
        ),
      ],
    ],
    [
      'ovl-ports-dot-slash',
      { 'overlay-ports': ['./'] },
      [
        error(
          '/overlay-ports/0',
          'The manifest directory cannot be the same as a directory configured in overlay-ports ("./" is the manifest directory).',
        ),
      ],
    ],
    [
      'reg-git-no-default',
      { registries: [{ kind: 'filesystem', path: 'r', packages: ['a'] }] },
      [
        error(
          '',
          'Using registries requires that a baseline is set for the default registry or that the default registry is null. See https://learn.microsoft.com/vcpkg/users/registries?WT.mc_id=vcpkg_inproduct_cli for more details.',
        ),
      ],
    ],
  ])('%s', (_id, configuration, expected) => {
    expect(errors(configuration)).toEqual(expected);
  });
});
