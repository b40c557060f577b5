import { describe, expect, it } from '@jest/globals';
import {
  checkRegistry,
  checkRegistryInSteps,
  readDatabase,
  type RegistryCheckStep,
  type RegistryInput,
} from '../../../src/versions/check-registry.js';
import type { Problem, RuleId } from '../../../src/manifest/problems/problem.js';
import {
  everyVersionsMistake,
  file,
  json,
  registry,
  tree,
  zlibRegistry,
} from '../../support/memory-registry.js';

type Spec = Parameters<typeof registry>[0];

/** The problems of a registry as `path rule pointer` lines, and all problems by path. */
function check(spec: Spec) {
  const result = checkRegistry(registry(spec));
  const lines = [...result.problems].flatMap(([path, problems]) =>
    problems.map((problem) => `${path} ${problem.rule} ${problem.pointer}`),
  );
  return { result, lines, all: [...result.problems].flatMap(([, problems]) => problems) };
}

function only(spec: Spec, rule: RuleId): Problem & { path: string } {
  const { result } = check(spec);
  const found = [...result.problems].flatMap(([path, problems]) =>
    problems.map((problem) => ({ ...problem, path })),
  );
  expect(found.map((problem) => problem.rule)).toEqual([rule]);
  return found[0] as Problem & { path: string };
}

describe('checkRegistry on a consistent registry', () => {
  it('finds nothing, and gives each port its state and the database read', () => {
    const { result } = check(zlibRegistry());
    expect(result.problems.size).toBe(0);
    expect(result.ports).toEqual([
      {
        name: 'zlib',
        manifestPath: 'ports/zlib/vcpkg.json',
        version: { text: '1.3', scheme: 'version', portVersion: 0 },
        gitTree: tree('a'),
      },
    ]);
    const zlib = result.database.versionsFiles.get('zlib');
    expect(zlib?.path).toBe('versions/z-/zlib.json');
    expect(zlib?.entries).toEqual([
      {
        text: '1.3',
        scheme: 'version',
        portVersion: 0,
        gitTree: tree('a'),
        pointer: '/versions/0',
      },
    ]);
    expect(result.database.baseline?.entries.get('zlib')).toEqual({
      baseline: '1.3',
      portVersion: 0,
      pointer: '/default/zlib',
    });
  });

  it('reads the database alone with readDatabase', () => {
    const database = readDatabase(registry(zlibRegistry()));
    expect([...database.versionsFiles.keys()]).toEqual(['zlib']);
    expect(database.unreadable.size).toBe(0);
  });

  it('accepts a filesystem registry (paths, no tree ids)', () => {
    const input = registry({
      ...zlibRegistry(),
      versions: { zlib: [{ version: '1.3', path: '$/ports/zlib' }] },
    });
    expect(checkRegistry({ ...input, treeIds: undefined }).problems.size).toBe(0);
  });
});

describe('another layout (--ports DIR --versions DIR)', () => {
  it('finds the versions files and names the folders by the paths given', () => {
    const input = registry(zlibRegistry());
    const moved = checkRegistry({
      ...input,
      versionsDir: 'db',
      portsDir: 'recipes',
      ports: [...input.ports, { name: 'empty', manifest: undefined }],
      versionsFiles: input.versionsFiles.map((f) => ({
        ...f,
        path: f.path.replace(/^versions/, 'db'),
      })),
      baseline: input.baseline && { ...input.baseline, path: 'db/baseline.json' },
    });
    expect([...moved.problems.keys()]).toEqual(['recipes/empty']);
    expect(moved.database.versionsFiles.get('zlib')?.path).toBe('db/z-/zlib.json');
    const unplaced = checkRegistry({ ...input, versionsDir: 'db' });
    expect(unplaced.problems.get('versions/z-/zlib.json')?.[0]?.message).toContain(
      'db/z-/zlib.json',
    );
  });
});

