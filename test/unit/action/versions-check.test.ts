/**
 * The Action with `versions: check`: the registry's version database is checked after the
 * manifests, each problem annotated on its line, counted in the outputs and in the JSON report
 * with the manifests'; a `registry` outside the workspace, or that is no registry, fails the step.
 */
import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coreMock, githubMock, recorded, resetActions } from '../../support/actions-mock.js';
import { gitIn } from '../../support/git.js';
import { makeTempDir, makeTempTree } from '../../support/temp-dir.js';

jest.unstable_mockModule('@actions/core', () => coreMock);
jest.unstable_mockModule('@actions/github', () => githubMock);
const { run } = await import('../../../src/action.js');

const ALPHA = '{\n  "name": "alpha",\n  "version": "1.0"\n}\n';
const SAVED_ENV = { ...process.env };
let root: string;

/** A registry whose database lacks alpha's entry, below `folder` of the workspace. */
function registryAt(folder: string): void {
  const at = (file: string) => path.join(root, folder, file);
  mkdirSync(at('ports/alpha'), { recursive: true });
  mkdirSync(at('versions'), { recursive: true });
  writeFileSync(at('ports/alpha/vcpkg.json'), ALPHA);
  writeFileSync(at('ports/alpha/portfile.cmake'), '# alpha\n');
  writeFileSync(
    at('versions/baseline.json'),
    '{\n  "default": {\n    "alpha": {\n      "baseline": "1.0",\n      "port-version": 0\n    }\n  }\n}\n',
  );
  gitIn(root, 'add', '-A');
  gitIn(root, 'commit', '-qm', 'registry');
}

beforeEach(() => {
  process.env = { ...SAVED_ENV };
  delete process.env.GITHUB_STEP_SUMMARY;
  process.env.RUNNER_TEMP = makeTempDir('action-versions-temp');
  githubMock.context.payload = {};
  root = makeTempDir('action-versions');
  gitIn(root, 'init', '-q');
  process.env.GITHUB_WORKSPACE = root;
});
afterAll(() => {
  process.env = SAVED_ENV;
});

const annotations = () => recorded.log.filter(([kind]) => kind !== 'info');

describe('versions: check', () => {
  it('annotates the port missing from the database, counts it with the manifests and fails', async () => {
    registryAt('.');
    resetActions({ profile: 'current', versions: 'check' });
    await run();
    expect(annotations()).toEqual([
      [
        'error',
        "this port is not in the version database: the version database file should be here: versions/a-/alpha.json; run 'manifest-check versions --fix' to create the version database file",
        {
          title: 'versions-missing',
          file: 'ports/alpha/vcpkg.json',
          startLine: 3,
          endLine: 3,
          startColumn: 14,
          endColumn: 19,
        },
      ],
    ]);
    // The manifest once as a manifest, then the registry's two files.
    expect(recorded.failed).toEqual(['3 files checked: 2 valid, 1 invalid; 1 error, 0 warnings']);
    expect(recorded.outputs).toMatchObject({ valid: 'false', files: '3', errors: '1' });
    const report = JSON.parse(readFileSync(recorded.outputs.report as string, 'utf8')) as {
      files: { file: string }[];
    };
    expect(report.files.map((file) => file.file)).toEqual([
      'ports/alpha/vcpkg.json',
      'ports/alpha/vcpkg.json',
      'versions/baseline.json',
    ]);
  });

  it('checks a registry below the workspace, naming files from the workspace', async () => {
    registryAt('registry');
    resetActions({ profile: 'current', versions: 'check', registry: 'registry' });
    await run();
    expect(annotations().map(([, , properties]) => properties?.file)).toEqual([
      'registry/ports/alpha/vcpkg.json',
    ]);
  });

  it('on a pull request, checks the change against its base: a published entry rewritten', async () => {
    registryAt('.');
    mkdirSync(path.join(root, 'versions/a-'));
    writeFileSync(
      path.join(root, 'versions/a-/alpha.json'),
      `{\n  "versions": [\n    {\n      "git-tree": "${'1'.repeat(40)}",\n      "version": "1.0",\n      "port-version": 0\n    }\n  ]\n}\n`,
    );
    gitIn(root, 'add', '-A');
    gitIn(root, 'commit', '-qm', 'published');
    const base = gitIn(root, 'rev-parse', 'HEAD');
    const tree = gitIn(root, 'rev-parse', 'HEAD:ports/alpha');
    writeFileSync(
      path.join(root, 'versions/a-/alpha.json'),
      `{\n  "versions": [\n    {\n      "git-tree": "${tree}",\n      "version": "1.0",\n      "port-version": 0\n    }\n  ]\n}\n`,
    );
    githubMock.context.payload = { pull_request: { base: { sha: base }, head: { sha: base } } };
    resetActions({ profile: 'current', versions: 'check' });
    await run();
    expect(
      annotations().map(([kind, , properties]) => [kind, properties?.title, properties?.file]),
    ).toEqual([['error', 'versions-published-entry', 'versions/a-/alpha.json']]);
  });

  it('on a pull request whose base the clone lacks, fails the step saying how to fetch it', async () => {
    registryAt('.');
    githubMock.context.payload = {
      pull_request: { base: { sha: 'f'.repeat(40) }, head: { sha: 'e'.repeat(40) } },
    };
    resetActions({ profile: 'current', versions: 'check' });
    await run();
    expect(recorded.failed).toHaveLength(1);
    expect(recorded.failed[0]).toMatch(
      /^input 'versions': --base "f{40}" names no commit .*check out with fetch-depth: 0$/,
    );
  });

  it('leaves the database alone without the input', async () => {
    registryAt('.');
    resetActions({ profile: 'current' });
    await run();
    expect(recorded.failed).toEqual([]);
    expect(recorded.outputs).toMatchObject({ valid: 'true', files: '1' });
  });

  it('fails the step for a registry that leads out of the workspace', async () => {
    const outside = makeTempTree('action-versions-outside', {
      'ports/.keep': '',
      'versions/.keep': '',
    });
    symlinkSync(outside, path.join(root, 'elsewhere'));
    resetActions({ versions: 'check', registry: 'elsewhere' });
    await run();
    expect(recorded.failed).toHaveLength(1);
    expect(recorded.failed[0]).toContain(
      `input 'registry': "elsewhere" leads to ${outside}, outside the workspace`,
    );
  });

  it('fails the step for a folder that is no registry, saying which', async () => {
    mkdirSync(path.join(root, 'ports'));
    writeFileSync(path.join(root, 'ports', 'vcpkg.json'), ALPHA);
    resetActions({ versions: 'check', files: 'ports/vcpkg.json' });
    await run();
    expect(recorded.failed).toEqual([
      `input 'registry': cannot list the versions folder ${path.join(root, 'versions')}: no such file or directory; expected a registry's versions folder`,
    ]);
  });

  it('refuses a value other than check, and a registry in .git', async () => {
    resetActions({ versions: 'yes' });
    await run();
    expect(recorded.failed).toEqual([`input 'versions': expected check, got "yes"`]);
    resetActions({ versions: 'check', registry: '.git/x' });
    await run();
    expect(recorded.failed[0]).toMatch(/^input 'registry': ".git\/x" names \.git/);
  });
});
