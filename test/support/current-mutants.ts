/**
 * Mutants for the `current` profile (issue 23): today's ports, project manifests and
 * vcpkg-configuration.json files, each changed by one named mutation aimed at a boundary of
 * today's vcpkg, so that a disagreement with the real
 * vcpkg says which kind of change it was about. Repeatable: the same seed gives the same mutants.
 *
 * Ports start from today's ports (`../shared/corpus/vcpkg-ports-2026-08`, or built-in ones where
 * it is absent); projects from the same ports without `name` and version, often with a baseline,
 * an embedded configuration or overrides; configurations from built-in valid ones.
 */
import { readFileSync } from 'node:fs';
import type { Json, JsonObject } from './built-in-manifests.js';
import { listCorpus } from './corpus.js';
import { createRandom, type Random } from './random.js';
import type { OracleFile, OracleKind } from './vcpkg-oracle.js';

/** The corpus snapshot of today's ports. */
export const CURRENT_PORTS_SET = 'vcpkg-ports-2026-08';

/** One generated file. */
export interface CurrentMutant {
  /** `<kind>-<n>`, unique in one generation. */
  id: string;
  kind: OracleKind;
  /** What it started from: a corpus path or `built-in #<n>`. */
  base: string;
  /** The mutation's name, a key of the kind's mutation table. */
  mutation: string;
  /** The file's text. */
  text: string;
  /** For a project: a vcpkg-configuration.json beside it. */
  configuration?: string;
}

export interface MutantCounts {
  ports: number;
  projects: number;
  configurations: number;
}

/** A manifest to start from, and its name (a corpus path or `built-in #<n>`). */
export interface Base {
  name: string;
  data: JsonObject;
}

const SHA = '3426db05b996481ca31e95fff3734cf23e0f51bc';
const VERSION_KEYS = ['version', 'version-semver', 'version-date', 'version-string'];

/** Values of each boundary; `raw(...)` puts JSON text that JSON.stringify cannot write. */
const RAW = '\u0000raw:';
const raw = (text: string): string => `${RAW}${text}`;

