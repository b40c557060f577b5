import { describe, expect, it } from '@jest/globals';
import { planAddVersions } from '../../../src/versions/add-versions.js';
import type {
  Baseline,
  Database,
  PortState,
  PortVersion,
  VersionScheme,
  VersionsEntry,
  VersionsFile,
} from '../../../src/versions/database.js';
import { baselineText, versionsFileText } from '../../../src/versions/write-database.js';

const OLD = '1'.repeat(40);
const OLDER = '2'.repeat(40);
const NEW = '3'.repeat(40);

function version(text: string, portVersion = 0, scheme: VersionScheme = 'version'): PortVersion {
  return { text, scheme, portVersion };
}

function port(name: string, at: PortVersion, gitTree = NEW): PortState {
  return { name, manifestPath: `ports/${name}/vcpkg.json`, version: at, gitTree };
}

function entries(...list: [PortVersion, string][]): VersionsEntry[] {
  return list.map(([at, gitTree], index) => ({ ...at, gitTree, pointer: `/versions/${index}` }));
}

function file(name: string, list: VersionsEntry[]): VersionsFile {
  return { port: name, path: `versions/${name.charAt(0)}-/${name}.json`, entries: list };
}

function database(files: VersionsFile[], baseline?: Baseline): Database {
  return {
    versionsFiles: new Map(files.map((each) => [each.port, each])),
    baseline,
    unreadable: new Set(),
    unreadableBaseline: false,
  };
}

/** A baseline as the reader gives it, with or without its text. */
function baselineOf(versions: Record<string, PortVersion>, withText = true): Baseline {
  const map = new Map(Object.entries(versions));
  const entries = new Map(
    [...map].map(([name, at]) => [
      name,
      { baseline: at.text, portVersion: at.portVersion, pointer: `/default/${name}` },
    ]),
  );
  return {
    path: 'versions/baseline.json',
    entries,
    ...(withText ? { text: baselineText(map) } : {}),
  };
}

describe('planAddVersions: what x-add-version --all writes', () => {
  it('writes a new port its versions file and a new baseline', () => {
    const plan = planAddVersions([port('zlib', version('1.3'))], database([]));
    expect(plan.refusals).toEqual([]);
    expect(plan.writes).toEqual([
      { path: 'versions/z-/zlib.json', text: versionsFileText(entries([version('1.3'), NEW])) },
      {
        path: 'versions/baseline.json',
        text: baselineText(new Map([['zlib', version('1.3')]])),
      },
    ]);
  });

  it('puts a version bump first in the file and keeps the published entries as they were', () => {
    const published = entries([version('1.2', 1), OLD], [version('1.2'), OLDER]);
    const plan = planAddVersions(
      [port('zlib', version('1.3'))],
      database([file('zlib', published)], baselineOf({ zlib: version('1.2', 1) })),
    );
    expect(plan.writes.map((write) => write.path)).toEqual([
      'versions/z-/zlib.json',
      'versions/baseline.json',
    ]);
    expect(plan.writes[0]?.text).toBe(
      versionsFileText(
        entries([version('1.3'), NEW], [version('1.2', 1), OLD], [version('1.2'), OLDER]),
      ),
    );
  });

  it('takes a port-version bump N -> N+1', () => {
    const published = entries([version('1.2', 1), OLD]);
    const plan = planAddVersions(
      [port('zlib', version('1.2', 2))],
      database([file('zlib', published)]),
    );
    expect(plan.refusals).toEqual([]);
    expect(plan.writes[0]?.text).toContain(
      `"git-tree": "${NEW}",\n      "version": "1.2",\n      "port-version": 2`,
    );
  });

  it('writes nothing for a port whose tree is recorded and whose baseline is right', () => {
    const plan = planAddVersions(
      [port('zlib', version('1.3'), OLD)],
      database(
        [file('zlib', entries([version('1.3'), OLD]))],
        baselineOf({ zlib: version('1.3') }),
      ),
    );
    expect(plan).toEqual({ writes: [], refusals: [] });
  });

  it("sets the baseline to the recorded entry's version, as vcpkg reads the entry, not the manifest", () => {
    const plan = planAddVersions(
      [port('zlib', version('9.9'), OLDER)],
      database(
        [file('zlib', entries([version('1.3'), OLD], [version('1.2'), OLDER]))],
        baselineOf({ zlib: version('1.3') }),
      ),
    );
    expect(plan.writes).toEqual([
      { path: 'versions/baseline.json', text: baselineText(new Map([['zlib', version('1.2')]])) },
    ]);
  });

  it("drops a deleted port's baseline entry and fills a missing one", () => {
    const files = [
      file('a', entries([version('1'), OLD])),
      file('b', entries([version('2'), OLD])),
    ];
    const plan = planAddVersions(
      [port('b', version('2'), OLD), port('a', version('1'), OLD)],
      database(files, baselineOf({ a: version('1'), gone: version('5') })),
    );
    expect(plan.writes).toEqual([
      {
        path: 'versions/baseline.json',
        text: baselineText(
          new Map([
            ['a', version('1')],
            ['b', version('2')],
          ]),
        ),
      },
    ]);
  });

  it('rewrites a baseline in another layout, and compares entries when the text is unknown', () => {
    const files = [file('a', entries([version('1'), OLD]))];
    const ports = [port('a', version('1'), OLD)];
    const other = {
      ...baselineOf({ a: version('1') }),
      text: '{"default":{"a":{"baseline":"1"}}}',
    };
    expect(planAddVersions(ports, database(files, other)).writes).toHaveLength(1);
    const untold = baselineOf({ a: version('1') }, false);
    expect(planAddVersions(ports, database(files, untold)).writes).toEqual([]);
    const stale = baselineOf({ a: version('1', 1) }, false);
    expect(planAddVersions(ports, database(files, stale)).writes).toHaveLength(1);
  });

  it('writes nothing for no ports, as vcpkg leaves the baseline alone', () => {
    expect(planAddVersions([], database([]))).toEqual({ writes: [], refusals: [] });
  });
});

