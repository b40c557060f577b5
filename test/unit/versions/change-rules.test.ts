import { describe, expect, it } from '@jest/globals';
import {
  checkChanges,
  placeChanges,
  type ChangeSides,
} from '../../../src/versions/change-rules.js';
import type {
  Baseline,
  Database,
  VersionScheme,
  VersionsFile,
} from '../../../src/versions/database.js';
import type { Problem } from '../../../src/manifest/problems/problem.js';

/** One entry as a test writes it: `[version, port-version, git-tree]`, scheme `version`. */
type Row = [string, number, string] | [string, number, string, VersionScheme];

const TREE = (n: number) => n.toString(16).padStart(40, '0');

/** A versions file's text in vcpkg's layout, and the file read from it. */
function versionsFile(port: string, rows: Row[]): { file: VersionsFile; text: string } {
  const json = {
    versions: rows.map(([text, portVersion, gitTree, scheme = 'version']) => ({
      'git-tree': gitTree,
      [scheme]: text,
      ...(portVersion > 0 ? { 'port-version': portVersion } : {}),
    })),
  };
  return {
    text: `${JSON.stringify(json, null, 2)}\n`,
    file: {
      port,
      path: `versions/${port[0]}-/${port}.json`,
      entries: rows.map(([text, portVersion, gitTree, scheme = 'version'], index) => ({
        text,
        scheme,
        portVersion,
        gitTree,
        pointer: `/versions/${index}`,
      })),
    },
  };
}

interface Side {
  db: Database;
  texts: Map<string, string>;
  ports: Set<string>;
}

/** A database of these versions files (each port also a port folder), with a baseline. */
function side(
  files: Record<string, Row[]>,
  options: { ports?: string[]; baseline?: boolean } = {},
): Side {
  const texts = new Map<string, string>();
  const versionsFiles = new Map<string, VersionsFile>();
  for (const [port, rows] of Object.entries(files)) {
    const { file, text } = versionsFile(port, rows);
    versionsFiles.set(port, file);
    texts.set(file.path, text);
  }
  const ports = new Set(options.ports ?? Object.keys(files));
  let baseline: Baseline | undefined;
  if (options.baseline !== false) {
    const entries = [...ports]
      .sort()
      .map(
        (port) => [port, { baseline: '1', portVersion: 0, pointer: `/default/${port}` }] as const,
      );
    baseline = { path: 'versions/baseline.json', entries: new Map(entries) };
    const json = {
      default: Object.fromEntries(
        entries.map(([port]) => [port, { baseline: '1', 'port-version': 0 }]),
      ),
    };
    texts.set(baseline.path, `${JSON.stringify(json, null, 2)}\n`);
  }
  return {
    db: { versionsFiles, baseline, unreadable: new Set(), unreadableBaseline: false },
    texts,
    ports,
  };
}

/** The change rules' problems from `base` to `head`, placed on head's texts. */
function check(base: Side, head: Side): Map<string, Problem[]> {
  const sides: ChangeSides = {
    ref: 'origin/main',
    base: base.db,
    head: head.db,
    basePorts: base.ports,
    headPorts: head.ports,
    headFiles: new Set([...head.db.versionsFiles.values()].map((file) => file.path)),
  };
  return placeChanges(checkChanges(sides), (path) => head.texts.get(path));
}

/** Each problem as `path:line:column rule pointer`. */
function brief(found: Map<string, Problem[]>): string[] {
  return [...found].flatMap(([path, problems]) =>
    problems.map((p) => `${path}:${p.line}:${p.column} ${p.rule} ${p.pointer}`),
  );
}

const ZLIB: Row[] = [
  ['1.3', 1, TREE(3)],
  ['1.3', 0, TREE(2)],
  ['1.2.13', 0, TREE(1)],
];

describe('a change that keeps the rules', () => {
  it('passes with nothing changed, one version added, a new port of one version', () => {
    const base = side({ zlib: ZLIB });
    expect(brief(check(base, side({ zlib: ZLIB })))).toEqual([]);
    expect(brief(check(base, side({ zlib: [['1.3.1', 0, TREE(4)], ...ZLIB] })))).toEqual([]);
    expect(brief(check(base, side({ zlib: ZLIB, zstd: [['1.5', 0, TREE(9)]] })))).toEqual([]);
  });

  it('passes a deleted port whose versions file stays (it leaves only the baseline)', () => {
    const base = side({ zlib: ZLIB, zstd: [['1.5', 0, TREE(9)]] });
    const head = side({ zlib: ZLIB, zstd: [['1.5', 0, TREE(9)]] }, { ports: ['zlib'] });
    expect(brief(check(base, head))).toEqual([]);
  });
});

