/**
 * The configurations of research 6 (/work/briefs/research-23.md), by the case id of
 * /work/research23/cases-config.mjs, with vcpkg's verdict on each. Shapes rebuilt here, so that
 * the tests run without ../shared.
 */
export const SHA = '0123456789abcdef0123456789abcdef01234567';
const builtin = { kind: 'builtin', baseline: SHA };
const git = { kind: 'git', repository: 'https://example.com/r.git', baseline: SHA };
const gitIn = (packages: unknown) => ({ ...git, packages });

/** A case: its id, the configuration, and vcpkg's verdict. */
export type ConfigurationCase = [
  id: string,
  configuration: unknown,
  verdict: 'accepted' | 'rejected',
];

export const CASES: ConfigurationCase[] = [
  ['cfg-empty', {}, 'accepted'],
  [
    'cfg-schema',
    {
      $schema:
        'https://raw.githubusercontent.com/microsoft/vcpkg-tool/main/docs/vcpkg-configuration.schema.json',
    },
    'accepted',
  ],
  ['cfg-dollar', { $x: [1, 2], $y: { a: 1 } }, 'accepted'],
  ['cfg-unknown', { foo: 1 }, 'accepted'],
  ['cfg-unknown-near', { registry: [] }, 'accepted'],
  ['dr-null', { 'default-registry': null }, 'accepted'],
  ['dr-builtin', { 'default-registry': builtin }, 'accepted'],
  ['dr-builtin-no-baseline', { 'default-registry': { kind: 'builtin' } }, 'rejected'],
  [
    'dr-builtin-bad-baseline',
    { 'default-registry': { kind: 'builtin', baseline: 'abc' } },
    'accepted',
  ],
  [
    'dr-builtin-upper-baseline',
    { 'default-registry': { kind: 'builtin', baseline: SHA.toUpperCase() } },
    'accepted',
  ],
  [
    'dr-builtin-number-baseline',
    { 'default-registry': { kind: 'builtin', baseline: 5 } },
    'rejected',
  ],
  ['dr-builtin-packages', { 'default-registry': { ...builtin, packages: ['a'] } }, 'rejected'],
  ['dr-builtin-repository', { 'default-registry': { ...builtin, repository: 'x' } }, 'rejected'],
  ['dr-builtin-unknown', { 'default-registry': { ...builtin, foo: 1 } }, 'rejected'],
  ['dr-builtin-dollar', { 'default-registry': { ...builtin, $c: 1 } }, 'accepted'],
  ['dr-git', { 'default-registry': git }, 'accepted'],
  ['dr-git-reference', { 'default-registry': { ...git, reference: 'main' } }, 'accepted'],
  [
    'dr-git-no-baseline',
    { 'default-registry': { kind: 'git', repository: 'https://example.com/r.git' } },
    'rejected',
  ],
  ['dr-git-no-repository', { 'default-registry': { kind: 'git', baseline: SHA } }, 'rejected'],
  ['dr-git-bad-baseline', { 'default-registry': { ...git, baseline: 'main' } }, 'accepted'],
  ['dr-git-repo-any', { 'default-registry': { ...git, repository: 'not a url' } }, 'accepted'],
  ['dr-git-path', { 'default-registry': { ...git, path: 'x' } }, 'rejected'],
  ['dr-fs', { 'default-registry': { kind: 'filesystem', path: 'reg' } }, 'accepted'],
  [
    'dr-fs-baseline',
    { 'default-registry': { kind: 'filesystem', path: 'reg', baseline: 'default' } },
    'accepted',
  ],
  ['dr-fs-no-path', { 'default-registry': { kind: 'filesystem' } }, 'rejected'],
  ['dr-fs-number-path', { 'default-registry': { kind: 'filesystem', path: 5 } }, 'rejected'],
  [
    'dr-fs-repository',
    { 'default-registry': { kind: 'filesystem', path: 'reg', repository: 'x' } },
    'rejected',
  ],
  [
    'dr-artifact',
    { 'default-registry': { kind: 'artifact', name: 'a', location: 'https://x' } },
    'rejected',
  ],
  ['dr-kind-unknown', { 'default-registry': { kind: 'foo' } }, 'rejected'],
  ['dr-kind-upper', { 'default-registry': { kind: 'Builtin', baseline: SHA } }, 'rejected'],
  ['dr-kind-missing', { 'default-registry': { baseline: SHA } }, 'rejected'],
  ['dr-kind-number', { 'default-registry': { kind: 5 } }, 'rejected'],
  ['dr-string', { 'default-registry': 'builtin' }, 'rejected'],
  ['dr-array', { 'default-registry': [] }, 'rejected'],
  ['reg-empty', { registries: [] }, 'accepted'],
  ['reg-git', { 'default-registry': builtin, registries: [gitIn(['a'])] }, 'accepted'],
  ['reg-git-no-default', { registries: [gitIn(['a'])] }, 'rejected'],
  ['reg-git-null-default', { 'default-registry': null, registries: [gitIn(['a'])] }, 'accepted'],
  [
    'reg-git-fs-default-no-baseline',
    { 'default-registry': { kind: 'filesystem', path: 'r' }, registries: [gitIn(['a'])] },
    'rejected',
  ],
  [
    'reg-builtin',
    { 'default-registry': null, registries: [{ ...builtin, packages: ['a'] }] },
    'accepted',
  ],
  [
    'reg-fs',
    { 'default-registry': null, registries: [{ kind: 'filesystem', path: 'r', packages: ['a'] }] },
    'accepted',
  ],
  ['reg-no-packages', { 'default-registry': null, registries: [git] }, 'rejected'],
  ['reg-packages-empty', { 'default-registry': null, registries: [gitIn([])] }, 'accepted'],
  ['reg-packages-string', { 'default-registry': null, registries: [gitIn('a')] }, 'rejected'],
  ['reg-pattern-upper', { 'default-registry': null, registries: [gitIn(['Boost'])] }, 'rejected'],
  ['reg-pattern-mid-star', { 'default-registry': null, registries: [gitIn(['a*b'])] }, 'rejected'],
  [
    'reg-pattern-dash-star',
    { 'default-registry': null, registries: [gitIn(['boost-*'])] },
    'accepted',
  ],
  [
    'reg-pattern-bare-dash-star',
    { 'default-registry': null, registries: [gitIn(['-*'])] },
    'rejected',
  ],
  ['reg-pattern-star-only', { 'default-registry': null, registries: [gitIn(['*'])] }, 'accepted'],
  [
    'reg-pattern-prefix-star',
    { 'default-registry': null, registries: [gitIn(['boost*'])] },
    'accepted',
  ],
  [
    'reg-pattern-double-star',
    { 'default-registry': null, registries: [gitIn(['a**'])] },
    'rejected',
  ],
  ['reg-pattern-reserved', { 'default-registry': null, registries: [gitIn(['core'])] }, 'accepted'],
  [
    'reg-pattern-reserved-star',
    { 'default-registry': null, registries: [gitIn(['con*'])] },
    'accepted',
  ],
  [
    'reg-pattern-all_modules',
    { 'default-registry': null, registries: [gitIn(['all_modules'])] },
    'accepted',
  ],
  ['reg-pattern-empty', { 'default-registry': null, registries: [gitIn([''])] }, 'rejected'],
  ['reg-pattern-number', { 'default-registry': null, registries: [gitIn([5])] }, 'rejected'],
  [
    'reg-duplicate-pattern',
    {
      'default-registry': null,
      registries: [gitIn(['a']), { kind: 'filesystem', path: 'r', packages: ['a'] }],
    },
    'accepted',
  ],
  ['reg-artifact', { registries: [{ kind: 'artifact', name: 'a', location: 'x' }] }, 'accepted'],
  [
    'reg-artifact-packages',
    { registries: [{ kind: 'artifact', name: 'a', location: 'x', packages: ['a'] }] },
    'rejected',
  ],
  ['reg-artifact-no-location', { registries: [{ kind: 'artifact', name: 'a' }] }, 'rejected'],
  [
    'reg-artifact-bad-name',
    { registries: [{ kind: 'artifact', name: 'A', location: 'x' }] },
    'rejected',
  ],
  [
    'reg-artifact-baseline',
    { registries: [{ kind: 'artifact', name: 'a', location: 'x', baseline: SHA }] },
    'rejected',
  ],
  ['reg-null-item', { registries: [null] }, 'rejected'],
  [
    'reg-kind-unknown',
    { 'default-registry': null, registries: [{ kind: 'foo', packages: ['a'] }] },
    'rejected',
  ],
  [
    'reg-unknown-field',
    { 'default-registry': null, registries: [{ ...gitIn(['a']), foo: 1 }] },
    'rejected',
  ],
  ['reg-object', { registries: {} }, 'rejected'],
  ['ovl-ports', { 'overlay-ports': ['ports', '/abs/ports', 'C:\\ports'] }, 'accepted'],
  ['ovl-ports-dot', { 'overlay-ports': ['.'] }, 'rejected'],
  ['ovl-ports-dot-slash', { 'overlay-ports': ['./'] }, 'rejected'],
  ['ovl-ports-empty-string', { 'overlay-ports': [''] }, 'rejected'],
  ['ovl-ports-string', { 'overlay-ports': 'ports' }, 'rejected'],
  ['ovl-ports-number', { 'overlay-ports': [5] }, 'rejected'],
  ['ovl-triplets', { 'overlay-triplets': ['triplets'] }, 'accepted'],
  ['ovl-triplets-dot', { 'overlay-triplets': ['.'] }, 'accepted'],
  ['ovl-triplets-string', { 'overlay-triplets': 'x' }, 'rejected'],
  ['ce-message', { message: 'hi', warning: 'w', error: 'e' }, 'accepted'],
  ['ce-message-number', { message: 5 }, 'rejected'],
  ['ce-settings', { settings: { a: 1 }, apply: { b: [] } }, 'accepted'],
  ['ce-settings-string', { settings: 'x' }, 'rejected'],
  ['ce-requires', { requires: { a: 'b' } }, 'accepted'],
  ['ce-requires-number', { requires: { a: 1 } }, 'rejected'],
  ['ce-demands', { demands: { x: { message: 'm' } } }, 'accepted'],
  ['ce-demands-nested', { demands: { x: { demands: {} } } }, 'rejected'],
  ['ce-demands-not-object', { demands: { x: 5 } }, 'rejected'],
  ['ce-demands-unknown', { demands: { x: { foo: 1 } } }, 'accepted'],
];
