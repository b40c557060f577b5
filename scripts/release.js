#!/usr/bin/env node
// Releases manifest-check: `prepare` writes the release commit's edits, `tag` checks the commit
// and pushes vX.Y.Z and the moving vX, which starts .github/workflows/release.yml; that workflow
// runs `check` again and publishes. docs/releasing.md is the maintainer's page.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CHANGELOG, releasedSection } from './release/changelog.js';
import * as checks from './release/checks.js';
import { changedFiles, firstLine, gitOutput, run, runShell } from './release/commands.js';
import { prepareRelease } from './release/prepare.js';

const USAGE = `usage: node scripts/release.js COMMAND X.Y.Z [options]   (npm run release -- COMMAND X.Y.Z)

  prepare X.Y.Z   release CHANGELOG.md's [Unreleased] section as X.Y.Z and set the version of
                  package.json and package-lock.json, then build (the bundles hold the version);
                  review and commit the change to main
                  --date YYYY-MM-DD   the release date (default: today, UTC)
                  --build-command CMD the build (default: npm run build)
  tag X.Y.Z       check main's commit, then tag it vX.Y.Z (annotated), move vX to it and push both
                  --dry-run           check, and print the commands instead of running them
                  --skip-ci-check     do not ask GitHub (gh) whether ci passed: for local dry runs
                  --build-command CMD the build whose output must equal dist/ (default: npm run build)
                  --remote NAME       the remote to read and push (default: origin)
  check X.Y.Z     the checks of the release workflow on the checked-out tag vX.Y.Z
                  (--skip-ci-check, --build-command and --remote as for tag)
                  --repository OWNER/NAME  package.json's repository must be this one, as npm's
                                      provenance requires (the workflow passes GITHUB_REPOSITORY)
  notes X.Y.Z     print CHANGELOG.md's section X.Y.Z (the GitHub release's notes)

Exit status: 0 done, 1 refused (one line says what to fix), 2 usage error.`;

const OPTIONS = {
  'dry-run': { type: 'boolean' },
  'skip-ci-check': { type: 'boolean' },
  'build-command': { type: 'string' },
  remote: { type: 'string' },
  date: { type: 'string' },
  repository: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};
const ALLOWED = {
  prepare: ['date', 'build-command'],
  tag: ['dry-run', 'skip-ci-check', 'build-command', 'remote'],
  check: ['skip-ci-check', 'build-command', 'remote', 'repository'],
  notes: [],
};

/** Ends the run with a usage error: one line, and where the usage is. */
function usageError(message) {
  console.error(`release: ${message}; see node scripts/release.js --help`);
  process.exit(2);
}

/** Ends the run with a refusal: one line that names what to fix. Nothing was tagged. */
function refuse(command, version, message) {
  console.error(`release ${command} ${version} refused: ${message}`);
  process.exit(1);
}