describe('planAddVersions: refusals, and then no writes at all', () => {
  it('refuses to rewrite a published entry (vcpkg needs --overwrite-version)', () => {
    const published = entries([version('1.2', 1), OLD], [version('1.2'), OLDER]);
    const plan = planAddVersions(
      [port('zlib', version('1.2')), port('ok', version('1'))],
      database([file('zlib', published)]),
    );
    expect(plan.writes).toEqual([]);
    expect(plan.refusals).toEqual([
      {
        port: 'zlib',
        path: 'versions/z-/zlib.json',
        pointer: '/versions/1/git-tree',
        message: expect.stringContaining(
          `checked-in files for zlib have changed but the version was not updated\nversion: 1.2\nold SHA: ${OLDER}\nnew SHA: ${NEW}\n`,
        ),
      },
    ]);
    expect(plan.refusals[0]?.message).toContain('set "port-version" to 2 in ports/zlib/vcpkg.json');
  });

  it('refuses a port-version on a new port and on a new version', () => {
    const fresh = planAddVersions([port('zlib', version('1.3', 1))], database([]));
    const bumped = planAddVersions(
      [port('zlib', version('1.3', 1))],
      database([file('zlib', entries([version('1.2'), OLD]))]),
    );
    for (const plan of [fresh, bumped])
      expect(plan).toEqual({
        writes: [],
        refusals: [
          {
            port: 'zlib',
            path: 'ports/zlib/vcpkg.json',
            pointer: '/port-version',
            message:
              'In zlib, 1.3 is a completely new version, so there should be no "port-version". Remove "port-version" and run --fix again.',
          },
        ],
      });
  });

  it('refuses a port-version bump that is not N -> N+1', () => {
    const plan = planAddVersions(
      [port('zlib', version('1.2', 3))],
      database([file('zlib', entries([version('1.2', 1), OLD]))]),
    );
    expect(plan.refusals.map((refusal) => [refusal.pointer, refusal.message])).toEqual([
      [
        '/port-version',
        'In zlib, the current "port-version" for 1.2 is 1, so the expected new "port-version" is 2, but the port declares "port-version" 3. Change "port-version" to 2 and run --fix again.',
      ],
    ]);
  });

  it('refuses a version-string that reads as a date or a relaxed version', () => {
    const plan = planAddVersions(
      [
        port('d', version('2024-01-02', 0, 'version-string')),
        port('r', version('1.2.3', 0, 'version-string')),
        port('s', version('vX', 0, 'version-string')),
      ],
      database([]),
    );
    expect(plan.writes).toEqual([]);
    expect(plan.refusals.map((refusal) => [refusal.port, refusal.pointer])).toEqual([
      ['d', '/version-string'],
      ['r', '/version-string'],
    ]);
    expect(plan.refusals[0]?.message).toMatch(/acceptable as a "version-date"/);
    expect(plan.refusals[1]?.message).toMatch(/acceptable as a "version"\./);
  });

  it("refuses a version its scheme does not read, in vcpkg's words", () => {
    const plan = planAddVersions([port('s', version('1.2', 0, 'version-semver'))], database([]));
    expect(plan.refusals).toEqual([
      {
        port: 's',
        path: 'ports/s/vcpkg.json',
        pointer: '/version-semver',
        message:
          '`1.2` is not a valid semantic version, consult <https://semver.org>. Fix the version in ports/s/vcpkg.json.',
      },
    ]);
  });

  it('refuses a port without a git tree id, naming what is missing', () => {
    const plan = planAddVersions(
      [{ ...port('zlib', version('1')), gitTree: undefined }],
      database([]),
    );
    expect(plan.refusals).toEqual([
      {
        port: 'zlib',
        path: 'ports/zlib/vcpkg.json',
        pointer: '',
        message: expect.stringMatching(/^zlib has no git tree id: .*git tree of `ports\/zlib\/`/),
      },
    ]);
  });

  it("refuses a filesystem registry's entry in the versions file", () => {
    const fsEntry: VersionsEntry = {
      ...version('1'),
      path: '$/ports/zlib/1',
      pointer: '/versions/0',
    };
    const plan = planAddVersions([port('zlib', version('2'))], database([file('zlib', [fsEntry])]));
    expect(plan.refusals.map((refusal) => [refusal.path, refusal.pointer])).toEqual([
      ['versions/z-/zlib.json', '/versions/0'],
    ]);
  });

  it('refuses a manifest not in canonical form when its text is given, as vcpkg does', () => {
    const texts = new Map([
      ['a', '{"name": "a", "version": "1"}'],
      ['b', '{\n  "name": "b",\n  "version": "1"\n}\n'],
    ]);
    const plan = planAddVersions([port('a', version('1')), port('b', version('1'))], database([]), {
      manifestTexts: texts,
    });
    expect(plan.refusals).toEqual([
      {
        port: 'a',
        path: 'ports/a/vcpkg.json',
        pointer: '',
        message:
          'a is not properly formatted\nRun `manifest-check format ports/a/vcpkg.json` (or `vcpkg format-manifest ports/a/vcpkg.json`) to format the file',
      },
    ]);
  });

  it('does not look at the manifest of a port whose tree is recorded', () => {
    const plan = planAddVersions(
      [port('a', version('1'), OLD)],
      database([file('a', entries([version('1'), OLD]))]),
      { manifestTexts: new Map([['a', 'not even JSON']]) },
    );
    expect(plan.refusals).toEqual([]);
  });
});

