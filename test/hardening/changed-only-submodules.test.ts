/**
 * `changed-only` and submodules, on real git repositories: a pull request that moves a
 * submodule's commit changes the files inside it, which git's diff of the superproject lists
 * only as the submodule's path. Each moved submodule is compared inside (nested ones too), and
 * one that cannot be compared, or that the pull request adds, keeps every matching file below it,
 * saying why; none drops its files silently.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { validateStep, type ValidateOutcome } from '../../src/action/validate-step.js';
import { changedFiles } from '../../src/files/changed-files.js';
import { DEFAULT_SETTINGS } from '../support/validate-settings.js';
import { gitIn } from '../support/git.js';
import { makeTempDir } from '../support/temp-dir.js';

const INVALID = (name: string) => `{ "name": "${name}", "version": "1.0", "bogus": true }\n`;

const git = gitIn;

function write(directory: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    writeFileSync(path.join(directory, name), text);
  }
}

/** A new repository with these files committed; its path. */
function repository(parent: string, name: string, files: Record<string, string>): string {
  const directory = path.join(parent, name);
  mkdirSync(directory);
  git(directory, 'init', '-q', '-b', 'main');
  write(directory, files);
  git(directory, 'add', '-A');
  git(directory, 'commit', '-q', '-m', 'first');
  return directory;
}

/** Commits every change in `directory`; the new commit's id. */
function commit(directory: string, message: string): string {
  git(directory, 'add', '-A');
  git(directory, 'commit', '-q', '-m', message);
  return git(directory, 'rev-parse', 'HEAD');
}

/**
 * A workspace whose submodule `sub` (with manifests `sub/vcpkg.json` and `sub/deep/vcpkg.json`)
 * the pull request moves to a commit that changes `sub/deep/vcpkg.json` only.
 */
function movedSubmodule(gitmodulesIgnore?: string) {
  const parent = makeTempDir('submodule');
  const source = repository(parent, 'source', {
    'vcpkg.json': INVALID('top'),
    'deep/vcpkg.json': INVALID('deep'),
  });
  const workspace = repository(parent, 'workspace', { 'ports/a/vcpkg.json': INVALID('a') });
  git(workspace, 'submodule', 'add', '-q', source, 'sub');
  if (gitmodulesIgnore !== undefined)
    git(workspace, 'config', '-f', '.gitmodules', 'submodule.sub.ignore', gitmodulesIgnore);
  const base = commit(workspace, 'add sub');
  const sub = path.join(workspace, 'sub');
  const oldId = git(sub, 'rev-parse', 'HEAD');
  write(sub, { 'deep/vcpkg.json': INVALID('deep-2') });
  const newId = commit(sub, 'change deep');
  const head = commit(workspace, 'move sub');
  return { workspace, base, head, sub, oldId, newId };
}

function step(
  workspace: string,
  pullRequest: { base: string; head: string },
): Promise<ValidateOutcome> {
  return validateStep(
    { ...DEFAULT_SETTINGS, changedOnly: true },
    { workspace, runnerTemp: makeTempDir('runner'), toolVersion: '0.0.0', pullRequest },
  );
}

/** The files of the step's JSON report. */
function reportedFiles(outcome: ValidateOutcome): string[] {
  const report = JSON.parse(readFileSync(outcome.reportPath, 'utf8')) as {
    files: { file: string }[];
  };
  return report.files.map(({ file }) => file);
}

