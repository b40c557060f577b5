/**
 * The change rules against microsoft/vcpkg's pull-request workflow, run here with the real vcpkg:
 * on a registry whose database vcpkg wrote, each change is committed, then the workflow's steps
 * replayed (versions/ restored from the base, `git clean`, an empty baseline, `x-add-version
 * --all --skip-version-format-check`, the diff with the change). The workflow fails a change
 * exactly when the change rules report it (those of the base alone: the stale baseline is the
 * state checks'), and the rules name the mistake.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readBaseFiles } from '../../src/files/git-base.js';
import { checkChanges } from '../../src/versions/change-rules.js';
import { gitIn } from '../support/git.js';
import { databaseOf } from '../support/plain-database.js';
import {
  commitAll,
  copyRegistry,
  fillRegistry,
  makeRegistry,
  registryTitle,
  sharedAbsent,
  vcpkgAddVersion,
  writeTree,
} from '../support/vcpkg-registry.js';

const describeShared = sharedAbsent ? describe.skip : describe;

/** A port's vcpkg.json as `vcpkg format-manifest` writes it. */
const manifest = (name: string, version: string) =>
  `{\n  "name": "${name}",\n  "version": "${version}"\n}\n`;

/** A registry of ports a and b at version 1, its database written by vcpkg: root and base. */
function registry(): { root: string; base: string } {
  const root = makeRegistry(
    ['a', 'b'].map((name) => ({ name, files: { 'vcpkg.json': manifest(name, '1') } })),
  );
  return { root, base: fillRegistry(root) };
}

/**
 * Each edit's own time, in 2001: a same-size edit in the second its index entry was written looks
 * unchanged to git, and vcpkg hashes with a copy of the index written later, so it does not rehash
 * it as racy (the fixer's sweep met it first).
 */
let edits = 0;
function dated(file: string): void {
  const time = new Date(Date.UTC(2001, 0, 1) + ++edits * 1000);
  utimesSync(file, time, time);
}

/** Port `name` at `version`, its entry added by vcpkg, committed. */
function bump(root: string, name: string, version: string): string {
  const file = path.join(root, 'ports', name, 'vcpkg.json');
  writeFileSync(file, manifest(name, version));
  dated(file);
  expect(vcpkgAddVersion(root, [name]).status).toBe(0);
  return commitAll(root, `${name} ${version}`);
}

/** A new port `name` at version 1, its entry added by vcpkg, committed. */
function newPort(root: string, name: string): string {
  writeTree(path.join(root, 'ports', name), {
    'vcpkg.json': manifest(name, '1'),
    'portfile.cmake': `# ${name}\n`,
  });
  expect(vcpkgAddVersion(root, [name]).status).toBe(0);
  return commitAll(root, `${name} 1`);
}

/** The baseline rewritten from the ports, as the workflow has x-add-version --all write it. */
function rewriteBaseline(root: string): void {
  writeFileSync(path.join(root, 'versions/baseline.json'), '{"default": {}}\n');
  expect(vcpkgAddVersion(root, ['--all', '--skip-version-format-check']).status).toBe(0);
}

/** Whether microsoft/vcpkg's workflow fails the change from `base` to the registry's HEAD. */
function workflowFails(root: string, base: string): boolean {
  const copy = copyRegistry(root);
  gitIn(copy, 'restore', `--source=${base}`, '--staged', '--worktree', '--', 'versions');
  gitIn(copy, 'clean', '-fdq', '--', 'versions');
  writeFileSync(path.join(copy, 'versions/baseline.json'), '{"default": {}}\n');
  const run = vcpkgAddVersion(copy, ['--all', '--skip-version-format-check']);
  gitIn(copy, 'add', '-A', '--', 'versions');
  const diff = gitIn(copy, 'diff', '--cached', 'HEAD', '--', 'versions');
  rmSync(copy, { recursive: true, force: true });
  return `${run.stdout}${run.stderr}`.trim() !== '' || diff !== '';
}

/** The change rules' problems from `base` to HEAD, as `path rule`. */
function changeProblems(root: string, base: string): string[] {
  const folders = { ports: path.join(root, 'ports'), versions: path.join(root, 'versions') };
  const before = readBaseFiles(folders, base, 1 << 20);
  const after = readBaseFiles(folders, 'HEAD', 1 << 20);
  const drafts = checkChanges({
    ref: before.name,
    base: databaseOf(before),
    head: databaseOf(after),
    basePorts: new Set(before.ports),
    headPorts: new Set(after.ports),
    headFiles: new Set(after.versionsFiles.map((file) => file.path)),
  });
  return [...drafts].flatMap(([file, list]) => list.map((draft) => `${file} ${draft.rule}`));
}

/** Each change, made on a fresh registry; the problems the rules give it. */
const CHANGES: { title: string; change: (root: string) => void; expected: string[] }[] = [
  { title: 'a new version of a port', change: (root) => bump(root, 'a', '2'), expected: [] },
  {
    title: 'two new versions of a port in one change',
    change: (root) => {
      bump(root, 'a', '2');
      bump(root, 'a', '3');
    },
    expected: ['versions/a-/a.json versions-one-version-per-change'],
  },
  {
    title: 'a new port of two versions',
    change: (root) => {
      newPort(root, 'c');
      bump(root, 'c', '2');
    },
    expected: ['versions/c-/c.json versions-one-version-per-change'],
  },
  {
    title: 'a new port of one version',
    change: (root) => newPort(root, 'c'),
    expected: [],
  },
  {
    title: 'a published entry overwritten',
    change: (root) => {
      writeFileSync(path.join(root, 'ports/a/portfile.cmake'), '# a, changed\n');
      dated(path.join(root, 'ports/a/portfile.cmake'));
      expect(vcpkgAddVersion(root, ['a', '--overwrite-version']).status).toBe(0);
      commitAll(root, 'a overwritten');
    },
    expected: ['versions/a-/a.json versions-published-entry'],
  },
  {
    title: 'a published entry removed beside a new one',
    change: (root) => {
      bump(root, 'a', '2');
      const file = path.join(root, 'versions/a-/a.json');
      const json = JSON.parse(readFileSync(file, 'utf8')) as { versions: unknown[] };
      json.versions = json.versions.slice(0, 1);
      writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
      commitAll(root, 'a 1 removed');
    },
    expected: ['versions/a-/a.json versions-published-entry'],
  },
  {
    title: 'a port deleted with its versions file',
    change: (root) => {
      rmSync(path.join(root, 'ports/b'), { recursive: true });
      rmSync(path.join(root, 'versions/b-'), { recursive: true });
      rewriteBaseline(root);
      commitAll(root, 'b deleted');
    },
    expected: ['versions/baseline.json versions-deleted-versions-file'],
  },
  {
    title: 'a port deleted, its versions file kept',
    change: (root) => {
      rmSync(path.join(root, 'ports/b'), { recursive: true });
      rewriteBaseline(root);
      commitAll(root, 'b deleted');
    },
    expected: [],
  },
];

describeShared(registryTitle("the change rules against microsoft/vcpkg's workflow"), () => {
  it.each(CHANGES.map((each) => [each.title, each] as const))(
    '%s',
    (_, { change, expected }) => {
      const { root, base } = registry();
      change(root);
      const problems = changeProblems(root, base);
      expect(problems).toEqual(expected);
      expect(workflowFails(root, base)).toBe(expected.length > 0);
    },
    60_000,
  );
});