describe('the tree id against the entries', () => {
  it('reports a port changed without a version bump on its entry, naming both trees', () => {
    const spec = zlibRegistry();
    (spec.ports.zlib as { tree: string }).tree = tree('b');
    const problem = only(spec, 'versions-git-tree');
    expect(problem.path).toBe('versions/z-/zlib.json');
    expect(problem.pointer).toBe('/versions/0/git-tree');
    expect(problem.line).toBe(5);
    expect(problem.message).toContain(
      `zlib@1.3 git tree ${tree('a')} does not match the port directory`,
    );
    expect(problem.message).toContain(`the port directory has git tree ${tree('b')}`);
    expect(problem.message).toContain('manifest-check versions --fix');
  });

  it('reports a version not in the database on the port, and a missing versions file', () => {
    const spec = zlibRegistry();
    spec.ports.zlib = { manifest: { name: 'zlib', version: '1.4' }, tree: tree('a') };
    spec.baseline = { zlib: { baseline: '1.4' } };
    const missing = only(spec, 'versions-missing');
    expect(missing.path).toBe('ports/zlib/vcpkg.json');
    expect(missing.pointer).toBe('/version');
    expect(missing.message).toContain('zlib@1.4 was not found in versions database');
    delete spec.versions;
    const noFile = only(spec, 'versions-missing');
    expect(noFile.message).toContain('this port is not in the version database');
    expect(noFile.message).toContain('versions/z-/zlib.json');
  });

  it('reports a scheme other than the port declares, on the entry', () => {
    const spec = zlibRegistry();
    spec.versions = { zlib: [{ 'version-string': '1.3', 'git-tree': tree('a') }] };
    const problem = only(spec, 'versions-scheme');
    expect(problem.pointer).toBe('/versions/0/version-string');
    expect(problem.message).toContain(
      '1.3 is declared version-string, but zlib is declared with version',
    );
  });
});

describe('the baseline', () => {
  it('reports a port without a baseline entry, and one whose entry is another version', () => {
    const spec = zlibRegistry();
    spec.baseline = {};
    const missing = only(spec, 'versions-baseline');
    expect(missing.path).toBe('versions/baseline.json');
    expect(missing.message).toContain('zlib is not assigned a version');
    spec.baseline = { zlib: { baseline: '1.2', 'port-version': 1 } };
    const other = only(spec, 'versions-baseline');
    expect(other.pointer).toBe('/default/zlib');
    expect(other.message).toContain('zlib is assigned 1.2#1, but the local port is 1.3');
  });

  it('reports a missing baseline file once', () => {
    const spec = zlibRegistry();
    spec.baseline = null;
    const problem = only(spec, 'versions-baseline');
    expect(problem.path).toBe('versions/baseline.json');
    expect(problem.line).toBe(1);
  });

  it('reports a baseline entry of a port that no longer exists (vcpkg misses it)', () => {
    const spec = zlibRegistry();
    spec.baseline = { zlib: { baseline: '1.3' }, websocketpp: { baseline: '0.8.2' } };
    const problem = only(spec, 'versions-stale-baseline');
    expect(problem.pointer).toBe('/default/websocketpp');
    expect(problem.message).toContain('no port websocketpp in ports/');
  });
});