function parse() {
  let parsed;
  try {
    parsed = parseArgs({ options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    const unknown = /^Unknown option '([^']+)'/.exec(error.message);
    usageError(unknown ? `unknown option ${unknown[1]}` : error.message.split(/\.\s/)[0]);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const [command, version, ...rest] = positionals;
  if (!Object.hasOwn(ALLOWED, command ?? ''))
    usageError(`expected a command, prepare, tag, check or notes; found ${command ?? 'none'}`);
  if (version === undefined || !/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.test(version))
    usageError(
      `expected a version X.Y.Z after ${command} (such as 0.1.0); found ${version ?? 'none'}`,
    );
  if (rest.length > 0) usageError(`unexpected argument ${rest[0]}`);
  const wrong = Object.keys(values).find((name) => !ALLOWED[command].includes(name));
  if (wrong) usageError(`--${wrong} is not an option of ${command}`);
  if (values.date !== undefined && !isCalendarDate(values.date))
    usageError(`expected --date YYYY-MM-DD, a day of the calendar; found ${values.date}`);
  // Given to git as an argument of its own: a name that starts with - would be read as an option
  // (git ls-remote --upload-pack=... runs a command), even under --dry-run.
  if (values.remote !== undefined && (values.remote === '' || values.remote.startsWith('-')))
    usageError(
      `expected --remote NAME, a remote's name or URL; found ${JSON.stringify(values.remote)}`,
    );
  return { command, version, values };
}

/** Whether `text` is YYYY-MM-DD and that day exists (not 2026-02-30). */
function isCalendarDate(text) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** Runs the checks in order; the first that fails ends the run. */
function runChecks(command, context, list) {
  for (const [what, check] of list) {
    const refusal = check(context);
    if (refusal) refuse(command, context.version, refusal);
    console.log(`ok: ${what}`);
  }
}

/** Moves refs/tags/`tag` back to `previous` (a tag object id), or deletes it when there was none. */
function restoreTag(tag, previous) {
  if (previous) run('git', ['update-ref', `refs/tags/${tag}`, previous]);
  else run('git', ['tag', '--delete', tag]);
}

/** Tags the commit and pushes both tags in one atomic push; on failure, puts the tags back. */
function tagAndPush({ version, tag, major, sha, remote, dryRun }) {
  const steps = [
    ['tag', '--annotate', tag, '--message', `manifest-check ${version}`, sha],
    [
      'tag',
      '--force',
      '--annotate',
      major,
      '--message',
      `${major}: manifest-check ${version}`,
      sha,
    ],
    ['push', '--atomic', remote, `refs/tags/${tag}`, `+refs/tags/${major}`],
  ];
  if (dryRun) {
    console.log('dry run: every check passed; the release would run:');
    for (const step of steps)
      console.log(
        `  git ${step.map((arg) => (/[\s"]/.test(arg) ? JSON.stringify(arg) : arg)).join(' ')}`,
      );
    return;
  }
  const previousMajor = gitOutput('rev-parse', '--quiet', '--verify', `refs/tags/${major}`);
  for (const [index, step] of steps.entries()) {
    const result = run('git', step);
    if (result.status === 0) continue;
    if (index > 0) run('git', ['tag', '--delete', tag]);
    if (index > 1) restoreTag(major, previousMajor);
    refuse(
      'tag',
      version,
      `git ${step[0]} failed (${firstLine(result.stderr)}): nothing was pushed; fix that and run the release again`,
    );
  }
  console.log(`tagged ${sha} as ${tag} and ${major}, and pushed both to ${remote}`);
  console.log(
    `the release workflow now publishes manifest-check ${version} to npm and makes the GitHub release ${tag}`,
  );
}

function main() {
  const { command, version, values } = parse();
  const root = gitOutput('rev-parse', '--show-toplevel');
  if (command !== 'notes' && root === undefined)
    refuse(command, version, 'this is not a git working tree: run the release in one');
  if (root) process.chdir(root);

  if (command === 'notes') {
    let section;
    try {
      section = releasedSection(readFileSync(CHANGELOG, 'utf8'), version);
    } catch (error) {
      refuse(command, version, `${CHANGELOG} cannot be read (${error.code ?? error.message})`);
    }
    if (!section)
      refuse(command, version, `${CHANGELOG} has no section "## [${version}] - YYYY-MM-DD"`);
    console.log(section.body);
    return;
  }
  if (command === 'prepare') {
    const date = values.date ?? new Date().toISOString().slice(0, 10);
    const buildCommand = values['build-command'] ?? 'npm run build';
    const result = prepareRelease(version, date);
    if (result.refusal) refuse(command, version, result.refusal);
    console.log(
      `released [Unreleased] as ${version} - ${date}; changed ${result.changed.join(', ')}`,
    );
    const status = runShell(buildCommand);
    if (status !== 0)
      refuse(
        command,
        version,
        `the build ("${buildCommand}") failed with exit status ${status}: the version is set; fix the build and run it before committing`,
      );
    const built = changedFiles(...checks.BUILD_OUTPUT)?.length ?? 0;
    console.log(`built with "${buildCommand}": ${built} files of the build output changed`);
    console.log(
      `next: review and commit this ("Release: ${version}"), push it to main, let ci pass, then npm run release -- tag ${version}`,
    );
    return;
  }

  const context = {
    version,
    tag: `v${version}`,
    major: `v${version.split('.')[0]}`,
    sha: gitOutput('rev-parse', 'HEAD^{commit}'),
    remote: values.remote ?? 'origin',
    buildCommand: values['build-command'] ?? 'npm run build',
    dryRun: values['dry-run'] === true,
    repository: values.repository,
  };
  if (context.sha === undefined) refuse(command, version, 'there is no commit to release here');
  const ci = values['skip-ci-check']
    ? []
    : [[`the ci workflow passed on ${context.sha.slice(0, 12)}`, checks.ciPassed]];
  const fresh = [[`dist/ is what "${context.buildCommand}" makes`, checks.distFresh]];
  const described = {
    clean: ['the working tree is clean', checks.cleanTree],
    version: [`package.json has the version ${version}`, checks.packageVersion],
    changelog: [`${CHANGELOG} has the section ${version}`, checks.changelogSection],
  };
  if (command === 'check') {
    runChecks(command, context, [
      described.clean,
      [`the tag ${context.tag} is the commit checked out`, checks.tagAtHead],
      [`${context.remote}'s main holds the commit`, checks.onRemoteMain],
      described.version,
      ...(context.repository === undefined
        ? []
        : [[`package.json's repository is ${context.repository}`, checks.packageRepository]]),
      described.changelog,
      ...ci,
      ...fresh,
    ]);
    console.log(`${context.tag} may be published`);
    return;
  }
  runChecks(command, context, [
    described.clean,
    ['HEAD is the branch main', checks.onMain],
    described.version,
    described.changelog,
    [`the tag ${context.tag} is new`, checks.tagIsNew],
    [`main is ${context.remote}'s main`, checks.mainIsPushed],
    ...ci,
    ...fresh,
  ]);
  tagAndPush(context);
}

main();