const IDENTIFIERS = [
  ...['abc', '1abc', 'a-1', 'con-x', 'x-con', 'cores', 'defaults', 'lpt10', 'default-x'],
  ...['all_modules', 'Abc', 'COM1', 'a_b', 'all_modules2', 'a--b', '-a', 'a-', '', 'a.b'],
  ...['caf\u00e9', 'zlib[core]', 'a b', 'con', 'prn', 'aux', 'nul', 'core', 'default', 'lpt0'],
  ...['com9', 'lpt1'],
];
const RELAXED_VERSIONS = [
  ...['1', '0', '1.0.0', '1.2.3.4.5', '01', '1.01', '1.', '.1', '1..2', 'v1', '1.0-rc.1'],
  ...['1.0-01', '1.0-rc.01', '1.0+b.2', '1.0+', '1.0-', '1.2#3', '1#x', '1.0 ', ' 1.0', ''],
  ...['1.0-alpha-1', '1.0-0a', '99999999999999999999999.0', '18446744073709551615.1'],
];
const SEMVER_VERSIONS = [
  ...['1.2.3', '0.0.0', '1.2.3-alpha.1+b.2', '1.2', '1.2.3.4', '1.2.3-01', '1.2.3-rc.01'],
  ...['v1.2.3', '1.2.3#1', '01.2.3', '99999999999999999999999.0.0'],
];
const DATE_VERSIONS = [
  ...['2020-01-01', '2020-01-01.1.2', '2020-01-01.0', '2020-13-45', '2020-1-1'],
  ...['2020-01-01.01', '2020-01-01a', '2020-01-01.', '2020-01-01#2'],
  ...['2020-01-01.99999999999999999999999'],
];
const STRING_VERSIONS = ['vista', 'any thing: v1 / ~', '', 'a#b', '#'];
const PORT_VERSIONS: Json[] = [
  ...[0, 1, 2147483647, 2147483648, -1, '1', null, true],
  ...[raw('1.0'), raw('-0'), raw('1e2'), raw('01'), raw('99999999999999999999')],
];
const LICENSES: Json[] = [
  ...['MIT', 'mit', 'apache-2.0 WITH LLVM-EXCEPTION', 'GPL-2.0+', 'GPL-2.0-or-later', '(MIT)'],
  ...['MIT AND Apache-2.0 OR BSD-3-Clause', ' MIT', 'LicenseRef-x', 'licenseref-x', 'Foo'],
  ...['Bugroff', 'Apache-2.0 WITH Foo-exception', '', '   ', 'MIT ', 'MIT\u00e9', 'MIT/X'],
  ...['MIT, Apache-2.0', 'GPL-2.0 +', 'MIT++', 'MIT and Apache-2.0', 'MIT Apache-2.0'],
  ...['Apache-2.0 WITH LLVM-exception MIT', 'MIT AND', 'Foo AND', 'OR MIT', '(MIT', '()'],
  ...['MIT)', '(MIT) WITH LLVM-exception', 'Apache-2.0 WITH', 'MIT WITH WITH', null, 5, []],
  ...['Apache-2.0 WITH Classpath-exception-2.0-short', 'BSD-2-Clause-pos-unchanged'],
  ...['DocumentRef-x:LicenseRef-y'],
];
const PLATFORMS: Json[] = [
  ...['windows', '!windows', '! windows', 'windows&x64', 'windows | linux', '((windows))'],
  ...['(windows & x64) | linux', '!(windows | osx)', ' windows ', 'windows and x64'],
  ...['not windows', 'not(windows)', 'notwindows', 'windows,linux', 'a & b , c | d'],
  ...['windows & x64 | linux', 'windows or linux', '', '  ', '!!windows', 'not', '()'],
  ...['windows &', 'windows && linux', 'windows || linux', 'Windows', '(windows', 'foo-bar'],
  ...['uwp_x', 'a.b', 'windows linux', 'and', 'x64 & and', '!(!windows)', 'wind\u00f6ws'],
  ...[5, null, ['windows']],
];
const DEPENDENCIES: Json[] = [
  ...['zlib', 'a.b', 'Zlib', 'zlib[core]', 'zlib:x64-windows', 'core', '', 42, null],
  { name: 'zlib', host: true, 'default-features': false, features: ['a', { name: 'b' }] },
  { name: 'zlib', platform: 'windows & x64 | linux' },
  { name: 'zlib', 'version>=': '1.0#2' },
  { name: 'zlib', 'version>=': 'not a version' },
  { name: 'zlib', 'version>=': '1.0#x' },
  { name: 'zlib', 'version>=': '1.0#' },
  { name: 'zlib', features: ['core'] },
  { name: 'zlib', features: ['default'] },
  { name: 'zlib', features: [{ name: 'a', platform: 'linux' }] },
  { name: 'zlib', features: [{ platform: 'linux' }] },
  { name: 'zlib', features: [{ name: 'a', foo: 1 }] },
  { name: 'zlib', features: 'a' },
  { name: 'zlib', 'port-version': 1 },
  { name: 'zlib', 'version=': '1.0' },
  { name: 'zlib', supports: 'windows' },
  { name: 'zlib', host: 'yes' },
  { name: 'zlib', 'default-features': ['a'] },
  { name: 'zlib', $comment: { any: 1 } },
  { host: true },
];
const DEFAULT_FEATURES: Json[] = [
  ...['a', 'core', 'default', 'A', 'con', 42, { name: 'a', platform: 'linux' }, { name: 'a' }],
  ...[{ platform: 'linux' }, { name: 'a', foo: 1 }, { name: 'a', platform: 'a | b & c' }],
];
const FEATURES: Json[] = [
  { description: 'x' },
  { description: '' },
  { description: [] },
  { description: ['a', 'b'], supports: 'windows', license: null, dependencies: ['zlib'] },
  { description: 'x', license: 'MIT ' },
  {},
  { description: 'x', name: 'a' },
  { description: 'x', 'default-features': ['b'] },
  { description: 'x', foo: 1 },
  { description: 5 },
  { description: 'x', $x: [] },
  'x',
  null,
];
const OVERRIDES: Json[] = [
  { name: 'zlib', version: '1.2.13' },
  { name: 'zlib', version: 'any text' },
  { name: 'zlib', version: '' },
  { name: 'zlib', version: '1.0#2' },
  { name: 'zlib', version: '1.0#2', 'port-version': 1 },
  { name: 'zlib', version: '1.0#' },
  { name: 'zlib', version: '1.0#x' },
  { name: 'zlib', version: '1.0#-1' },
  { name: 'zlib', 'version-string': 'vista', 'port-version': 3 },
  { name: 'zlib', 'version-semver': '1.2.3' },
  { name: 'zlib', 'version-semver': '1.0' },
  { name: 'zlib', 'version-date': '2020-01-01#1' },
  { name: 'zlib', 'version-date': '2020-1-1' },
  { name: 'zlib', 'version-semver': '99999999999999999999999.0.0' },
  { name: 'zlib' },
  { name: 'zlib', 'port-version': 1 },
  { name: 'zlib', version: '1', 'version-string': '1' },
  { name: 'zlib', version: '1', 'port-version': -1 },
  { name: 'zlib', version: '1', foo: 1 },
  { version: '1' },
  { name: 'Zlib', version: '1' },
  { name: 'zlib', version: '1', $x: 1 },
  'zlib',
];
const BASELINES: Json[] = [
  ...[SHA, SHA.toUpperCase(), SHA.slice(1), `${SHA}0`, 'abc', '', `${SHA.slice(1)}g`, 5, null],
];
const UNKNOWN_KEYS = ['foo', 'dev-dependencies', 'Name', 'dependency', 'name ', 'version>='];

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON text of `value`, two-space indented, `raw(...)` strings written as their raw text. */
function toText(value: Json): string {
  return JSON.stringify(value, null, 2).replace(
    /"\\u0000raw:((?:[^"\\]|\\.)*)"/g,
    (_, text: string) => JSON.parse(`"${text}"`) as string,
  );
}