describe('the port', () => {
  it('checks its manifest as a port under the current profile', () => {
    const spec = zlibRegistry();
    spec.ports.zlib = { manifest: { name: 'zlib' }, tree: tree('a') };
    const { lines, result } = check(spec);
    expect(lines).toEqual(['ports/zlib/vcpkg.json version-one-of ']);
    expect(result.ports).toEqual([]);
  });

  it('reports a name other than its folder as such', () => {
    const spec = zlibRegistry();
    spec.ports.zlib = { manifest: { name: 'zlib2', version: '1.3' }, tree: tree('a') };
    const problem = only(spec, 'versions-port-name');
    expect(problem.pointer).toBe('/name');
    expect(problem.message).toContain(
      'Expected the port to be named zlib, but the file declares zlib2',
    );
  });

  it('reports a folder without a manifest on the folder', () => {
    const spec = zlibRegistry();
    spec.ports.empty = { manifest: null };
    const problem = only(spec, 'versions-port-manifest');
    expect(problem.path).toBe('ports/empty');
  });

  it('reports a new version with a port-version, and a bump that skips one', () => {
    const spec = zlibRegistry();
    spec.ports.zlib = { manifest: { name: 'zlib', version: '1.4', 'port-version': 1 } };
    spec.baseline = { zlib: { baseline: '1.4', 'port-version': 1 } };
    const { lines, all } = check(spec);
    expect(lines).toEqual([
      'ports/zlib/vcpkg.json versions-missing /version',
      'ports/zlib/vcpkg.json versions-port-version /port-version',
    ]);
    expect(all[1]?.message).toContain(
      '1.4 is a completely new version, so there should be no "port-version"',
    );
    spec.ports.zlib = { manifest: { name: 'zlib', version: '1.3', 'port-version': 2 } };
    spec.baseline = { zlib: { baseline: '1.3', 'port-version': 2 } };
    const skipped = check(spec).all.find((problem) => problem.rule === 'versions-port-version');
    expect(skipped?.message).toContain(
      'the expected new "port-version" is 1, but the port declares "port-version" 2',
    );
    spec.ports.zlib = { manifest: { name: 'zlib', version: '1.3', 'port-version': 1 } };
    spec.baseline = { zlib: { baseline: '1.3', 'port-version': 1 } };
    expect(check(spec).lines).toEqual(['ports/zlib/vcpkg.json versions-missing /version']);
    // As x-add-version: a version text listed with port-version 1 takes its port-version 0 too.
    spec.versions = { zlib: [{ version: '1.3', 'port-version': 1, 'git-tree': tree('a') }] };
    spec.ports.zlib = { manifest: { name: 'zlib', version: '1.3' } };
    spec.baseline = { zlib: { baseline: '1.3' } };
    expect(check(spec).lines).toEqual([
      'ports/zlib/vcpkg.json versions-missing /version',
      // That entry, the file's newest, itself started its text at port-version 1 (a warning).
      'versions/z-/zlib.json versions-order /versions/0/port-version',
    ]);
  });

  it("warns of a newest entry that breaks the port-version sequence, as the port's version", () => {
    const spec = zlibRegistry();
    const at = (versions: Record<string, unknown>[]) => {
      spec.versions = { zlib: versions };
      const [first] = versions;
      spec.ports.zlib = {
        manifest: {
          name: 'zlib',
          version: first?.version,
          'port-version': first?.['port-version'],
        },
        tree: tree('a'),
      };
      spec.baseline = {
        zlib: { baseline: first?.version, 'port-version': first?.['port-version'] },
      };
      return check(spec);
    };
    const entry = (version: string, portVersion: number, t = 'a') => ({
      version,
      'port-version': portVersion,
      'git-tree': tree(t),
    });
    // A new text with a port-version kept: 1.4#2 above 1.3#2.
    const kept = at([entry('1.4', 2), entry('1.3', 2, 'b')]);
    expect(kept.lines).toEqual(['versions/z-/zlib.json versions-order /versions/0/port-version']);
    expect(kept.all[0]).toMatchObject({ severity: 'warning', line: 5 });
    expect(kept.all[0]?.message).toContain(
      'In zlib, 1.4 is a completely new version, so there should be no "port-version": x-add-version adds such an entry only when given --skip-version-format-check',
    );
    // A bump that skips one: 1.3#3 above 1.3#1.
    expect(at([entry('1.3', 3), entry('1.3', 1, 'b')]).all[0]?.message).toContain(
      'the expected new "port-version" is 2, but the newest entry declares "port-version" 3',
    );
    // Each in sequence, or an older entry out of sequence: nothing.
    expect(at([entry('1.3', 2), entry('1.3', 1, 'b'), entry('1.3', 0, 'c')]).lines).toEqual([]);
    expect(at([entry('1.4', 0), entry('1.3', 5, 'b')]).lines).toEqual([]);
    // Out of order is said once, as such.
    expect(at([entry('1.3', 1), entry('1.3', 2, 'b')]).all.map((p) => p.message)).toEqual([
      expect.stringContaining('comes after'),
    ]);
  });

  it('reports a new version-string that reads as a date or a relaxed version', () => {
    const spec = zlibRegistry();
    const as = (text: string) => {
      spec.ports.zlib = { manifest: { name: 'zlib', 'version-string': text } };
      spec.baseline = { zlib: { baseline: text } };
      return check(spec).all.filter((problem) => problem.rule === 'versions-port-version');
    };
    expect(as('2024-01-02')[0]?.message).toContain('acceptable as a "version-date"');
    expect(as('1.4')[0]?.message).toContain('acceptable as a "version"');
    expect(as('1.4')[0]?.pointer).toBe('/version-string');
    expect(as('vista')).toEqual([]);
  });
});

