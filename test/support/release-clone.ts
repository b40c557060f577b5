/**
 * A throwaway clone of this repository to run scripts/release.js in: its branch main, a bare
 * repository as its remote `origin` (so a push is real and can be looked at), and a cheap stand-in
 * for `npm run build`. Nothing is fetched from the network.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gitIn } from './git.js';
import { makeTempDir } from './temp-dir.js';

const repository = process.cwd();
const script = path.join(repository, 'scripts/release.js');

/** A changelog whose section 0.1.0 is released, as `release prepare 0.1.0` leaves it. */
export const RELEASED_CHANGELOG = `# Changelog

## [Unreleased]

## [0.1.0] - 2026-11-25

### Command line

- \`manifest-check PATH\` checks manifests.
`;

export interface ReleaseClone {
  /** The clone, on main, with the release commit pushed. */
  work: string;
  /** The bare repository that is the clone's `origin`. */
  remote: string;
  /** A folder on PATH before the system's, for stand-ins such as a fake `gh`. */
  bin: string;
  /** The stand-in build: writes dist/package.json as scripts/build.js does, nothing else. */
  buildCommand: string;
  /** git in the clone, as a test user. */
  git(...args: string[]): string;
  /** Runs scripts/release.js in the clone with `args`. */
  release(...args: string[]): { status: number | null; stdout: string; stderr: string };
  /** The tags of the remote: name -> the commit it points at. */
  remoteTags(): Record<string, string>;
}

/**
 * Clones the repository's HEAD, checks out main, commits `changelog` and package.json's version
 * 0.1.0, and pushes main to a bare clone of the repository.
 */
export function releaseClone(changelog: string = RELEASED_CHANGELOG): ReleaseClone {
  const scratch = makeTempDir('release');
  const work = path.join(scratch, 'work');
  const remote = path.join(scratch, 'remote.git');
  const bin = path.join(scratch, 'bin');
  mkdirSync(bin);
  // Local clones share the objects: the remote has them all, so a push sends only what is new.
  // --no-tags: the repository's own release tags are not the test's.
  gitIn(scratch, 'clone', '--quiet', '--no-tags', repository, work);
  gitIn(scratch, 'clone', '--quiet', '--no-tags', '--bare', repository, remote);
  const git = (...args: string[]) => gitIn(work, ...args);
  // The script runs git itself: the clone's own configuration gives its tags an author.
  git('config', 'user.name', 'Test');
  git('config', 'user.email', 'test@example.com');
  git('config', 'tag.gpgSign', 'false');
  git('checkout', '--quiet', '-B', 'main');
  git('remote', 'set-url', 'origin', remote);
  writeFileSync(path.join(work, 'CHANGELOG.md'), changelog);
  const packageJson = path.join(work, 'package.json');
  writeFileSync(
    packageJson,
    readFileSync(packageJson, 'utf8').replace(/^ {2}"version": "[^"]*"/m, '  "version": "0.1.0"'),
  );
  git('add', 'CHANGELOG.md', 'package.json');
  git('commit', '--quiet', '--message', 'Release: 0.1.0');
  git('push', '--quiet', 'origin', 'main');

  const standIn = path.join(scratch, 'build-stand-in.mjs');
  writeFileSync(
    standIn,
    "import { writeFileSync } from 'node:fs';\n" +
      "writeFileSync('dist/package.json', `${JSON.stringify({ type: 'module' }, null, 2)}\\n`);\n",
  );
  const release = (...args: string[]) => {
    const run = spawnSync(process.execPath, [script, ...args], {
      cwd: work,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
    });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  };
  const remoteTags = () =>
    Object.fromEntries(
      gitIn(
        remote,
        'for-each-ref',
        '--format=%(refname:short) %(objectname) %(*objectname)',
        'refs/tags',
      )
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [name, object, peeled] = line.split(' ');
          return [name!, peeled || object!];
        }),
    );
  return { work, remote, bin, buildCommand: `node ${standIn}`, git, release, remoteTags };
}
