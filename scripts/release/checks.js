// What must hold before a version is tagged: each check returns undefined when it holds, or one
// line that says what is wrong and what to do.
import { existsSync, readFileSync } from 'node:fs';
import { CHANGELOG, releasedSection } from './changelog.js';
import { changedFiles, firstLine, gitOutput, listSome, run, runShell } from './commands.js';

/** What a fresh build rewrites; CI (.ci/run, check-dist.yml) checks the same folders. */
export const BUILD_OUTPUT = ['dist', 'schema', 'src/manifest/schema/generated'];

const prepare = (version) => `run "npm run release -- prepare ${version}" and commit the change`;
const short = (sha) => sha.slice(0, 12);

/** Nothing changed, staged or untracked: the tag names exactly what is committed. */
export function cleanTree() {
  const changed = changedFiles();
  if (changed === undefined) return 'this is not a git working tree: run the release in one';
  if (changed.length > 0)
    return `the working tree is not clean (${listSome(changed)}): commit or remove these changes first`;
}

/** Releases are tagged from the branch main. */
export function onMain() {
  const branch = gitOutput('symbolic-ref', '--quiet', '--short', 'HEAD');
  if (branch === undefined)
    return 'HEAD is detached, not on main: release from main (git switch main)';
  if (branch !== 'main')
    return `HEAD is on the branch ${branch}, not main: release from main (git switch main)`;
}

/** The commit is the remote's main, which CI ran on (and users get). */
export function mainIsPushed({ remote, sha }) {
  const listed = run('git', ['ls-remote', '--heads', remote, 'refs/heads/main']);
  if (listed.status !== 0)
    return `cannot read the remote ${remote} (${firstLine(listed.stderr)}): check "git remote -v", or name another with --remote`;
  const remoteMain = listed.stdout.split(/\s/)[0];
  if (!remoteMain) return `the remote ${remote} has no branch main: push main first`;
  if (remoteMain !== sha)
    return `main (${short(sha)}) is not ${remote}'s main (${short(remoteMain)}): push or pull until they are the same commit, and let ci run on it`;
}

/** A commit (a tag's, in the release workflow) that the remote's main holds. */
export function onRemoteMain({ remote, sha }) {
  const main = `refs/remotes/${remote}/main`;
  if (gitOutput('rev-parse', '--quiet', '--verify', main) === undefined)
    return `there is no ${main} here: fetch it (actions/checkout with fetch-depth: 0)`;
  if (run('git', ['merge-base', '--is-ancestor', sha, main]).status !== 0)
    return `the commit ${short(sha)} is not on ${remote}'s main: tag only commits of main`;
}

/** package.json says the version being released: it is what npm publishes. */
export function packageVersion({ version }) {
  let found;
  try {
    found = JSON.parse(readFileSync('package.json', 'utf8')).version;
  } catch (error) {
    return `package.json cannot be read (${error.message}): fix it`;
  }
  if (found !== version)
    return `package.json has the version ${found}, not ${version}: ${prepare(version)}`;
}

/** The `owner/name` of a package.json "repository" (a URL, `github:owner/name` or `owner/name`). */
function repositoryOf(field) {
  const url = typeof field === 'string' ? field : field?.url;
  if (typeof url !== 'string') return undefined;
  const named = /^(?:github:)?([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(url);
  const hosted = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url);
  return (named ?? hosted)?.[1];
}

/** npm's provenance is refused unless package.json's repository is the repository publishing. */
export function packageRepository({ repository }) {
  const field = JSON.parse(readFileSync('package.json', 'utf8')).repository;
  const found = repositoryOf(field);
  const want = `"repository": { "type": "git", "url": "git+https://github.com/${repository}.git" }`;
  if (found === undefined) return `package.json has no GitHub "repository": add ${want}`;
  if (found.toLowerCase() !== repository.toLowerCase())
    return `package.json's repository is ${found}, not ${repository}, which publishes: set ${want}`;
}

/** The changelog has a dated section for the version: it becomes the release notes. */
export function changelogSection({ version }) {
  if (!existsSync(CHANGELOG))
    return `there is no ${CHANGELOG}: write one, then ${prepare(version)}`;
  const section = releasedSection(readFileSync(CHANGELOG, 'utf8'), version);
  if (!section)
    return `${CHANGELOG} has no section "## [${version}] - YYYY-MM-DD": ${prepare(version)}`;
  if (section.body === '')
    return `${CHANGELOG}'s section ${version} is empty: say what changed in it`;
}

/** A version is released once: its tag exists neither here nor on the remote. */
export function tagIsNew({ tag, remote }) {
  if (gitOutput('rev-parse', '--quiet', '--verify', `refs/tags/${tag}`) !== undefined)
    return `the tag ${tag} exists already here: a version is released once; prepare the next one`;
  const listed = run('git', ['ls-remote', '--tags', remote, `refs/tags/${tag}`]);
  if (listed.status !== 0)
    return `cannot read the remote ${remote} (${firstLine(listed.stderr)}): check "git remote -v", or name another with --remote`;
  if (listed.stdout.trim() !== '')
    return `the tag ${tag} exists already on ${remote}: a version is released once; prepare the next one`;
}

/** In the release workflow: the pushed tag is the commit checked out. */
export function tagAtHead({ tag, sha }) {
  const tagged = gitOutput('rev-parse', '--quiet', '--verify', `refs/tags/${tag}^{commit}`);
  if (tagged === undefined) return `there is no tag ${tag} here: release a pushed tag`;
  if (tagged !== sha)
    return `the tag ${tag} is ${short(tagged)}, not the commit checked out (${short(sha)}): check out the tag`;
}

/** The latest run of the `ci` workflow on the commit passed (GitHub, through gh). */
export function ciPassed({ sha }) {
  const skip = 'or pass --skip-ci-check for a local dry run';
  const listed = run('gh', [
    'run',
    'list',
    '--commit',
    sha,
    '--workflow',
    'ci',
    '--limit',
    '1',
    '--json',
    'conclusion,status,url',
  ]);
  if (listed.missing)
    return `gh (GitHub's command line) is not installed: install it and run "gh auth login", ${skip}`;
  if (listed.status !== 0)
    return `gh run list failed (${firstLine(listed.stderr)}): run "gh auth login", ${skip}`;
  let runs;
  try {
    runs = JSON.parse(listed.stdout);
  } catch {
    return `gh run list printed no JSON (${firstLine(listed.stdout)}): update gh, ${skip}`;
  }
  const latest = Array.isArray(runs) ? runs[0] : undefined;
  if (!latest)
    return `no ci run for the commit ${short(sha)} on GitHub: push main and wait for the ci workflow`;
  if (latest.status !== 'completed')
    return `the ci run for ${short(sha)} has not finished (${latest.status}): wait for it (${latest.url})`;
  if (latest.conclusion !== 'success')
    return `the ci run for ${short(sha)} ended in ${latest.conclusion}: release a commit whose ci passed (${latest.url})`;
}

/** dist/ and the other build output are what a fresh build of the sources makes. */
export function distFresh({ buildCommand }) {
  const status = runShell(buildCommand);
  if (status !== 0)
    return `the build ("${buildCommand}") failed with exit status ${status}: fix it, then release again`;
  const changed = changedFiles(...BUILD_OUTPUT);
  if (changed === undefined)
    return `git status failed after the build: run the release in a git working tree`;
  if (changed.length > 0)
    return `dist/ is not what "${buildCommand}" makes (${listSome(changed)}): commit the fresh build it left in the working tree, then release again`;
}
