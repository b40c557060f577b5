/**
 * `node scripts/release.js prepare X.Y.Z` writes the release commit's edits; `notes` prints a
 * version's changelog section; `check` is what the release workflow runs on a pushed tag.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gitIn } from '../support/git.js';
import { releaseClone } from '../support/release-clone.js';
import { makeTempDir, makeTempTree } from '../support/temp-dir.js';

const script = path.resolve('scripts/release.js');

const CHANGELOG = `# Changelog

## [Unreleased]

### Command line

- \`--format github\`.

## [0.1.0] - 2026-11-25

- The first release.
`;

const LOCK = `{
  "name": "manifest-check",
  "version": "0.1.0",
  "lockfileVersion": 3,
  "packages": {
    "": {
      "name": "manifest-check",
      "version": "0.1.0"
    },
    "node_modules/ajv": {
      "version": "8.20.0"
    }
  }
}
`;

/** A git repository with a changelog, package.json and package-lock.json, committed. */
function project(changelog: string = CHANGELOG): string {
  const folder = makeTempTree('release-prepare', {
    'CHANGELOG.md': changelog,
    'package.json':
      '{\n  "name": "manifest-check",\n  "version": "0.1.0",\n  "type": "module"\n}\n',
    'package-lock.json': LOCK,
  });
  gitIn(folder, 'init', '--quiet');
  gitIn(folder, 'add', '.');
  gitIn(folder, 'commit', '--quiet', '--message', 'Start');
  return folder;
}

