/**
 * `node scripts/release.js tag X.Y.Z` (docs/releasing.md): it tags vX.Y.Z and moves vX only on
 * a clean main that is the remote's main, with the version, the changelog section, a fresh dist/
 * and a passed ci; each refusal is one line naming what to fix, and tags nothing.
 */
import { describe, expect, it } from '@jest/globals';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { releaseClone, type ReleaseClone } from '../support/release-clone.js';

const REFUSED = 'release tag 0.1.0 refused: ';

/** Runs the release with the stand-in build and no ci check, plus `args`. */
function tag(clone: ReleaseClone, ...args: string[]) {
  return clone.release(
    'tag',
    '0.1.0',
    '--skip-ci-check',
    '--build-command',
    clone.buildCommand,
    ...args,
  );
}

/** The run was refused with exactly this line, and nothing was tagged here or on the remote. */
function expectRefused(clone: ReleaseClone, run: ReturnType<typeof tag>, line: string) {
  expect([run.status, run.stderr]).toEqual([1, `${line}\n`]);
  expect(clone.git('tag', '--list')).toBe('');
  expect(clone.remoteTags()).toEqual({});
}

describe('release tag refuses, in one line, tagging nothing', () => {
  it('a working tree with changes', () => {
    const clone = releaseClone();
    writeFileSync(path.join(clone.work, 'notes.txt'), 'draft\n');
    expectRefused(
      clone,
      tag(clone),
      `${REFUSED}the working tree is not clean (?? notes.txt): commit or remove these changes first`,
    );
  });

  it('a branch other than main', () => {
    const clone = releaseClone();
    clone.git('checkout', '--quiet', '-b', 'feature');
    expectRefused(
      clone,
      tag(clone),
      `${REFUSED}HEAD is on the branch feature, not main: release from main (git switch main)`,
    );
  });

  it('a package.json of another version', () => {
    const clone = releaseClone();
    const run = clone.release('tag', '0.2.0', '--skip-ci-check');
    expectRefused(
      clone,
      run,
      'release tag 0.2.0 refused: package.json has the version 0.1.0, not 0.2.0: ' +
        'run "npm run release -- prepare 0.2.0" and commit the change',
    );
  });

  it('a changelog without a dated section for the version', () => {
    const clone = releaseClone('# Changelog\n\n## [Unreleased]\n\n- Something.\n');
    expectRefused(
      clone,
      tag(clone),
      `${REFUSED}CHANGELOG.md has no section "## [0.1.0] - YYYY-MM-DD": ` +
        'run "npm run release -- prepare 0.1.0" and commit the change',
    );
  });

  it('a stale dist/: a committed dist file that the build writes otherwise', () => {
    const clone = releaseClone();
    writeFileSync(path.join(clone.work, 'dist/package.json'), '{ "type": "module" }\n');
    clone.git('commit', '--quiet', '--all', '--message', 'Edit dist by hand');
    clone.git('push', '--quiet', 'origin', 'main');
    expectRefused(
      clone,
      tag(clone),
      `${REFUSED}dist/ is not what "${clone.buildCommand}" makes (M dist/package.json): ` +
        'commit the fresh build it left in the working tree, then release again',
    );
  });

  it('a main that is not pushed', () => {
    const clone = releaseClone();
    clone.git('commit', '--quiet', '--allow-empty', '--message', 'Not pushed');
    const run = tag(clone);
    expect(run.stderr).toMatch(
      /^release tag 0\.1\.0 refused: main \([0-9a-f]{12}\) is not origin's main \([0-9a-f]{12}\): push or pull until they are the same commit, and let ci run on it\n$/,
    );
    expectRefused(clone, run, run.stderr.trimEnd());
  });

  it('a version whose tag the remote has already', () => {
    const clone = releaseClone();
    clone.git('push', '--quiet', 'origin', 'HEAD~1:refs/tags/v0.1.0');
    const run = tag(clone);
    expect([run.status, run.stderr]).toEqual([
      1,
      `${REFUSED}the tag v0.1.0 exists already on origin: a version is released once; prepare the next one\n`,
    ]);
    expect(clone.git('tag', '--list')).toBe('');
  });

  it('a commit whose latest ci run failed, asking gh about this commit and the ci workflow', () => {
    const clone = releaseClone();
    const gh = path.join(clone.bin, 'gh');
    writeFileSync(
      gh,
      '#!/bin/sh\necho "$@" > "$(dirname "$0")/gh-args"\n' +
        `echo '[{"conclusion":"failure","status":"completed","url":"https://example.test/run/1"}]'\n`,
    );
    chmodSync(gh, 0o755);
    const sha = clone.git('rev-parse', 'HEAD');
    const run = clone.release('tag', '0.1.0', '--build-command', clone.buildCommand);
    expectRefused(
      clone,
      run,
      `${REFUSED}the ci run for ${sha.slice(0, 12)} ended in failure: ` +
        'release a commit whose ci passed (https://example.test/run/1)',
    );
    expect(readFileSync(path.join(clone.bin, 'gh-args'), 'utf8')).toBe(
      `run list --commit ${sha} --workflow ci --limit 1 --json conclusion,status,url\n`,
    );
  });

  it('a commit with no way to ask about ci: gh missing or failing, and no --skip-ci-check', () => {
    const clone = releaseClone();
    const run = clone.release('tag', '0.1.0', '--build-command', clone.buildCommand);
    // Where gh is installed, it fails here: the throwaway remote is no GitHub repository.
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^release tag 0\.1\.0 refused: gh .*--skip-ci-check for a local dry run\n$/,
    );
    expect(clone.remoteTags()).toEqual({});
  });
});