describe('planAddVersions: what vcpkg cannot read or write', () => {
  it('refuses a port name vcpkg refuses, so that no path is made of it', () => {
    const names = ['Zlib', 'core', 'a--b', '', 'a/b'];
    const plan = planAddVersions(
      names.map((name) => port(name, version('1'))),
      database([]),
    );
    expect(plan.writes).toEqual([]);
    expect(plan.refusals.map((refusal) => [refusal.port, refusal.pointer])).toEqual(
      names.map((name) => [name, '/name']),
    );
  });

  it("refuses a version that vcpkg's writer cuts short, as vcpkg finds the manifest unformatted", () => {
    const plan = planAddVersions(
      [port('a', version('x\u0001y', 0, 'version-string'))],
      database([]),
    );
    expect(plan.refusals.map((refusal) => refusal.message)).toEqual([
      expect.stringMatching(/^a is not properly formatted\n/),
    ]);
  });

  it('reads a versions file outside its letter folder as none, as vcpkg does', () => {
    const misplaced = {
      ...file('zlib', entries([version('1.2'), OLD])),
      path: 'versions/x-/zlib.json',
    };
    const plan = planAddVersions([port('zlib', version('1.3'))], database([misplaced]));
    expect(plan.writes[0]).toEqual({
      path: 'versions/z-/zlib.json',
      text: versionsFileText(entries([version('1.3'), NEW])),
    });
  });

  it('gives the advice before the port-version for a new file, after it for an old one', () => {
    const stringy = version('1.2', 1, 'version-string');
    const fresh = planAddVersions([port('a', stringy)], database([]));
    expect(fresh.refusals[0]?.pointer).toBe('/version-string');
    const old = planAddVersions(
      [port('a', stringy)],
      database([file('a', entries([version('1.0', 0, 'version-string'), OLD]))]),
    );
    expect(old.refusals[0]?.pointer).toBe('/port-version');
  });
});
