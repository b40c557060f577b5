/**
 * The fixer's plan against the real vcpkg: a registry of real ports whose database vcpkg wrote,
 * then changes a contributor makes (new ports, version and port-version bumps, baseline entries
 * missing, old or of a deleted port, files in another layout). vcpkg's `x-add-version --all` runs
 * on one copy, `manifest-check versions --fix` on another (in-process, the whole path: the
 * registry read from disk, tree ids by git, checked, planned, written), and every file of
 * `versions/` must be the same, byte for byte. Where vcpkg stops, --fix refuses that port and
 * writes nothing, as vcpkg writes nothing.
 */
import {
  appendFileSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { cliIn } from '../support/run-cli.js';
import {
  commitAll,
  copyRegistry,
  makeRegistry,
  registryTitle,
  sharedAbsent,
  vcpkgAddVersion,
  writeTree,
} from '../support/vcpkg-registry.js';

/** Real ports of every scheme, with and without port-version (about 30 with dependencies). */
const PORTS = [
  'anyrpc',
  'asmjit',
  'bigint',
  'bzip2',
  'cjson',
  'cpp-base64',
  'date',
  'discount',
  'expat',
  'fmt',
  'libpng',
  'lz4',
  'pugixml',
  'spdlog',
  'sqlite3',
  'tinyxml2',
  'tl-expected',
  'yaml-cpp',
  'zlib',
];

/** Every file below `versions/`, registry-relative, sorted. */
function databaseFiles(root: string): string[] {
  return readdirSync(path.join(root, 'versions'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The files of `versions/`, each with its text. */
function databaseTexts(root: string): Record<string, string> {
  return Object.fromEntries(
    databaseFiles(root).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]),
  );
}

/** Edits a file's text; throws when `from` is not in it (the corpus changed). */
function edit(root: string, file: string, from: string | RegExp, to: string): void {
  const text = readFileSync(path.join(root, file), 'utf8');
  const edited = text.replace(from, to);
  if (edited === text) throw new Error(`${String(from)} is not in ${file}`);
  rewrite(root, file, edited);
}

let rewrites = 0;

/**
 * Writes a file and dates it in 2001, a second later each time: an edit of the same size in the
 * second its index entry was written would otherwise look unchanged to git's stat check (vcpkg
 * hashes with a copy of the index, written later, so it would not even rehash it as racy).
 */
function rewrite(root: string, file: string, text: string): void {
  const time = new Date(Date.UTC(2001, 0, 1) + ++rewrites * 1000);
  writeFileSync(path.join(root, file), text);
  utimesSync(path.join(root, file), time, time);
}

/** A new port's manifest in vcpkg's form. */
function manifest(name: string, fields: string): string {
  return `{\n  "name": "${name}",\n${fields}\n}\n`;
}

/** The baseline, changed through JSON (so in another layout, as a hand edit leaves it). */
function editBaseline(root: string, change: (entries: Record<string, unknown>) => void): void {
  const file = path.join(root, 'versions/baseline.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as { default: Record<string, unknown> };
  change(json.default);
  writeFileSync(file, JSON.stringify(json));
}

/** A port --fix refused, where: the file and pointer of its error (or `versions-not-fixed`). */
interface Refusal {
  port: string;
  file: string;
  pointer: string;
}

/**
 * Where --fix refused a port, from its JSON report: each `versions-not-fixed` problem, and each
 * error on a port's files (the run reports such an error in place of a refusal at the same
 * place); the baseline's errors are about every port the run did not fix.
 */
function refusalsOf(stdout: string, root: string): Refusal[] {
  type Problem = { rule: string; severity: string; pointer: string };
  type Report = { files: { file: string; problems: Problem[] }[] };
  let report: Report = { files: [] };
  try {
    report = JSON.parse(stdout) as Report;
  } catch {
    // Not a report: the run's status and standard error say why.
  }
  return report.files.flatMap(({ file, problems }) => {
    const relative = path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
    const port = /^ports\/([^/]+)\//.exec(relative)?.[1] ?? path.basename(relative, '.json');
    return problems
      .filter(
        (problem) =>
          problem.rule === 'versions-not-fixed' ||
          (problem.severity === 'error' && relative !== 'versions/baseline.json'),
      )
      .map(({ pointer }) => ({ port, file: relative, pointer }));
  });
}

/** vcpkg's run and `versions --fix` on two copies of the registry, changed by `change`. */
async function bothRuns(base: string, change: (root: string) => void) {
  const theirs = copyRegistry(base);
  change(theirs);
  const ours = copyRegistry(theirs);
  const run = vcpkgAddVersion(theirs, ['--all']);
  const before = databaseTexts(ours);
  const fix = await cliIn(ours, ['versions', '--fix', '--format', 'json', ours]);
  const after = databaseTexts(ours);
  const written = Object.keys(after)
    .filter((file) => after[file] !== before[file])
    .sort();
  const refusals = refusalsOf(fix.stdout, ours);
  return { run, fix, written, refusals, theirs: databaseTexts(theirs), ours: after, before };
}

(sharedAbsent ? describe.skip : describe)(registryTitle("x-add-version --all's writes"), () => {
  let base = '';
  beforeAll(() => {
    base = makeRegistry(PORTS, { fill: true });
  });

  it('writes nothing on a database vcpkg has just written', async () => {
    const { run, fix, written, refusals, theirs, before } = await bothRuns(base, () => {});
    expect(run.status).toBe(0);
    expect({ status: fix.status, written, refusals }).toEqual({
      status: 0,
      written: [],
      refusals: [],
    });
    expect(theirs).toEqual(before);
  });

  it('writes what vcpkg writes for new ports, bumps and baseline mistakes, byte for byte', async () => {
    const { run, written, refusals, theirs, ours, before } = await bothRuns(base, (root) => {
      writeTree(root, {
        'ports/new-port/vcpkg.json': manifest('new-port', '  "version": "1.0"'),
        'ports/new-date/vcpkg.json': manifest('new-date', '  "version-date": "2026-01-02"'),
        'ports/new-string/vcpkg.json': manifest(
          'new-string',
          '  "version-string": "vX é/\\"q\\\\"',
        ),
        'ports/new-semver/vcpkg.json': manifest('new-semver', '  "version-semver": "1.0.0-rc.1"'),
      });
      // A version bump, one dropping its port-version, port-version bumps from N and from 0.
      edit(root, 'ports/expat/vcpkg.json', '"version": "2.8.3"', '"version": "2.8.4"');
      edit(
        root,
        'ports/fmt/vcpkg.json',
        /"version": "12\.2\.0",\n {2}"port-version": 1,/,
        '"version": "12.3.0",',
      );
      edit(root, 'ports/zlib/vcpkg.json', '"port-version": 2', '"port-version": 3');
      edit(
        root,
        'ports/lz4/vcpkg.json',
        '"version": "1.10.0",',
        '"version": "1.10.0",\n  "port-version": 1,',
      );
      // Versions files in another layout: one of a bumped port, one left alone.
      for (const name of ['e-/expat', 't-/tinyxml2']) {
        const file = path.join(root, `versions/${name}.json`);
        const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
        writeFileSync(file, JSON.stringify({ comment: 'another layout', ...json }, null, 4));
      }
      // A deleted port, and baseline entries missing, old and of a port that never was.
      rmSync(path.join(root, 'ports/date'), { recursive: true });
      editBaseline(root, (entries) => {
        delete entries.cjson;
        entries.pugixml = { baseline: '1.15', 'port-version': 0 };
        entries.websocketpp = { baseline: '0.8.2', 'port-version': 4 };
      });
    });
    expect(run.stdout + run.stderr).not.toMatch(/error/);
    expect(run.status).toBe(0);
    expect(refusals).toEqual([]);
    expect(ours).toEqual(theirs);
    // Only files whose text changed are written: the untouched layout stays as it was.
    const changed = Object.keys(theirs).filter((file) => theirs[file] !== before[file]);
    expect(written).toEqual(changed.sort());
    expect(changed.sort()).toEqual([
      'versions/baseline.json',
      'versions/e-/expat.json',
      'versions/f-/fmt.json',
      'versions/l-/lz4.json',
      'versions/n-/new-date.json',
      'versions/n-/new-port.json',
      'versions/n-/new-semver.json',
      'versions/n-/new-string.json',
      'versions/z-/zlib.json',
    ]);
  });

  it('writes a missing baseline.json, and takes a published entry for a port put back to it', async () => {
    const { run, fix, written, refusals, theirs, ours, before } = await bothRuns(base, (root) => {
      const published = readFileSync(path.join(root, 'ports/expat/vcpkg.json'), 'utf8');
      edit(root, 'ports/expat/vcpkg.json', '"version": "2.8.3"', '"version": "2.8.4"');
      const bump = vcpkgAddVersion(root, ['--all']);
      if (bump.status !== 0) throw new Error(`vcpkg x-add-version failed: ${bump.stdout}`);
      commitAll(root, 'Bump expat');
      rewrite(root, 'ports/expat/vcpkg.json', published);
      rmSync(path.join(root, 'versions/baseline.json'));
    });
    expect(run.status).toBe(0);
    expect({ status: fix.status, refusals }).toEqual({ status: 0, refusals: [] });
    expect(written).toEqual(['versions/baseline.json']);
    expect(ours).toEqual(theirs);
    expect(before['versions/baseline.json']).toBeUndefined();
    expect(theirs['versions/baseline.json']).toContain('"expat": {\n      "baseline": "2.8.3",');
  });

  it('refuses a version-string that reads as a date, where vcpkg writes a baseline entry alone', async () => {
    // vcpkg's own slip: it prints its advice, writes no versions file, yet puts the version in
    // the baseline and exits 0, leaving a database its own check refuses.
    const { run, fix, written, refusals, theirs, before } = await bothRuns(base, (root) =>
      writeTree(root, {
        'ports/new-port/vcpkg.json': manifest('new-port', '  "version-string": "2026-01-02"'),
      }),
    );
    expect(run.stdout).toContain('acceptable as a "version-date"');
    expect(run.status).toBe(0);
    expect(theirs['versions/n-/new-port.json']).toBeUndefined();
    expect(theirs['versions/baseline.json']).not.toBe(before['versions/baseline.json']);
    expect(new Set(refusals.map((refusal) => refusal.port))).toEqual(new Set(['new-port']));
    expect({ status: fix.status, written, refusals }).toEqual({
      status: 1,
      written: [],
      refusals: expect.arrayContaining([
        expect.objectContaining({ port: 'new-port', pointer: '/version-string' }),
      ]),
    });
  });

  const refused: [string, string, (root: string) => void][] = [
    [
      'a port changed without a version bump (vcpkg needs --overwrite-version)',
      'sqlite3',
      (root) => appendFileSync(path.join(root, 'ports/sqlite3/portfile.cmake'), '# changed\n'),
    ],
    [
      'a new port with a port-version',
      'new-port',
      (root) =>
        writeTree(root, {
          'ports/new-port/vcpkg.json': manifest(
            'new-port',
            '  "version": "1.0",\n  "port-version": 1',
          ),
        }),
    ],
    [
      'a port-version bump from 2 to 4',
      'zlib',
      (root) => edit(root, 'ports/zlib/vcpkg.json', '"port-version": 2', '"port-version": 4'),
    ],
    [
      'a new port whose manifest is not formatted',
      'new-port',
      (root) =>
        writeTree(root, { 'ports/new-port/vcpkg.json': '{"name": "new-port", "version": "1"}' }),
    ],
  ];
  it.each(refused)('refuses as vcpkg stops: %s', async (_, port, change) => {
    const { run, fix, written, refusals, theirs, before } = await bothRuns(base, change);
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toContain(port);
    expect(theirs).toEqual(before);
    expect({ status: fix.status, written }).toEqual({ status: 1, written: [] });
    expect([...new Set(refusals.map((refusal) => refusal.port))]).toEqual([port]);
  });
});