describe('release tag on a releasable main', () => {
  it('with --dry-run, prints the tag and push commands and runs none', () => {
    const clone = releaseClone();
    const sha = clone.git('rev-parse', 'HEAD');
    const run = tag(clone, '--dry-run');
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout.split('\n').slice(-5)).toEqual([
      'dry run: every check passed; the release would run:',
      `  git tag --annotate v0.1.0 --message "manifest-check 0.1.0" ${sha}`,
      `  git tag --force --annotate v0 --message "v0: manifest-check 0.1.0" ${sha}`,
      '  git push --atomic origin refs/tags/v0.1.0 +refs/tags/v0',
      '',
    ]);
    expect(clone.git('tag', '--list')).toBe('');
    expect(clone.remoteTags()).toEqual({});
  });

  it('tags the commit v0.1.0 (annotated) and v0, and pushes both to the remote', () => {
    const clone = releaseClone();
    const sha = clone.git('rev-parse', 'HEAD');
    const run = tag(clone);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(clone.remoteTags()).toEqual({ v0: sha, 'v0.1.0': sha });
    expect(clone.git('cat-file', '-t', 'v0.1.0')).toBe('tag');
    expect(clone.git('tag', '--list', '--format=%(contents:subject)', 'v0.1.0')).toBe(
      'manifest-check 0.1.0',
    );
  });

  it('moves v0 from an older commit, here and on the remote', () => {
    const clone = releaseClone();
    const older = clone.git('rev-parse', 'HEAD~1');
    clone.git('tag', '--annotate', 'v0', '--message', 'v0: manifest-check 0.0.9', older);
    clone.git('push', '--quiet', 'origin', 'refs/tags/v0');
    expect(clone.remoteTags()).toEqual({ v0: older });
    const sha = clone.git('rev-parse', 'HEAD');
    const run = tag(clone);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(clone.remoteTags()).toEqual({ v0: sha, 'v0.1.0': sha });
    expect(clone.git('rev-parse', 'v0^{commit}')).toBe(sha);
  });

  it('puts the tags back when the push fails: no new tag here, v0 where it was', () => {
    const clone = releaseClone();
    const older = clone.git('rev-parse', 'HEAD~1');
    clone.git('tag', 'v0', older);
    const hook = path.join(clone.remote, 'hooks/pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "tags are frozen" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    const run = tag(clone);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^release tag 0\.1\.0 refused: git push failed \(.*\): nothing was pushed; fix that and run the release again\n$/,
    );
    expect(clone.git('tag', '--list')).toBe('v0');
    expect(clone.git('rev-parse', 'v0')).toBe(older);
    expect(clone.remoteTags()).toEqual({});
  });
});
