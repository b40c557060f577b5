/**
 * `changed-only` and the files judged together, on real git repositories: under `profile:
 * current` a project's `vcpkg.json` and the `vcpkg-configuration.json` beside it are read
 * together, as vcpkg reads them, so a pull request that changes or deletes one can break the
 * other. Both are selected together: changing or deleting either brings in both.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { validateStep, type ValidateOutcome } from '../../src/action/validate-step.js';
import type { Profile } from '../../src/manifest/profiles.js';
import { defaultFiles } from '../../src/action/validate-settings.js';
import { DEFAULT_SETTINGS } from '../support/validate-settings.js';
import { gitIn } from '../support/git.js';
import { makeTempDir } from '../support/temp-dir.js';

const BASELINE = '0123456789abcdef0123456789abcdef01234567';
/** A project whose `builtin-baseline` gives the builtin default registry its baseline. */
const MANIFEST = `{\n  "name": "app",\n  "builtin-baseline": "${BASELINE}",\n  "dependencies": ["mylib"]\n}\n`;
/** The same project without it: the configuration beside it has no baseline for its default. */
const WITHOUT_BASELINE = '{\n  "name": "app",\n  "dependencies": ["mylib"]\n}\n';
/** A git registry and no `default-registry`: valid only while the manifest sets a baseline. */
const CONFIGURATION = `{
  "registries": [
    {
      "kind": "git",
      "repository": "https://github.com/example/registry",
      "baseline": "${BASELINE}",
      "packages": ["mylib"]
    }
  ]
}
`;
/** The error real vcpkg (f9eb9c6) stops on for the configuration, exit status 1. */
const NO_BASELINE =
  'Using registries requires that a baseline is set for the default registry or that the default registry is null.';

/** A repository holding `app/` (the pair) and `other/vcpkg.json`; its path and first commit. */
function repository(): { workspace: string; base: string } {
  const workspace = makeTempDir('changed-beside');
  gitIn(workspace, 'init', '-q', '-b', 'main');
  write(workspace, {
    'app/vcpkg.json': MANIFEST,
    'app/vcpkg-configuration.json': CONFIGURATION,
    'other/vcpkg.json': '{ "name": "other" }\n',
  });
  return { workspace, base: commit(workspace, 'first') };
}

function write(directory: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    writeFileSync(path.join(directory, name), text);
  }
}

function commit(directory: string, message: string): string {
  gitIn(directory, 'add', '-A');
  gitIn(directory, 'commit', '-q', '--allow-empty', '-m', message);
  return gitIn(directory, 'rev-parse', 'HEAD');
}

function step(
  workspace: string,
  pullRequest: { base: string; head: string },
  profile: Profile = 'current',
): Promise<ValidateOutcome> {
  return validateStep(
    { ...DEFAULT_SETTINGS, profile, patterns: defaultFiles(profile), changedOnly: true },
    { workspace, runnerTemp: makeTempDir('runner'), toolVersion: '0.0.0', pullRequest },
  );
}

/** Each file of the step's JSON report with the messages of its errors. */
function reported(outcome: ValidateOutcome): Record<string, string[]> {
  const report = JSON.parse(readFileSync(outcome.reportPath, 'utf8')) as {
    files: { file: string; problems: { severity: string; message: string }[] }[];
  };
  return Object.fromEntries(
    report.files.map(({ file, problems }) => [
      file,
      problems.filter(({ severity }) => severity === 'error').map(({ message }) => message),
    ]),
  );
}

describe('changed-only selects a manifest and the configuration beside it together', () => {
  it('a pull request that only deletes builtin-baseline fails on the configuration it breaks', async () => {
    const { workspace, base } = repository();
    write(workspace, { 'app/vcpkg.json': WITHOUT_BASELINE });
    const head = commit(workspace, 'drop the baseline');
    const outcome = await step(workspace, { base, head });
    expect(reported(outcome)).toEqual({
      'app/vcpkg-configuration.json': [expect.stringContaining(NO_BASELINE)],
      'app/vcpkg.json': [],
    });
    expect(outcome.summary).toMatchObject({ files: 2, invalid: 1, errors: 1 });
    expect(outcome.notes).toContain(
      'changed-only: 2 of them changed in the pull request, are links, lie in a submodule it adds or moves, or are read with a file it changes or deletes',
    );
  });

  it('a deleted vcpkg.json brings in the configuration beside it', async () => {
    const { workspace, base } = repository();
    rmSync(path.join(workspace, 'app/vcpkg.json'));
    const head = commit(workspace, 'delete the manifest');
    const outcome = await step(workspace, { base, head });
    expect(reported(outcome)).toEqual({
      'app/vcpkg-configuration.json': [expect.stringContaining(NO_BASELINE)],
    });
  });

  it('a changed or deleted configuration brings in the manifest beside it', async () => {
    const { workspace, base } = repository();
    write(workspace, { 'app/vcpkg-configuration.json': `${CONFIGURATION}\n` });
    const changed = commit(workspace, 'touch the configuration');
    expect(Object.keys(reported(await step(workspace, { base, head: changed })))).toEqual([
      'app/vcpkg-configuration.json',
      'app/vcpkg.json',
    ]);
    rmSync(path.join(workspace, 'app/vcpkg-configuration.json'));
    const deleted = commit(workspace, 'delete the configuration');
    expect(Object.keys(reported(await step(workspace, { base: changed, head: deleted })))).toEqual([
      'app/vcpkg.json',
    ]);
  });

  it('leaves out what is not read with a change: another folder', async () => {
    const { workspace, base } = repository();
    write(workspace, { 'other/vcpkg.json': '{ "name": "other", "version": "1" }\n' });
    const head = commit(workspace, 'change the other project');
    expect(Object.keys(reported(await step(workspace, { base, head })))).toEqual([
      'other/vcpkg.json',
    ]);
    // The spec profile checks a configuration as vcpkg reads it, with its manifest, too.
    write(workspace, { 'app/vcpkg-configuration.json': '{}\n' });
    const touched = commit(workspace, 'touch the configuration');
    expect(
      Object.keys(reported(await step(workspace, { base: head, head: touched }, 'spec'))),
    ).toEqual(['app/vcpkg-configuration.json', 'app/vcpkg.json']);
  });
});