describe('versions-one-version-per-change', () => {
  it('reports each new entry after the first, on the entry, naming them all', () => {
    const base = side({ zlib: ZLIB });
    const head = side({ zlib: [['1.3.2', 0, TREE(5)], ['1.3.1', 0, TREE(4)], ...ZLIB] });
    const found = check(base, head);
    expect(brief(found)).toEqual([
      'versions/z-/zlib.json:7:5 versions-one-version-per-change /versions/1',
    ]);
    const [problem] = found.get('versions/z-/zlib.json') ?? [];
    expect(problem).toMatchObject({ severity: 'error', port: 'zlib', endLine: 10, endColumn: 6 });
    expect(problem?.message).toBe(
      'versions/z-/zlib.json gains 2 versions in this change (1.3.2, 1.3.1), zlib@1.3.1 among them: PRs must add only one version, and must not modify any published versions. An entry for a state of the port between two commits names a git tree no commit holds once the change is squashed. Remove this entry, keeping the one of the port as it is now; or restore the file (git restore --source=origin/main -- versions/z-/zlib.json) and run vcpkg x-add-version zlib.',
    );
  });

  it('reports a new port added with two versions', () => {
    const head = side({
      zlib: ZLIB,
      zstd: [
        ['1.5', 1, TREE(9)],
        ['1.5', 0, TREE(8)],
      ],
    });
    expect(brief(check(side({ zlib: ZLIB }), head))).toEqual([
      'versions/z-/zstd.json:8:5 versions-one-version-per-change /versions/1',
    ]);
  });
});

describe('versions-published-entry', () => {
  it('reports an overwritten git-tree on the value, naming the entry as it was', () => {
    const head = side({ zlib: [ZLIB[0] as Row, ['1.3', 0, TREE(7)], ZLIB[2] as Row] });
    const found = check(side({ zlib: ZLIB }), head);
    expect(brief(found)).toEqual([
      'versions/z-/zlib.json:9:19 versions-published-entry /versions/1/git-tree',
    ]);
    const [problem] = found.get('versions/z-/zlib.json') ?? [];
    expect(problem).toMatchObject({ published: '1.3', endColumn: 61 });
    expect(problem?.message).toBe(
      `zlib@1.3 ("git-tree": "${TREE(2)}") is published at origin/main, and its "git-tree" is now "${TREE(7)}": PRs must add only one version, and must not modify any published versions; a published entry never changes (vcpkg's checks pass it: a baseline naming it would now get other files). Put it back as it was (git restore --source=origin/main -- versions/z-/zlib.json); then, in vcpkg's words, update the port's vcpkg.json with a new version or port-version, commit it, then add the new version by running: vcpkg x-add-version zlib.`,
    );
  });

  it('reports a changed version, port-version or scheme of the same tree, and does not count it new', () => {
    const base = side({ zlib: ZLIB });
    const version = side({ zlib: [ZLIB[0] as Row, ['1.3.0', 0, TREE(2)], ZLIB[2] as Row] });
    expect(brief(check(base, version))).toEqual([
      'versions/z-/zlib.json:10:18 versions-published-entry /versions/1/version',
    ]);
    const portVersion = side({ zlib: [ZLIB[0] as Row, ZLIB[1] as Row, ['1.2.13', 1, TREE(1)]] });
    expect(brief(check(base, portVersion))).toEqual([
      'versions/z-/zlib.json:15:23 versions-published-entry /versions/2/port-version',
    ]);
    const scheme = side({
      zlib: [ZLIB[0] as Row, ['1.3', 0, TREE(2), 'version-string'], ZLIB[2] as Row],
    });
    expect(brief(check(base, scheme))).toEqual([
      'versions/z-/zlib.json:10:25 versions-published-entry /versions/1/version-string',
    ]);
    // Its port-version taken away: placed on the entry, which no longer has the field.
    const dropped = side({ zlib: [['1.3', 0, TREE(3)], ZLIB[1] as Row, ZLIB[2] as Row] });
    expect(brief(check(side({ zlib: [['1.3', 1, TREE(3)], ZLIB[2] as Row] }), dropped))).toEqual([
      'versions/z-/zlib.json:3:5 versions-published-entry /versions/0/port-version',
    ]);
  });

  it('reports a removed entry where it was, and its file was the one changed', () => {
    const head = side({ zlib: [ZLIB[0] as Row, ZLIB[2] as Row] });
    const found = check(side({ zlib: ZLIB }), head);
    // On the entry now in its place, the next one kept.
    expect(brief(found)).toEqual([
      'versions/z-/zlib.json:8:5 versions-published-entry /versions/1',
    ]);
    expect(found.get('versions/z-/zlib.json')?.[0]?.message).toMatch(
      new RegExp(
        `^zlib@1\\.3 \\("git-tree": "${TREE(2)}"\\) is published at origin/main and was removed from this file: PRs must`,
      ),
    );
    // The last one gone: on the one before; all gone: on `versions`.
    expect(brief(check(side({ zlib: ZLIB }), side({ zlib: ZLIB.slice(0, 2) })))).toEqual([
      'versions/z-/zlib.json:8:5 versions-published-entry /versions/1',
    ]);
    expect(brief(check(side({ zlib: [ZLIB[0] as Row] }), side({ zlib: [] })))).toEqual([
      'versions/z-/zlib.json:2:3 versions-published-entry /versions',
    ]);
  });

  it('tells apart the entries of a version a file holds twice, as old files do', () => {
    const twice: Row[] = [ZLIB[0] as Row, ['1.3', 1, TREE(5)], ...ZLIB.slice(1)];
    expect(brief(check(side({ zlib: twice }), side({ zlib: twice })))).toEqual([]);
    const overwritten: Row[] = [ZLIB[0] as Row, ['1.3', 1, TREE(6)], ...ZLIB.slice(1)];
    expect(brief(check(side({ zlib: twice }), side({ zlib: overwritten })))).toEqual([
      'versions/z-/zlib.json:9:19 versions-published-entry /versions/1/git-tree',
    ]);
  });

  it('reports an overwritten entry beside one new entry, which is allowed', () => {
    const head = side({ zlib: [['1.3.1', 0, TREE(4)], ['1.3', 1, TREE(8)], ...ZLIB.slice(1)] });
    expect(brief(check(side({ zlib: ZLIB }), head))).toEqual([
      'versions/z-/zlib.json:8:19 versions-published-entry /versions/1/git-tree',
    ]);
  });
});