function release(cwd: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const read = (folder: string, file: string) => readFileSync(path.join(folder, file), 'utf8');

describe('release prepare', () => {
  it('releases [Unreleased] as the version, sets package.json and package-lock.json, then builds', () => {
    const folder = project();
    // The bundles hold the version: the build runs once package.json has it.
    const build = 'node -p "require(\'./package.json\').version" > built-version.txt';
    const run = release(
      folder,
      'prepare',
      '0.2.0',
      '--date',
      '2026-12-01',
      '--build-command',
      build,
    );
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(read(folder, 'CHANGELOG.md')).toBe(
      CHANGELOG.replace('## [Unreleased]\n', '## [Unreleased]\n\n## [0.2.0] - 2026-12-01\n'),
    );
    expect(JSON.parse(read(folder, 'package.json'))).toMatchObject({ version: '0.2.0' });
    expect(read(folder, 'built-version.txt')).toBe('0.2.0\n');
    expect(JSON.parse(read(folder, 'package-lock.json'))).toEqual(
      JSON.parse(LOCK.replaceAll('"version": "0.1.0"', '"version": "0.2.0"')),
    );
    expect(gitIn(folder, 'diff', '--name-only').split('\n')).toEqual([
      'CHANGELOG.md',
      'package-lock.json',
      'package.json',
    ]);
  });

  it.each([
    [
      'an empty [Unreleased] section',
      CHANGELOG.replace(/### Command line\n\n.*\n\n/, ''),
      '0.2.0',
      "CHANGELOG.md's [Unreleased] section is empty: say what changed first",
    ],
    [
      'a version released already',
      CHANGELOG,
      '0.1.0',
      'CHANGELOG.md has a section 0.1.0 already: prepare the next version',
    ],
    [
      'a version before the latest release',
      CHANGELOG,
      '0.0.9',
      '0.0.9 is not after the latest release, 0.1.0: pick a later version',
    ],
    [
      'a changelog without [Unreleased]',
      '# Changelog\n',
      '0.2.0',
      'CHANGELOG.md has no "## [Unreleased]" section: add one',
    ],
  ])('refuses %s, changing nothing', (_, changelog, version, refusal) => {
    const folder = project(changelog);
    const run = release(folder, 'prepare', version, '--build-command', 'true');
    expect([run.status, run.stdout, run.stderr]).toEqual([
      1,
      '',
      `release prepare ${version} refused: ${refusal}\n`,
    ]);
    expect(gitIn(folder, 'status', '--porcelain')).toBe('');
  });

  it('refuses a version that is not X.Y.Z as a usage error', () => {
    const run = release(project(), 'prepare', 'v0.2.0');
    expect([run.status, run.stderr]).toEqual([
      2,
      'release: expected a version X.Y.Z after prepare (such as 0.1.0); found v0.2.0; see node scripts/release.js --help\n',
    ]);
  });
});

describe('release options that would run or write something else', () => {
  it('refuses a --remote that git would read as an option, before running anything', () => {
    const marker = path.join(makeTempDir('release-remote'), 'ran');
    const run = release(
      project(),
      'tag',
      '0.1.0',
      '--dry-run',
      '--skip-ci-check',
      `--remote=--upload-pack=touch ${marker};`,
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      `release: expected --remote NAME, a remote's name or URL; found "--upload-pack=touch ${marker};"; see node scripts/release.js --help\n`,
    );
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses a --date that is no day of the calendar', () => {
    const run = release(project(), 'prepare', '0.2.0', '--date', '2026-02-30');
    expect([run.status, run.stderr]).toEqual([
      2,
      'release: expected --date YYYY-MM-DD, a day of the calendar; found 2026-02-30; see node scripts/release.js --help\n',
    ]);
  });
});

describe('release notes', () => {
  it("prints the version's section, the GitHub release's notes", () => {
    const run = release(project(), 'notes', '0.1.0');
    expect([run.status, run.stdout, run.stderr]).toEqual([0, '- The first release.\n', '']);
  });
});

describe("the repository's CHANGELOG.md", () => {
  it('has a non-empty [Unreleased] section, and every other section is X.Y.Z - YYYY-MM-DD', () => {
    const headings = readFileSync('CHANGELOG.md', 'utf8').match(/^## .*$/gm) ?? [];
    expect(headings[0]).toBe('## [Unreleased]');
    expect(
      headings.slice(1).filter((h) => !/^## \[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}$/.test(h)),
    ).toEqual([]);
    const unreleased = readFileSync('CHANGELOG.md', 'utf8').split(/^## .*$/m)[1] ?? '';
    expect(unreleased.trim()).not.toBe('');
  });
});

describe('the flow of docs/releasing.md', () => {
  it('prepare, commit and push; tag; then check on the pushed tag, as the release workflow does', () => {
    const clone = releaseClone(CHANGELOG.replace(/\n## \[0\.1\.0\][^]*$/, ''));
    const build = ['--build-command', clone.buildCommand];
    const prepared = clone.release('prepare', '0.1.0', '--date', '2026-12-01', ...build);
    expect([prepared.status, prepared.stderr]).toEqual([0, '']);
    clone.git('commit', '--quiet', '--all', '--message', 'Release: 0.1.0');
    clone.git('push', '--quiet', 'origin', 'main');
    const tagged = clone.release('tag', '0.1.0', '--skip-ci-check', ...build);
    expect([tagged.status, tagged.stderr]).toEqual([0, '']);

    clone.git('checkout', '--quiet', '--detach', 'v0.1.0');
    const checked = clone.release('check', '0.1.0', '--skip-ci-check', ...build);
    expect([checked.status, checked.stderr]).toEqual([0, '']);
    expect(checked.stdout.trimEnd().split('\n').at(-1)).toBe('v0.1.0 may be published');
    // npm refuses provenance for a package.json whose repository is not the one publishing.
    const noRepository = clone.release(
      'check',
      '0.1.0',
      '--skip-ci-check',
      ...build,
      '--repository',
      'OWNER/manifest-check',
    );
    expect([noRepository.status, noRepository.stderr]).toEqual([
      1,
      'release check 0.1.0 refused: package.json has no GitHub "repository": add ' +
        '"repository": { "type": "git", "url": "git+https://github.com/OWNER/manifest-check.git" }\n',
    ]);
    const notes = clone.release('notes', '0.1.0');
    expect(notes.stdout).toBe('### Command line\n\n- `--format github`.\n');

    clone.git('checkout', '--quiet', '--detach', 'HEAD~1');
    const wrongCommit = clone.release('check', '0.1.0', '--skip-ci-check', ...build);
    expect(wrongCommit.status).toBe(1);
    expect(wrongCommit.stderr).toMatch(
      /^release check 0\.1\.0 refused: the tag v0\.1\.0 is [0-9a-f]{12}, not the commit checked out \([0-9a-f]{12}\): check out the tag\n$/,
    );
  });
});