describe('dependencies and overrides', () => {
  const withDependencies = (manifest: Record<string, unknown>): Spec => {
    const spec = zlibRegistry();
    spec.ports.app = { manifest: { name: 'app', version: '1.0', ...manifest } };
    spec.versions = { ...spec.versions, app: [{ version: '1.0', 'git-tree': tree('a') }] };
    spec.baseline = { zlib: { baseline: '1.3' }, app: { baseline: '1.0' } };
    return spec;
  };

  it('accepts ports and versions the database has', () => {
    const spec = withDependencies({
      dependencies: ['zlib', { name: 'zlib', 'version>=': '1.3' }],
      overrides: [{ name: 'zlib', version: '1.3' }],
    });
    expect(check(spec).lines).toEqual([]);
  });

  it('reports a dependency, a version>= and an override the database lacks', () => {
    const spec = withDependencies({
      dependencies: ['nothere', { name: 'zlib', 'version>=': '1.3#1' }],
      features: { extra: { description: 'x', dependencies: ['gone'] } },
      overrides: [
        { name: 'zlib', version: '1.2' },
        { name: 'absent', version: '1.0' },
      ],
    });
    const { lines, all } = check(spec);
    expect(lines).toEqual([
      'ports/app/vcpkg.json versions-dependency /dependencies/0',
      'ports/app/vcpkg.json versions-dependency /dependencies/1/version>=',
      'ports/app/vcpkg.json versions-dependency /features/extra/dependencies/0',
      'ports/app/vcpkg.json versions-dependency /overrides/0/version',
      'ports/app/vcpkg.json versions-dependency /overrides/1/name',
    ]);
    expect(all[0]?.message).toContain(
      'the dependency nothere does not exist in the version database',
    );
    expect(all[1]?.message).toContain('names version 1.3#1 which does not exist');
    expect(all[2]?.message).toContain('the dependency is in the feature named extra');
    expect(all[3]?.message).toContain('the override of zlib names version 1.2');
    expect(all[4]?.message).toContain('the version override absent does not exist');
  });
});

