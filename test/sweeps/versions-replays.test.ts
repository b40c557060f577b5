/**
 * The change rules replayed on microsoft/vcpkg's own history: each commit read with git against
 * its parent, as `versions --base <parent>` at that commit reads them. The mistakes vcpkg's own
 * checks pass are reported, each once, where a reviewer sees it; a clean commit gets nothing.
 *
 * Needs a clone of microsoft/vcpkg at ../.mirror/microsoft+vcpkg/repo (bring it with the
 * workspace's `fetch`); CI has none, and the suite skips, saying so.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readBaseFiles } from '../../src/files/git-base.js';
import { checkChanges, placeChanges } from '../../src/versions/change-rules.js';
import { checkRegistry } from '../../src/versions/check-registry.js';
import { currentRules } from '../../src/manifest/validate-current.js';
import { databaseOf } from '../support/plain-database.js';
import { gitIn } from '../support/git.js';
import { makeTempDir } from '../support/temp-dir.js';

const MIRROR = path.resolve('../.mirror/microsoft+vcpkg/repo');
const mirrored = existsSync(path.join(MIRROR, 'objects'));
const describeMirror = mirrored ? describe : describe.skip;
const title = mirrored
  ? "microsoft/vcpkg's history, replayed"
  : "microsoft/vcpkg's history, replayed (skipped: no ../shared mirror of microsoft/vcpkg)";

/**
 * A repository with no files whose objects are the mirror's, its HEAD at `commit`: git reads any
 * commit there, and the registry's two folders exist, as they do in a checkout.
 */
function replayRepository(commit: string): { ports: string; versions: string } {
  const top = makeTempDir('versions-replays');
  gitIn(top, 'init', '-q');
  writeFileSync(
    path.join(top, '.git/objects/info/alternates'),
    `${path.join(MIRROR, 'objects')}\n`,
  );
  gitIn(top, 'update-ref', 'HEAD', commit);
  mkdirSync(path.join(top, 'ports'));
  mkdirSync(path.join(top, 'versions'));
  return { ports: path.join(top, 'ports'), versions: path.join(top, 'versions') };
}

/** `versions --base <commit>^` at `commit`: each problem as `path:line:column rule pointer`. */
function replay(commit: string) {
  const folders = replayRepository(gitIn(MIRROR, 'rev-parse', commit));
  const parent = gitIn(MIRROR, 'rev-parse', `${commit}^`);
  const before = readBaseFiles(folders, parent, 4 * 1024 * 1024);
  const after = readBaseFiles(folders, commit, 4 * 1024 * 1024);
  expect([before.notRead, after.notRead]).toEqual([[], []]);
  const drafts = checkChanges({
    ref: before.name,
    base: databaseOf(before),
    head: databaseOf(after),
    basePorts: new Set(before.ports),
    headPorts: new Set(after.ports),
    headFiles: new Set(after.versionsFiles.map((file) => file.path)),
  });
  const texts = new Map(
    [...after.versionsFiles, ...(after.baseline ? [after.baseline] : [])].map((file) => [
      file.path,
      Buffer.from(file.bytes).toString('utf8'),
    ]),
  );
  const placed = placeChanges(drafts, (file) => texts.get(file));
  const problems = [...placed].flatMap(([file, list]) =>
    list.map((problem) => ({ file, problem })),
  );
  return {
    parent,
    problems,
    brief: problems.map(
      ({ file, problem: p }) => `${file}:${p.line}:${p.column} ${p.rule} ${p.pointer}`,
    ),
  };
}

describeMirror(title, () => {
  it('2e05b83ac7 (#47494) overwrote the git-tree of the published python3 3.12.9#5', () => {
    const { brief, problems, parent } = replay('2e05b83ac7');
    expect(brief).toEqual([
      'versions/p-/python3.json:9:19 versions-published-entry /versions/1/git-tree',
    ]);
    expect(problems[0]?.problem).toMatchObject({ port: 'python3', published: '3.12.9#5' });
    expect(problems[0]?.problem.message).toMatch(
      new RegExp(
        `^python3@3\\.12\\.9#5 \\("git-tree": "33345c50e8be6c01a7ba52ef551d02f068bf7827"\\) is published at ${parent}, and its "git-tree" is now "483d7ac26ddca3ad2ca5491f9ab7e86256c942e5": PRs must add only one version, and must not modify any published versions`,
      ),
    );
  }, 60_000);

  it('4b81ab323a (#47698) added two versions of libmupdf in one change', () => {
    const { brief, problems } = replay('4b81ab323a');
    expect(brief).toEqual([
      'versions/l-/libmupdf.json:8:5 versions-one-version-per-change /versions/1',
    ]);
    expect(problems[0]?.problem.message).toMatch(
      /^versions\/l-\/libmupdf\.json gains 2 versions in this change \(1\.26\.10, 1\.25\.4#1\), libmupdf@1\.25\.4#1 among them: /,
    );
  }, 60_000);

  it('d3a1e8c161 (#50915) added the new port icey with two versions', () => {
    expect(replay('d3a1e8c161').brief).toEqual([
      'versions/i-/icey.json:8:5 versions-one-version-per-change /versions/1',
    ]);
  }, 60_000);

  it('de5f311234 (#43206) deleted four ports with their versions files', () => {
    const { brief, problems } = replay('de5f311234');
    expect(brief).toEqual(
      Array(4).fill('versions/baseline.json:2:3 versions-deleted-versions-file /default'),
    );
    expect(problems.map(({ problem }) => 'port' in problem && problem.port)).toEqual([
      'bitserializer-cpprestjson',
      'bitserializer-pugixml',
      'bitserializer-rapidjson',
      'bitserializer-rapidyaml',
    ]);
  }, 60_000);

  it('the parent of d3cb491269 kept websocketpp in its baseline after its port was deleted: the state says so', () => {
    const parent = gitIn(MIRROR, 'rev-parse', 'd3cb491269^');
    const folders = replayRepository(parent);
    const state = readBaseFiles(folders, parent, 4 * 1024 * 1024);
    expect(state.ports).not.toContain('websocketpp');
    const checked = checkRegistry({
      ports: state.ports.map((name) => ({ name, manifest: undefined })),
      versionsFiles: state.versionsFiles,
      baseline: state.baseline,
      treeIds: undefined,
      manifestRules: { current: currentRules },
    });
    const stale = (checked.problems.get('versions/baseline.json') ?? []).filter(
      (problem) => problem.rule === 'versions-stale-baseline',
    );
    expect(stale.map((problem) => problem.pointer)).toContain('/default/websocketpp');
  }, 60_000);

  it('127402f1c7 (#53513), a new port of one version, keeps every rule', () => {
    expect(replay('127402f1c7').brief).toEqual([]);
  }, 60_000);
});
