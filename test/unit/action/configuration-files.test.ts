/**
 * The Action with `profile: current` and no `files` input: its default globs find the workspace's
 * vcpkg-configuration.json files too, checked as vcpkg reads them, under `spec` (the default) too.
 */
import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coreMock, githubMock, recorded, resetActions } from '../../support/actions-mock.js';
import { makeTempDir } from '../../support/temp-dir.js';

jest.unstable_mockModule('@actions/core', () => coreMock);
jest.unstable_mockModule('@actions/github', () => githubMock);
const { run } = await import('../../../src/action.js');

const VALID_MANIFEST = '{\n  "name": "ok",\n  "version": "1.0"\n}\n';
/** vcpkg refuses it: a git registry needs its repository and baseline. */
const BAD_CONFIGURATION = '{\n  "default-registry": {\n    "kind": "git"\n  }\n}\n';
const SAVED_ENV = { ...process.env };

function workspace(files: Record<string, string>): string {
  const root = makeTempDir('action-configuration');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  process.env.GITHUB_WORKSPACE = root;
  return root;
}

beforeEach(() => {
  process.env = { ...SAVED_ENV };
  delete process.env.GITHUB_STEP_SUMMARY;
  process.env.RUNNER_TEMP = makeTempDir('action-configuration-temp');
  githubMock.context.payload = {};
  workspace({
    'vcpkg.json': VALID_MANIFEST,
    'sub/vcpkg-configuration.json': BAD_CONFIGURATION,
  });
});
afterAll(() => {
  process.env = SAVED_ENV;
});

const annotations = () => recorded.log.filter(([kind]) => kind !== 'info');

describe('vcpkg-configuration.json in the Action', () => {
  it('profile: current checks the workspace configuration files and fails on their errors', async () => {
    resetActions({ profile: 'current' });
    await run();
    // A problem over several lines is annotated by its lines only, as GitHub shows them.
    const at = { file: 'sub/vcpkg-configuration.json', startLine: 2, endLine: 4 };
    expect(annotations()).toEqual([
      [
        'error',
        "a git registry: missing required field 'baseline' (a baseline)",
        { title: 'configuration', ...at },
      ],
      [
        'error',
        "a git registry: missing required field 'repository' (a git repository URL)",
        { title: 'configuration', ...at },
      ],
    ]);
    expect(recorded.failed).toEqual(['2 files checked: 1 valid, 1 invalid; 2 errors, 0 warnings']);
  });

  it('profile: spec (the default) checks them too, as vcpkg reads them, and fails', async () => {
    resetActions({});
    await run();
    expect(recorded.outputs).toMatchObject({ valid: 'false', files: '2', errors: '2' });
    expect(recorded.failed).not.toEqual([]);
  });
});