describe('versions files', () => {
  it('reports a file out of its letter folder, and a name that is no port name', () => {
    const spec = zlibRegistry();
    spec.extraFiles = [
      file('versions/a-/zlib.json', json({ versions: [] })),
      file('versions/z-/Zlib.json', json({ versions: [] })),
    ];
    const { lines, all } = check(spec);
    expect(lines).toEqual([
      'versions/a-/zlib.json versions-file-location ',
      'versions/z-/Zlib.json versions-file-location ',
    ]);
    expect(all[0]?.message).toContain('versions/z-/zlib.json');
    expect(all[1]?.message).toContain('Found invalid port version file name');
  });

  it('reports entries of one version out of order, and a version listed twice', () => {
    const spec = zlibRegistry();
    spec.versions = {
      zlib: [
        { version: '1.3', 'git-tree': tree('a') },
        { version: '1.2', 'git-tree': tree('b') },
        { version: '1.2', 'port-version': 1, 'git-tree': tree('c') },
        { 'version-string': '1.3', 'git-tree': tree('d') },
      ],
    };
    const { lines, all } = check(spec);
    expect(lines).toEqual([
      'versions/z-/zlib.json versions-order /versions/2',
      'versions/z-/zlib.json versions-order /versions/3',
    ]);
    expect(all[0]?.message).toContain('1.2#1 comes after 1.2');
    expect(all[1]?.message).toContain(
      'versions must be unique, even if they are declared with different schemes',
    );
  });

  it('reports every shape mistake, and then checks nothing against the file', () => {
    const spec = zlibRegistry();
    spec.versions = {
      zlib: [
        { version: '1.3', 'git-tree': 'A'.repeat(40) },
        { 'port-version': 1, 'git-tree': tree('b') },
        { version: '1.1', 'version-string': '1.1', 'git-tree': tree('b') },
        { version: '1.0', 'port-version': -1, 'git-tree': tree('b'), extra: 1 },
        { version: '0.9' },
        { version: '0.8#1', 'git-tree': tree('b') },
        { version: '0.7', path: '/abs' },
        'text',
      ],
    };
    const { lines, result } = check(spec);
    expect(lines).toEqual([
      'versions/z-/zlib.json versions-shape /versions/0/git-tree',
      'versions/z-/zlib.json versions-shape /versions/1',
      'versions/z-/zlib.json versions-shape /versions/2/version-string',
      'versions/z-/zlib.json versions-shape /versions/3/port-version',
      'versions/z-/zlib.json versions-shape /versions/3/extra',
      'versions/z-/zlib.json versions-shape /versions/4',
      'versions/z-/zlib.json versions-shape /versions/5/version',
      'versions/z-/zlib.json versions-shape /versions/6/path',
      'versions/z-/zlib.json versions-shape /versions/7',
    ]);
    expect(result.database.unreadable.has('zlib')).toBe(true);
    expect(result.database.versionsFiles.has('zlib')).toBe(false);
  });

  it('reports a file without a versions array, and a port-version spelled 1.0', () => {
    const spec = zlibRegistry();
    spec.versions = { zlib: json({ version: [] }) };
    expect(check(spec).lines).toEqual(['versions/z-/zlib.json versions-shape ']);
    spec.versions = {
      zlib: `{"versions": [{"version": "1.3", "port-version": 1.0, "git-tree": "${tree('a')}"}]}`,
    };
    expect(check(spec).lines).toEqual([
      'versions/z-/zlib.json versions-shape /versions/0/port-version',
    ]);
  });

  it('reports JSON syntax, bytes that are not UTF-8, duplicate keys and deep nesting', () => {
    const spec = zlibRegistry();
    spec.versions = { zlib: '{"versions": [' };
    expect(check(spec).lines).toEqual(['versions/z-/zlib.json json-syntax ']);
    spec.versions = { zlib: '{"versions": [], "versions": []}' };
    const duplicate = check(spec);
    expect(duplicate.lines).toEqual(['versions/z-/zlib.json duplicate-key /versions']);
    expect(duplicate.all[0]?.severity).toBe('error');
    spec.versions = { zlib: `{"versions": ${'['.repeat(300)}${']'.repeat(300)}}` };
    expect(check(spec).lines).toEqual([
      'versions/z-/zlib.json vcpkg-json /versions' + '/0'.repeat(200),
    ]);
    const bytes = new Uint8Array([0x7b, 0xff, 0x7d]);
    const input = registry(zlibRegistry());
    const bad = checkRegistry({ ...input, versionsFiles: [file('versions/z-/zlib.json', bytes)] });
    expect([...bad.problems.keys()]).toEqual(['versions/z-/zlib.json']);
    expect(bad.problems.get('versions/z-/zlib.json')?.[0]?.rule).toBe('encoding');
  });

  it('counts the duplicate keys past the cap in the note that ends the list', () => {
    const spec = zlibRegistry();
    spec.versions = { zlib: `{"versions": [], ${Array(1_100).fill('"k": 0').join(', ')}}` };
    const problems = checkRegistry(registry(spec)).problems.get('versions/z-/zlib.json') ?? [];
    expect(problems).toHaveLength(1_001);
    const note = problems.find((problem) => problem.rule === 'problem-limit');
    expect(note).toMatchObject({ severity: 'error', leftOut: { errors: 99, warnings: 0 } });
  });

  it('refuses versions files named after no port, and reads `constructor` as a port', () => {
    const spec = zlibRegistry();
    const names = ['__proto__', 'a::b', '##[error]x', 'new\nline', 'constructor'];
    spec.extraFiles = names.map((name) => file(`versions/${name.charAt(0)}-/${name}.json`, '{}'));
    const { result, lines, all } = check(spec);
    expect(lines).toEqual([
      'versions/#-/##[error]x.json versions-file-location ',
      'versions/_-/__proto__.json versions-file-location ',
      'versions/a-/a::b.json versions-file-location ',
      'versions/c-/constructor.json versions-shape ',
      'versions/n-/new\nline.json versions-file-location ',
    ]);
    expect([...result.database.versionsFiles.keys()]).toEqual(['zlib']);
    expect([...result.database.unreadable]).toEqual(['constructor']);
    expect(all.some((problem) => problem.message.includes('\n'))).toBe(false);
  });

  it('reports the baseline shape', () => {
    const spec = zlibRegistry();
    spec.baseline = json({ other: {} });
    expect(check(spec).lines).toEqual(['versions/baseline.json versions-shape ']);
    spec.baseline = { zlib: { 'port-version': 0 } };
    expect(check(spec).lines).toEqual(['versions/baseline.json versions-shape /default/zlib']);
    spec.baseline = { zlib: { baseline: '1.3', 'port-version': 'x' } };
    expect(check(spec).lines).toEqual([
      'versions/baseline.json versions-shape /default/zlib/port-version',
    ]);
  });
});