describe('a pull request that moves a submodule', () => {
  it('changedFiles lists the files changed inside the submodule, with its path', async () => {
    const { workspace, base, head } = movedSubmodule();
    expect(await changedFiles(workspace, base, head)).toEqual({
      ok: true,
      deleted: new Set(),
      files: new Set(['sub/deep/vcpkg.json']),
      submodules: [],
    });
  });

  it('the Action checks the manifest changed inside the submodule, not 0 files', async () => {
    const { workspace, base, head } = movedSubmodule();
    const outcome = await step(workspace, { base, head });
    expect(reportedFiles(outcome)).toEqual(['sub/deep/vcpkg.json']);
    expect(outcome.summary).toMatchObject({ files: 1, invalid: 1 });
    expect(outcome.warnings).toEqual([]);
  });

  it('an `ignore = all` in .gitmodules does not hide the move', async () => {
    const { workspace, base, head } = movedSubmodule('all');
    expect(await changedFiles(workspace, base, head)).toEqual({
      ok: true,
      deleted: new Set(),
      files: new Set(['sub/deep/vcpkg.json']),
      submodules: [],
    });
  });

  it('compares a submodule nested in a moved submodule, with both paths', async () => {
    const { workspace, sub } = movedSubmodule();
    const parent = path.dirname(workspace);
    const innerSource = repository(parent, 'inner', { 'vcpkg.json': INVALID('inner') });
    git(sub, 'submodule', 'add', '-q', innerSource, 'inner');
    commit(sub, 'add inner');
    const base = commit(workspace, 'sub with inner');
    const inner = path.join(sub, 'inner');
    write(inner, { 'vcpkg.json': INVALID('inner-2'), 'new/vcpkg.json': INVALID('new') });
    commit(inner, 'change inner');
    commit(sub, 'move inner');
    const head = commit(workspace, 'move sub');
    expect(await changedFiles(workspace, base, head)).toEqual({
      ok: true,
      deleted: new Set(),
      files: new Set(['sub/inner/new/vcpkg.json', 'sub/inner/vcpkg.json']),
      submodules: [],
    });
  });

  it('keeps every file below it, with a warning, when its old commit is not fetched', async () => {
    const { workspace, head: moved, sub, newId } = movedSubmodule();
    // The merge base's gitlink names a commit the submodule's clone does not have.
    const missing = 'f'.repeat(40);
    git(workspace, 'checkout', '-q', '-b', 'pull', `${moved}~1`);
    git(workspace, 'update-index', '--cacheinfo', `160000,${missing},sub`);
    git(workspace, 'commit', '-q', '-m', 'sub at a commit nobody fetched');
    const base = git(workspace, 'rev-parse', 'HEAD');
    git(workspace, 'update-index', '--cacheinfo', `160000,${newId},sub`);
    git(workspace, 'commit', '-q', '-m', 'move sub');
    const head = git(workspace, 'rev-parse', 'HEAD');
    git(sub, 'checkout', '-q', newId);
    expect(await changedFiles(workspace, base, head)).toEqual({
      ok: true,
      deleted: new Set(),
      files: new Set(),
      submodules: [
        {
          path: 'sub',
          reason: `the submodule sub moved from fffffff to ${newId.slice(0, 7)} and its commit fffffff is not fetched`,
          uncompared: true,
        },
      ],
    });
    const outcome = await step(workspace, { base, head });
    expect(reportedFiles(outcome)).toEqual(['sub/deep/vcpkg.json', 'sub/vcpkg.json']);
    expect(outcome.warnings).toEqual([
      `changed-only: the submodule sub moved from fffffff to ${newId.slice(0, 7)} and its commit fffffff is not fetched; every matching file below it is checked (2). Check out with submodules: recursive and fetch-depth: 0 to compare it.`,
    ]);
  });

  it('keeps every file below it when it is not checked out, and says nothing when none is there', async () => {
    const { workspace, base, head, oldId, newId } = movedSubmodule();
    git(workspace, 'submodule', 'deinit', '-q', '--force', 'sub');
    expect(await changedFiles(workspace, base, head)).toEqual({
      ok: true,
      deleted: new Set(),
      files: new Set(),
      submodules: [
        {
          path: 'sub',
          reason: `the submodule sub moved from ${oldId.slice(0, 7)} to ${newId.slice(0, 7)} and is not checked out`,
          uncompared: true,
        },
      ],
    });
    const outcome = await step(workspace, { base, head });
    expect(outcome.summary.files).toBe(0);
    expect(outcome.warnings).toEqual([]);
  });
});

describe('a pull request that adds a submodule, or makes a file one', () => {
  it('checks every matching file below it, and notes why', async () => {
    const parent = makeTempDir('submodule');
    const source = repository(parent, 'source', {
      'vcpkg.json': INVALID('top'),
      'deep/vcpkg.json': INVALID('deep'),
    });
    const workspace = repository(parent, 'workspace', { was: 'a file\n' });
    const base = git(workspace, 'rev-parse', 'HEAD');
    git(workspace, 'submodule', 'add', '-q', source, 'sub');
    git(workspace, 'rm', '-q', 'was');
    git(workspace, 'submodule', 'add', '-q', source, 'was');
    const head = commit(workspace, 'add sub, make was a submodule');
    expect(await changedFiles(workspace, base, head)).toEqual({
      ok: true,
      deleted: new Set(),
      files: new Set(['.gitmodules']),
      submodules: [
        { path: 'sub', reason: 'the pull request adds the submodule sub', uncompared: false },
        { path: 'was', reason: 'the pull request makes was a submodule', uncompared: false },
      ],
    });
    const outcome = await step(workspace, { base, head });
    expect(reportedFiles(outcome)).toEqual([
      'sub/deep/vcpkg.json',
      'sub/vcpkg.json',
      'was/deep/vcpkg.json',
      'was/vcpkg.json',
    ]);
    expect(outcome.warnings).toEqual([]);
    expect(outcome.notes).toContain(
      'changed-only: the pull request adds the submodule sub; every matching file below it is checked (2)',
    );
  });
});
