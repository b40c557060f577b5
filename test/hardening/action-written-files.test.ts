/**
 * What the Action writes where a pull request chose the place: the `sarif-file` input names a path
 * in the checkout, which the pull request controls, links included. The SARIF log is written as
 * `format` writes a manifest: never through a link that leaves the workspace or enters `.git`,
 * never into `.git` (where actions/checkout keeps its token); a refused path fails the step with
 * an error that names it, and nothing is written.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coreMock, githubMock, recorded, resetActions } from '../support/actions-mock.js';
import { makeTempDir, makeTempTree } from '../support/temp-dir.js';

jest.unstable_mockModule('@actions/core', () => coreMock);
jest.unstable_mockModule('@actions/github', () => githubMock);
const { run } = await import('../../src/action.js');

const VALID = '{\n  "name": "ok",\n  "version": "1.0"\n}\n';
const CONFIG = '[http]\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n';
const SAVED_ENV = { ...process.env };

/** A checkout with a manifest and a `.git/config` that holds a token, as actions/checkout leaves it. */
function checkout(): string {
  const root = makeTempTree('written', { 'vcpkg.json': VALID, '.git/config': CONFIG });
  process.env = { ...SAVED_ENV, GITHUB_WORKSPACE: root, RUNNER_TEMP: makeTempDir('written-temp') };
  delete process.env.GITHUB_STEP_SUMMARY;
  return root;
}

/** Runs the step with this `sarif-file`; the one failure it ends with. */
async function failureWith(sarifFile: string): Promise<string[]> {
  resetActions({ 'sarif-file': sarifFile });
  await run();
  return recorded.failed;
}

beforeEach(() => {
  githubMock.context.payload = {};
});

describe('sarif-file never leads into .git, nor out of the workspace through a link', () => {
  it('a committed link reports -> .git: .git/config is not replaced, and the error names the path', async () => {
    const root = checkout();
    symlinkSync('.git', path.join(root, 'reports'));
    expect(await failureWith('reports/config')).toEqual([
      `input 'sarif-file': the SARIF file reports/config leads into .git (to ${root}/.git/config), which can hold credentials and is never written`,
    ]);
    expect(readFileSync(path.join(root, '.git/config'), 'utf8')).toBe(CONFIG);
    expect(readdirSync(path.join(root, '.git'))).toEqual(['config']);
  });

  it('a plain path into .git, and one into a folder still to be made there', async () => {
    const root = checkout();
    expect(await failureWith('.git/config')).toEqual([
      `input 'sarif-file': the SARIF file .git/config leads into .git (to ${root}/.git/config), which can hold credentials and is never written`,
    ]);
    expect(await failureWith('.git/hooks/new/results.sarif')).toEqual([
      `input 'sarif-file': the SARIF file .git/hooks/new/results.sarif leads into .git (to ${root}/.git/hooks/new/results.sarif), which can hold credentials and is never written`,
    ]);
    expect(readFileSync(path.join(root, '.git/config'), 'utf8')).toBe(CONFIG);
    expect(readdirSync(path.join(root, '.git'))).toEqual(['config']);
  });

  it('the .git of a folder below the workspace (a submodule’s), reached through a link', async () => {
    const root = checkout();
    mkdirSync(path.join(root, 'vendor/lib/.git'), { recursive: true });
    writeFileSync(path.join(root, 'vendor/lib/.git/config'), CONFIG);
    symlinkSync('vendor/lib/.git', path.join(root, 'out'));
    expect(await failureWith('out/config')).toEqual([
      `input 'sarif-file': the SARIF file out/config leads into .git (to ${root}/vendor/lib/.git/config), which can hold credentials and is never written`,
    ]);
    expect(readFileSync(path.join(root, 'vendor/lib/.git/config'), 'utf8')).toBe(CONFIG);
  });

  it('a link that leaves the workspace: nothing is written where it leads', async () => {
    const root = checkout();
    const outside = makeTempTree('written-outside', { config: CONFIG });
    symlinkSync(outside, path.join(root, 'reports'));
    expect(await failureWith('reports/config')).toEqual([
      `input 'sarif-file': the SARIF file reports/config leads outside the workspace (to ${outside}/config); it was not written`,
    ]);
    expect(readFileSync(path.join(outside, 'config'), 'utf8')).toBe(CONFIG);
    expect(readdirSync(outside)).toEqual(['config']);
  });

  it('a link at the file’s own name to .git/config is replaced, not written through', async () => {
    const root = checkout();
    symlinkSync('.git/config', path.join(root, 'results.sarif'));
    expect(await failureWith('results.sarif')).toEqual([]);
    expect(readFileSync(path.join(root, '.git/config'), 'utf8')).toBe(CONFIG);
    expect(JSON.parse(readFileSync(path.join(root, 'results.sarif'), 'utf8'))).toMatchObject({
      version: '2.1.0',
    });
  });
});