describe('--deep', () => {
  const encoder = new TextEncoder();
  const deep = (trees: Spec['trees']): Spec => ({ ...zlibRegistry(), trees });

  it('accepts a tree that holds its version, in vcpkg.json or in an old CONTROL', () => {
    const spec = zlibRegistry();
    spec.versions = {
      zlib: [
        { version: '1.3', 'git-tree': tree('a') },
        { 'version-string': '1.2.11', 'port-version': 9, 'git-tree': tree('b') },
      ],
    };
    spec.trees = new Map([
      [
        tree('a'),
        {
          file: 'vcpkg.json' as const,
          bytes: encoder.encode(json({ name: 'zlib', version: '1.3' })),
        },
      ],
      [
        tree('b'),
        {
          file: 'CONTROL' as const,
          bytes: encoder.encode('Source: zlib\nVersion: 1.2.11\nPort-Version: 9\nDescription: x\n'),
        },
      ],
    ]);
    expect(check(spec).lines).toEqual([]);
  });

  it('reports a missing tree, a tree without a manifest, another version and another scheme', () => {
    const manifest = (value: unknown) => ({
      file: 'vcpkg.json' as const,
      bytes: encoder.encode(json(value)),
    });
    expect(only(deep(new Map()), 'versions-deep').message).toContain('is not in the repository');
    expect(only(deep(new Map([[tree('a'), null]])), 'versions-deep').message).toContain(
      'port manifest missing',
    );
    const other = only(
      deep(new Map([[tree('a'), manifest({ name: 'zlib', version: '1.2' })]])),
      'versions-deep',
    );
    expect(other.message).toBe(
      `${tree('a')} is declared to contain zlib@1.3, but appears to contain zlib@1.2`,
    );
    expect(other.pointer).toBe('/versions/0/git-tree');
    const scheme = only(
      deep(new Map([[tree('a'), manifest({ name: 'zlib', 'version-string': '1.3' })]])),
      'versions-deep',
    );
    expect(scheme.message).toContain(
      `1.3 is declared version, but zlib@${tree('a')} is declared with version-string`,
    );
    const refused = only(
      deep(new Map([[tree('a'), manifest({ name: 'zlib', version: '1.3', dependencies: 5 })]])),
      'versions-deep',
    );
    expect(refused.message).toContain(
      'cannot be read as a port: its vcpkg.json:4:19: expected an array',
    );
  });
});