describe('versions-deleted-versions-file', () => {
  const base = side({
    zlib: ZLIB,
    websocketpp: [
      ['0.8.2', 4, TREE(6)],
      ['0.8.2', 3, TREE(5)],
    ],
  });

  it("reports a port deleted with its versions file on the baseline's `default`", () => {
    const head = side({ zlib: ZLIB });
    const found = check(base, head);
    expect(brief(found)).toEqual([
      'versions/baseline.json:2:3 versions-deleted-versions-file /default',
    ]);
    expect(found.get('versions/baseline.json')?.[0]).toMatchObject({
      port: 'websocketpp',
      versionsFile: 'versions/w-/websocketpp.json',
      message:
        'Port websocketpp was deleted together with its versions file versions/w-/websocketpp.json, which removes its 2 published versions (the newest websocketpp@0.8.2#4): PRs must add only one version, and must not modify any published versions; an older baseline or an override naming them could no longer be resolved. A deleted port keeps its versions file and leaves only the baseline: restore it (git restore --source=origin/main -- versions/w-/websocketpp.json) and remove only its baseline entry.',
    });
  });

  it('does not take a versions file that is there but was not read for a deleted one', () => {
    const head = side({ zlib: ZLIB });
    const sides: ChangeSides = {
      ref: 'origin/main',
      base: base.db,
      head: head.db,
      basePorts: base.ports,
      headPorts: head.ports,
      headFiles: new Set(['versions/z-/zlib.json', 'versions/w-/websocketpp.json']),
    };
    expect(checkChanges(sides).size).toBe(0);
    // Or one the core's reader found at its place and could not read.
    const unreadable = { ...head.db, unreadable: new Set(['websocketpp']) };
    const fromCore = { ...sides, head: unreadable, headFiles: new Set<string>() };
    expect(checkChanges(fromCore).size).toBe(0);
  });

  it("reports on the deleted file's line 1 when there is no baseline, or the port is still there", () => {
    expect(brief(check(base, side({ zlib: ZLIB }, { baseline: false })))).toEqual([
      'versions/w-/websocketpp.json:1:1 versions-deleted-versions-file ',
    ]);
    const kept = side({ zlib: ZLIB }, { ports: ['zlib', 'websocketpp'] });
    const found = check(base, kept);
    expect(brief(found)).toEqual([
      'versions/w-/websocketpp.json:1:1 versions-deleted-versions-file ',
    ]);
    expect(found.get('versions/w-/websocketpp.json')?.[0]?.message).toMatch(
      /^The versions file of port websocketpp was deleted, which removes its 2 published versions .*Restore it: git restore --source=origin\/main -- versions\/w-\/websocketpp\.json\.$/,
    );
  });
});