/** Sets an own key, `__proto__` included. */
function setKey(object: JsonObject, key: string, value: Json): void {
  Object.defineProperty(object, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
const clone = <T extends Json>(value: T): T => structuredClone(value);

/** A manifest's features as objects (those that are), and its dependency lists. */
const featureObjects = (doc: JsonObject): JsonObject[] =>
  isObject(doc.features) ? Object.values(doc.features).filter(isObject) : [];
const dependencyLists = (doc: JsonObject): Json[][] =>
  [doc, ...featureObjects(doc)]
    .map((owner) => owner.dependencies)
    .filter((list): list is Json[] => Array.isArray(list));

/** A mutation: the new text of the file, or undefined when it does not apply to this base. */
type Mutation = (doc: JsonObject, random: Random) => string | undefined;
/** A project mutation may also put a configuration beside the manifest. */
type ProjectMutation = (
  doc: JsonObject,
  random: Random,
) => string | { text: string; configuration: string } | undefined;

/** Sets `key` of the manifest (or of a feature, half the time when `anywhere`) to a value. */
const setField =
  (key: string, values: readonly Json[], anywhere = false): Mutation =>
  (doc, random) => {
    const features = featureObjects(doc);
    const owner =
      anywhere && features.length > 0 && random.next() < 0.5 ? random.pick(features) : doc;
    setKey(owner, key, clone(random.pick(values)));
    return toText(doc);
  };

/** Replaces the version field (or adds `version`) with a value of `key`'s scheme. */
const setVersion =
  (key: string, values: readonly Json[]): Mutation =>
  (doc, random) => {
    for (const other of VERSION_KEYS) delete doc[other];
    doc[key] = random.pick(values);
    return toText(doc);
  };

/** The mutations of a manifest, port or project alike. */
const MANIFEST_MUTATIONS: Record<string, Mutation> = {
  unchanged: (doc) => toText(doc),
  'name as an identifier': setField('name', IDENTIFIERS),
  'no name': (doc) => {
    delete doc.name;
    return toText(doc);
  },
  'no version field': (doc) => {
    for (const key of VERSION_KEYS) delete doc[key];
    return toText(doc);
  },
  'two version fields': (doc, random) => {
    const absent = VERSION_KEYS.filter((key) => !(key in doc));
    if (absent.length === VERSION_KEYS.length) return undefined;
    const key = random.pick(absent);
    doc[key] = key === 'version-date' ? '2020-01-01' : key === 'version-semver' ? '1.2.3' : '1';
    return toText(doc);
  },
  'version text': setVersion('version', RELAXED_VERSIONS),
  'version-semver text': setVersion('version-semver', SEMVER_VERSIONS),
  'version-date text': setVersion('version-date', DATE_VERSIONS),
  'version-string text': setVersion('version-string', STRING_VERSIONS),
  'version as a number': (doc, random) =>
    setVersion(random.pick(VERSION_KEYS), [1, 2.5])(doc, random),
  'port-version value': setField('port-version', PORT_VERSIONS),
  'port-version without a version field': (doc) => {
    for (const key of VERSION_KEYS) delete doc[key];
    doc['port-version'] = 0;
    return toText(doc);
  },
  'license expression': setField('license', LICENSES, true),
  'supports expression': setField('supports', PLATFORMS, true),
  'dependency platform expression': (doc, random) => {
    const list = random.pick(dependencyLists(doc));
    if (!list) return undefined;
    list.push({ name: 'zlib', platform: clone(random.pick(PLATFORMS)) });
    return toText(doc);
  },
  'dependency item': (doc, random) => {
    const lists = dependencyLists(doc);
    const list = lists.length > 0 ? random.pick(lists) : (doc.dependencies = []);
    list.push(clone(random.pick(DEPENDENCIES)));
    return toText(doc);
  },
  'dependencies not an array': setField('dependencies', ['zlib', { zlib: {} }, null, 5], true),
  'default-features item': (doc, random) => {
    const list = Array.isArray(doc['default-features']) ? doc['default-features'] : [];
    list.push(clone(random.pick(DEFAULT_FEATURES)));
    doc['default-features'] = list;
    return toText(doc);
  },
  'default-features not an array': setField('default-features', ['a', { name: 'a' }, true]),
  'feature name': (doc, random) => {
    const features = isObject(doc.features) ? doc.features : {};
    setKey(features, random.pick(IDENTIFIERS), { description: 'x' });
    doc.features = features;
    return toText(doc);
  },
  'feature object': (doc, random) => {
    const features = isObject(doc.features) ? doc.features : {};
    setKey(features, 'feature-x', clone(random.pick(FEATURES)));
    doc.features = features;
    return toText(doc);
  },
  'features as an array': (doc) => {
    const features = isObject(doc.features) ? doc.features : {};
    doc.features = Object.entries(features).map(([name, feature]) =>
      isObject(feature) ? { name, ...feature } : feature,
    );
    return toText(doc);
  },
  'field of another type': (doc, random) => {
    const [key, value] = random.pick<[string, Json]>([
      ['homepage', 5],
      ['homepage', ''],
      ['homepage', 'not a url'],
      ['homepage', null],
      ['documentation', ['x']],
      ['documentation', ''],
      ['contacts', []],
      ['contacts', 'x'],
      ['contacts', { a: 1, b: [null] }],
      ['summary', ['a', 'b']],
      ['summary', { a: 'b' }],
      ['description', null],
      ['description', ''],
      ['description', [5]],
      ['maintainers', []],
      ['maintainers', null],
      ['maintainers', ['a', 5]],
      ['builtin-baseline', 5],
      ['builtin-baseline', 'not a sha'],
    ]);
    setKey(doc, key, value);
    return toText(doc);
  },
  'unknown key': (doc, random) => {
    setKey(doc, random.pick(UNKNOWN_KEYS), clone(random.pick([1, 'x', null, []])));
    return toText(doc);
  },
  '$-key with any value': (doc, random) => {
    setKey(
      doc,
      random.pick(['$schema', '$comment', '$', '$x-y']),
      clone(random.pick([1, null, [{}], 'x'])),
    );
    return toText(doc);
  },
  'overrides item': (doc, random) => {
    const list = Array.isArray(doc.overrides) ? doc.overrides : [];
    list.push(clone(random.pick(OVERRIDES)));
    if (random.next() < 0.3) list.push(clone(random.pick(OVERRIDES)));
    doc.overrides = list;
    return toText(doc);
  },
  'overrides not an array': setField('overrides', [{}, 'zlib', null]),
  'embedded configuration': (doc, random) => {
    doc[random.pick(['vcpkg-configuration', 'configuration'])] = mutateConfiguration(random).data;
    return toText(doc);
  },
  'embedded configuration not an object': setField('vcpkg-configuration', [[], 'x', null, 5]),
  'both configuration keys': (doc) => {
    doc['vcpkg-configuration'] = {};
    doc.configuration = {};
    return toText(doc);
  },
  'duplicate key': (doc, random) => {
    const keys = Object.keys(doc);
    if (keys.length === 0) return undefined;
    const key = random.pick(keys);
    const text = toText(doc);
    return `{\n  ${JSON.stringify(key)}: ${JSON.stringify(doc[key])},${text.slice(1)}`;
  },
  'duplicate key in a dependency': (doc) => {
    const text = toText(doc);
    return text.replace(/^\{/, '{\n  "$y": [{"name": "a", "host": true, "host": false}],');
  },
  'duplicate $-key': (doc) => {
    const text = toText(doc);
    return `{\n  "$x": 1,\n  "$x": 2,${text.slice(1)}`;
  },
  'JSON syntax': (doc, random) => {
    const text = toText(doc);
    const body = text.slice(1);
    return random.pick([
      `{\n  "$x": [1,],${body}`,
      `{\n  // comment\n${body}`,
      `{\n  /* comment */${body}`,
      `{\n  'name': 1,${body}`,
      `{\n  "$x": 1e2,${body}`,
      `{\n  "$x": NaN,${body}`,
      `{\n  "$x": 01,${body}`,
      `{\n  "$x": -0,${body}`,
      `{\n  "$x": 99999999999999999999,${body}`,
      `{\n  "$x": 9223372036854775807,${body}`,
      `{\n  "$x": "\\q",${body}`,
      `{\n  "$x": "\\u0000",${body}`,
      `{\n  "$x": "\\ud800",${body}`,
      `{\n  "$x": "a\u0001b",${body}`,
      `\uFEFF${text}`,
      `${text}\n{}`,
      `${text} x`,
      text.slice(0, -1),
      text.replace(/\n/g, '\r\n'),
      text.replace(/\n/, '\n\f'),
      text.replace(/\n/, '\n\t'),
      '',
      '[]',
      '"x"',
    ]);
  },
  'nesting depth': (doc, random) => {
    const depth = random.pick([199, 200, 201]);
    return `{\n  "$x": ${'['.repeat(depth)}${']'.repeat(depth)},${toText(doc).slice(1)}`;
  },
};

/** The mutations only a project has (and the manifest ones, with the port's name removed). */
const PROJECT_MUTATIONS: Record<string, ProjectMutation> = {
  'project without name and version': (doc) => {
    delete doc.name;
    for (const key of VERSION_KEYS) delete doc[key];
    return toText(doc);
  },
  'builtin-baseline value': (doc, random) => {
    doc['builtin-baseline'] = random.pick(BASELINES);
    return toText(doc);
  },
  'builtin-baseline and overrides': (doc, random) => {
    doc['builtin-baseline'] = SHA;
    doc.overrides = [clone(random.pick(OVERRIDES))];
    return toText(doc);
  },
  'version>= without builtin-baseline': (doc) => {
    doc.dependencies = [{ name: 'zlib', 'version>=': '1.2.13' }];
    return toText(doc);
  },
  'builtin-baseline and embedded default-registry': (doc) => {
    doc['builtin-baseline'] = SHA;
    doc['vcpkg-configuration'] = { 'default-registry': { kind: 'builtin', baseline: SHA } };
    return toText(doc);
  },
  'builtin-baseline and embedded registries': (doc, random) => {
    doc['builtin-baseline'] = random.pick([SHA, 'abc']);
    doc['vcpkg-configuration'] = { registries: [clone(GIT_REGISTRY)] };
    return toText(doc);
  },
  'configuration beside': (doc, random) => ({
    text: toText(doc),
    configuration: mutateConfiguration(random).text,
  }),
  'configuration beside and embedded': (doc) => {
    doc['vcpkg-configuration'] = {};
    return { text: toText(doc), configuration: '{}\n' };
  },
  'builtin-baseline and a default-registry beside': (doc) => {
    doc['builtin-baseline'] = SHA;
    return {
      text: toText(doc),
      configuration: toText({ 'default-registry': { kind: 'builtin', baseline: SHA } }),
    };
  },
  'overlay-ports of the project folder': (doc, random) => {
    doc['vcpkg-configuration'] = {
      'overlay-ports': [random.pick(['.', './', '', '../f', 'ports'])],
    };
    return toText(doc);
  },
};

const GIT_REGISTRY: JsonObject = {
  kind: 'git',
  repository: 'https://github.com/example/registry',
  baseline: SHA,
  packages: ['boost-*', 'fmt'],
};

/** Valid configurations, using every key and every kind of registry between them. */
const CONFIGURATIONS: JsonObject[] = [
  {
    $schema:
      'https://raw.githubusercontent.com/microsoft/vcpkg-tool/main/docs/vcpkg-configuration.schema.json',
    'default-registry': {
      kind: 'git',
      repository: 'https://github.com/microsoft/vcpkg',
      baseline: SHA,
    },
    registries: [GIT_REGISTRY],
  },
  {
    'default-registry': { kind: 'builtin', baseline: SHA },
    'overlay-ports': ['./ports', '/abs/ports', 'C:\\ports'],
    'overlay-triplets': ['./triplets', '.'],
  },
  {
    'default-registry': null,
    registries: [
      { kind: 'filesystem', path: '../registry', baseline: 'default', packages: ['a', '*'] },
      { kind: 'artifact', name: 'microsoft', location: 'https://aka.ms/vcpkg-ce-default' },
    ],
  },
  {
    registries: [{ kind: 'artifact', name: 'my-registry', location: 'https://x.org/r.zip' }],
    message: 'hello',
    warning: 'careful',
    settings: { a: 1 },
    apply: {},
    requires: { tool: '>=1.0' },
    demands: { 'windows and x64': { message: 'm', requires: { a: 'b' } } },
  },
];

const REGISTRY_PATCHES: Json[] = [
  { kind: 'foo' },
  { kind: 'Builtin' },
  { kind: 5 },
  {},
  { kind: 'builtin', baseline: SHA, repository: 'x' },
  { kind: 'builtin', baseline: 'abc' },
  { kind: 'builtin', baseline: SHA.toUpperCase() },
  { kind: 'git', repository: 'not a url', baseline: SHA, reference: 'main' },
  { kind: 'git', repository: 'https://x.org/r', baseline: SHA, path: 'x' },
  { kind: 'git', baseline: SHA },
  { kind: 'filesystem', path: 5 },
  { kind: 'filesystem' },
  { kind: 'artifact', name: 'A', location: 'x' },
  { kind: 'artifact', name: 'a' },
  { kind: 'artifact', name: 'a', location: 'x', baseline: SHA },
  { kind: 'builtin', baseline: 5 },
  { $x: [1] },
];
const PACKAGE_PATTERNS: Json[] = [
  ...['*', 'boost-*', 'boost*', 'core', 'con*', 'all_modules', 'Boost', 'a*b', 'a**', '-*'],
  ...['', 'a.b', 5, 'fmt'],
];

/** Each configuration mutation changes a copy of a valid configuration, or writes a text. */
type ConfigurationMutation = (doc: JsonObject, random: Random) => JsonObject | string | undefined;

const CONFIGURATION_MUTATIONS: Record<string, ConfigurationMutation> = {
  unchanged: (doc) => doc,
  'default-registry value': (doc, random) => {
    doc['default-registry'] = clone(
      random.pick<Json>([null, 'builtin', [], { kind: 'artifact', name: 'a', location: 'x' }]),
    );
    return doc;
  },
  'default-registry fields': (doc, random) => {
    doc['default-registry'] = clone(random.pick(REGISTRY_PATCHES));
    if (random.next() < 0.3) setKey(doc['default-registry'] as JsonObject, 'packages', ['a']);
    return doc;
  },
  'registry fields': (doc, random) => {
    const registry = clone(random.pick(REGISTRY_PATCHES)) as JsonObject;
    if (random.next() < 0.7 && registry.kind !== 'artifact') registry.packages = ['x'];
    doc.registries = [registry];
    doc['default-registry'] = null;
    return doc;
  },
  'package pattern': (doc, random) => {
    doc.registries = [{ ...GIT_REGISTRY, packages: [clone(random.pick(PACKAGE_PATTERNS))] }];
    return doc;
  },
  'packages not an array': (doc, random) => {
    doc.registries = [{ ...GIT_REGISTRY, packages: clone(random.pick<Json>(['a', {}, null])) }];
    return doc;
  },
  'duplicate package pattern': (doc) => {
    doc.registries = [clone(GIT_REGISTRY), { ...clone(GIT_REGISTRY), repository: 'https://y.org' }];
    return doc;
  },
  'registries without a default baseline': (doc, random) => {
    doc['default-registry'] = random.pick<Json>([
      { kind: 'filesystem', path: '../r' },
      { kind: 'git', repository: 'https://x.org/r', baseline: SHA },
    ]);
    if (random.next() < 0.5) delete doc['default-registry'];
    doc.registries = [clone(GIT_REGISTRY)];
    return doc;
  },
  'registries not an array': (doc, random) => {
    doc.registries = clone(random.pick<Json>([{}, 5, [null], ['x']]));
    return doc;
  },
  'overlay paths': (doc, random) => {
    const key = random.pick(['overlay-ports', 'overlay-triplets']);
    doc[key] = clone(random.pick<Json>(['x', ['.'], ['./'], [''], ['../f'], [5], [], ['a', 'b']]));
    return doc;
  },
  'ce field': (doc, random) => {
    const [key, value] = random.pick<[string, Json]>([
      ['message', 5],
      ['warning', null],
      ['error', 'stop'],
      ['settings', []],
      ['apply', 'x'],
      ['requires', { a: 1 }],
      ['requires', []],
      ['demands', { x: { demands: {} } }],
      ['demands', { x: 5 }],
      ['demands', { x: { foo: 1 } }],
      ['demands', []],
    ]);
    setKey(doc, key, value);
    return doc;
  },
  'unknown key': (doc, random) => {
    setKey(doc, random.pick(['foo', 'registry', 'default_registry', '$x']), 1);
    return doc;
  },
  'configuration text': (doc, random) => {
    const text = toText(doc);
    return random.pick([
      '',
      '[]',
      '5',
      `{\n  "message": "a",\n  "message": "b",${text.slice(1)}`,
      `${text.slice(0, -2)},\n}`,
      `{ // comment\n${text.slice(1)}`,
      `\uFEFF${text}`,
    ]);
  },
};

/** The configuration mutation tables' names, and the manifests' and projects'. */
export const MUTATION_KINDS: Record<OracleKind, string[]> = {
  port: Object.keys(MANIFEST_MUTATIONS),
  project: [...Object.keys(PROJECT_MUTATIONS), ...Object.keys(MANIFEST_MUTATIONS)],
  configuration: Object.keys(CONFIGURATION_MUTATIONS),
};

/** A mutant configuration (as data when it is one, for embedding) and its text. */
function mutateConfiguration(random: Random, name = random.pick(MUTATION_KINDS.configuration)) {
  const doc = clone(random.pick(CONFIGURATIONS));
  const result = (CONFIGURATION_MUTATIONS[name] as ConfigurationMutation)(doc, random) ?? doc;
  const data = typeof result === 'string' ? doc : result;
  return { name, data, text: typeof result === 'string' ? result : toText(result) };
}

/** Small valid ports, for where the corpus is absent. */
const BUILT_IN_PORTS: JsonObject[] = [
  { name: 'zlib', version: '1.3.1', description: 'A compression library', license: 'Zlib' },
  {
    name: 'fmt',
    'version-semver': '11.0.2',
    'port-version': 1,
    description: ['Formatting library.', 'An alternative to printf.'],
    homepage: 'https://github.com/fmtlib/fmt',
    license: 'MIT',
    supports: '!uwp & !(arm & windows)',
    dependencies: ['vcpkg-cmake', { name: 'vcpkg-cmake-config', host: true }],
  },
  {
    name: 'curl',
    'version-date': '2024-01-01',
    description: 'A library for transferring data with URLs',
    'default-features': ['ssl', { name: 'sspi', platform: 'windows & !uwp' }],
    features: {
      ssl: {
        description: 'SSL support',
        dependencies: [{ name: 'openssl', platform: '!windows' }],
      },
      sspi: { description: 'SSPI support', supports: 'windows' },
    },
  },
];

/** Today's ports of the corpus that are JSON objects; none when it is absent. */
export function currentPortBases(): Base[] {
  const bases: Base[] = [];
  for (const { set, path, file } of listCorpus()) {
    if (set !== CURRENT_PORTS_SET) continue;
    try {
      const data = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, '')) as Json;
      if (isObject(data)) bases.push({ name: path, data });
    } catch {
      // Not JSON: nothing to mutate.
    }
  }
  return bases;
}

/**
 * `counts` mutants of each kind, the same for one seed (and one corpus), each changed by one
 * named mutation; the mutation names are taken in turn from a shuffled list, so every kind of
 * mutation appears once a count reaches the size of its table.
 */
export function generateCurrentMutants(
  counts: MutantCounts,
  seed = 1,
  bases: Base[] = currentPortBases(),
): CurrentMutant[] {
  const random = createRandom(seed);
  const ports =
    bases.length > 0
      ? bases
      : BUILT_IN_PORTS.map((data, index) => ({ name: `built-in #${index}`, data }));
  const mutants: CurrentMutant[] = [];
  const names = (kind: OracleKind, count: number) => {
    const list: string[] = [];
    while (list.length < count) list.push(...shuffled(MUTATION_KINDS[kind], random));
    return list.slice(0, count);
  };
  for (const mutation of names('port', counts.ports)) {
    const base = random.pick(ports);
    const text = applyManifestMutation(mutation, clone(base.data), random);
    mutants.push({ id: `port-${mutants.length}`, kind: 'port', base: base.name, mutation, text });
  }
  for (const mutation of names('project', counts.projects)) {
    const base = random.pick(ports);
    const doc = clone(base.data);
    // A project's manifest rarely has a name or a version; the port's are kept now and then.
    if (random.next() < 0.7) {
      delete doc.name;
      for (const key of VERSION_KEYS) delete doc[key];
      delete doc['port-version'];
    }
    const id = `project-${mutants.length}`;
    const project = PROJECT_MUTATIONS[mutation];
    const result = project ? project(doc, random) : applyManifestMutation(mutation, doc, random);
    const made =
      typeof result === 'string' || result === undefined ? { text: result ?? toText(doc) } : result;
    mutants.push({ id, kind: 'project', base: base.name, mutation, ...made });
  }
  for (const name of names('configuration', counts.configurations)) {
    const { text } = mutateConfiguration(random, name);
    const id = `configuration-${mutants.length}`;
    mutants.push({ id, kind: 'configuration', base: 'built-in', mutation: name, text });
  }
  return mutants;
}

/** A manifest mutation's text; one that does not apply leaves the base unchanged. */
function applyManifestMutation(name: string, doc: JsonObject, random: Random): string {
  return (MANIFEST_MUTATIONS[name] as Mutation)(doc, random) ?? toText(doc);
}

function shuffled<T>(list: readonly T[], random: Random): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The mutants as files for the oracle, each named by its id. */
export function oracleFilesOf(mutants: readonly CurrentMutant[]): OracleFile[] {
  return mutants.map(({ id, kind, text, configuration }) => ({
    path: id,
    kind,
    text,
    ...(configuration === undefined ? {} : { configuration }),
  }));
}