describe('huge values', () => {
  it('keeps messages short for a megabyte git-tree, version or port name', () => {
    const spec = zlibRegistry();
    const huge = 'x'.repeat(1_000_000);
    spec.versions = { zlib: [{ version: huge, 'git-tree': huge }] };
    spec.baseline = { zlib: { baseline: '1.3' }, [huge]: { baseline: huge } };
    const { lines, all } = check(spec);
    expect(lines).toEqual(
      [
        'versions/baseline.json versions-stale-baseline /default/' + huge,
        'versions/z-/zlib.json versions-shape /versions/0/version',
        'versions/z-/zlib.json versions-shape /versions/0/git-tree',
      ].map((line) => (line.length > 1_100 ? expect.any(String) : line)),
    );
    for (const problem of all) {
      expect(problem.message.length).toBeLessThanOrEqual(1_000);
      expect(problem.pointer.length).toBeLessThanOrEqual(1_000);
    }
  });
});

describe('hostile names', () => {
  it.each(['__proto__', 'constructor', 'a::b', '##[error]x', 'line\nbreak', 'toString'])(
    'keeps %j apart from every object prototype',
    (name) => {
      const spec: Spec = {
        ports: { [name]: { manifest: { name, version: '1.0' } } },
        versions: {},
        baseline: json({ default: { [name]: { baseline: '1.0' }, zlib: { baseline: '1.0' } } }),
      };
      const { result } = check(spec);
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(({} as Record<string, unknown>).baseline).toBeUndefined();
      const messages = [...result.problems.values()].flat().map((problem) => problem.message);
      expect(messages.some((message) => message.includes('\n'))).toBe(false);
      expect(result.database.baseline?.entries.has(name)).toBe(true);
      expect([...result.problems.keys()]).toContain('versions/baseline.json');
    },
  );
});

describe('checkRegistryInSteps', () => {
  /** Drives the steps as the versions run does, giving `ids` when asked; the steps taken too. */
  function inSteps(input: RegistryInput, ids: RegistryInput['treeIds']) {
    const steps = checkRegistryInSteps({ ...input, treeIds: new Map([['zlib', tree('f')]]) });
    const taken: RegistryCheckStep[] = [];
    for (let step = steps.next(); ;) {
      if (step.done) return { result: step.value, taken };
      taken.push(step.value);
      step = steps.next(step.value === 'tree-ids' ? ids : undefined);
    }
  }

  it('checks as checkRegistry does, problem for problem, with the ids given when asked', () => {
    const input = everyVersionsMistake();
    const { result } = inSteps(input, input.treeIds);
    expect(result).toEqual(checkRegistry(input));
    expect(result.problems.size).toBeGreaterThan(5);
    // The ids given, not input.treeIds: zlib's entry holds a…a, its folder b…b.
    expect(result.problems.get('versions/z-/zlib.json')?.[0]?.message).toContain(tree('b'));
  });

  it('checks every manifest before it asks for the tree ids, once', () => {
    const input = everyVersionsMistake();
    const { taken } = inSteps(input, input.treeIds);
    expect(taken).toEqual([...input.ports.map(() => 'manifest-checked'), 'tree-ids']);
  });

  it('checks a filesystem registry, given no tree ids', () => {
    const input = registry({
      ports: { zlib: { manifest: { name: 'zlib', version: '1.3' } } },
      versions: { zlib: [{ version: '1.3', path: '$/ports/zlib' }] },
      baseline: { zlib: { baseline: '1.3' } },
    });
    const { result } = inSteps(input, undefined);
    expect(result).toEqual(checkRegistry({ ...input, treeIds: undefined }));
    expect(result.problems.size).toBe(0);
  });
});
