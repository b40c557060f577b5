/**
 * The Action adapter with @actions/core and @actions/github mocked: which outputs, annotations,
 * log lines and failures each input gives.
 */
import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Log } from 'sarif';
import { parse as parseYaml } from 'yaml';
import { coreMock, githubMock, recorded, resetActions } from '../support/actions-mock.js';
import { makeTempDir } from '../support/temp-dir.js';

jest.unstable_mockModule('@actions/core', () => coreMock);
jest.unstable_mockModule('@actions/github', () => githubMock);
const { run } = await import('../../src/action.js');

const VALID = '{\n  "name": "ok",\n  "version": "1.0"\n}\n';
const INVALID = '{\n  "name": "bad",\n  "version": "1.0",\n  "bogus": true\n}\n';
const SAVED_ENV = { ...process.env };

function workspace(files: Record<string, string>): string {
  const root = makeTempDir('action');
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
  process.env.RUNNER_TEMP = makeTempDir('temp');
  githubMock.context.payload = {};
});
afterAll(() => {
  process.env = SAVED_ENV;
});

const annotations = () => recorded.log.filter(([kind]) => kind !== 'info');

describe('command: validate', () => {
  it('annotates each problem, sets the outputs and fails on errors', async () => {
    workspace({ 'ports/bad/vcpkg.json': INVALID, 'ports/ok/vcpkg.json': VALID });
    resetActions({});
    await run();
    expect(annotations()).toEqual([
      [
        'error',
        'unknown property "bogus"; expected one of name, version, version-string, version-semver, version-date, port-version, maintainers, description, homepage, documentation, license, dependencies, overrides, dev-dependencies, features, default-features, supports or a key starting with "$"',
        {
          title: 'additional-property',
          file: 'ports/bad/vcpkg.json',
          startLine: 4,
          endLine: 4,
          startColumn: 3,
          endColumn: 10,
        },
      ],
    ]);
    expect(recorded.outputs).toEqual({
      valid: 'false',
      files: '2',
      errors: '1',
      warnings: '0',
      report: expect.stringMatching(/manifest-check-\w+[/\\]report\.json$/),
    });
    expect(recorded.failed).toEqual(['2 files checked: 1 valid, 1 invalid; 1 error, 0 warnings']);
    const report = JSON.parse(readFileSync(recorded.outputs.report as string, 'utf8')) as {
      files: { file: string }[];
    };
    expect(report.files.map((file) => file.file)).toEqual([
      'ports/bad/vcpkg.json',
      'ports/ok/vcpkg.json',
    ]);
  });

  it("format: check holds manifests to vcpkg's canonical form and counts those not in it", async () => {
    workspace({
      'ports/four/vcpkg.json': VALID.replaceAll('  ', '    '),
      'ports/ok/vcpkg.json': VALID,
    });
    resetActions({ format: 'check' });
    await run();
    expect(recorded.outputs).toMatchObject({ valid: 'false', errors: '1', unformatted: '1' });
    expect(recorded.failed).toEqual(['2 files checked: 1 valid, 1 invalid; 1 error, 0 warnings']);
  });

  it('prints every problem with workflow commands stopped around it', async () => {
    workspace({ 'vcpkg.json': '{"name": "x", "version": "1", "::error::pwned": 1}' });
    resetActions({});
    await run();
    const info = recorded.log.filter(([kind]) => kind === 'info').map(([, text]) => text);
    const stop = info.findIndex((line) => line.startsWith('::stop-commands::'));
    const token = info[stop]?.slice('::stop-commands::'.length);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(info[stop + 1]).toContain('::error::pwned');
    expect(info[stop + 2]).toBe(`::${token}::`);
  });

  it('fail-on never passes with errors; fail-on warning fails on warnings alone', async () => {
    workspace({ 'vcpkg.json': INVALID });
    resetActions({ 'fail-on': 'never' });
    await run();
    expect(recorded.failed).toEqual([]);
    expect(recorded.outputs.valid).toBe('false');

    workspace({ 'vcpkg.json': '{"name": "x", "version": "1", "license": "MIT OR Apache"}' });
    resetActions({ 'fail-on': 'warning' });
    await run();
    expect(recorded.outputs).toMatchObject({ valid: 'true', errors: '0', warnings: '1' });
    expect(recorded.failed).toEqual(['1 file checked: 1 valid, 0 invalid; 0 errors, 1 warning']);
  });

  it('annotations: false annotates nothing; the outputs are the same', async () => {
    workspace({ 'vcpkg.json': INVALID });
    resetActions({ annotations: 'false' });
    await run();
    expect(annotations()).toEqual([]);
    expect(recorded.outputs.errors).toBe('1');
  });

  it('writes SARIF where sarif-file says and the job summary when the runner has one', async () => {
    const root = workspace({ 'a/vcpkg.json': INVALID });
    process.env.GITHUB_STEP_SUMMARY = path.join(root, 'summary.md');
    resetActions({ 'sarif-file': 'out/manifests.sarif' });
    await run();
    const sarif = JSON.parse(readFileSync(path.join(root, 'out/manifests.sarif'), 'utf8')) as Log;
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0]?.results).toHaveLength(1);
    expect(recorded.summary).toHaveLength(1);
    expect(recorded.summary[0]).toContain(
      '1 file checked: 0 valid, 1 invalid; 1 error, 0 warnings',
    );
  });

  it('files, shard and an explicit glob', async () => {
    workspace({
      'a/vcpkg.json': VALID,
      'b/vcpkg.json': VALID,
      'c/vcpkg.json': VALID,
      'd/vcpkg.json': INVALID,
    });
    resetActions({ files: 'a/vcpkg.json, d/*.json\n!d/**', shard: '1/1' });
    await run();
    expect(recorded.outputs).toMatchObject({ files: '1', valid: 'true' });

    resetActions({ shard: '2/2' });
    await run();
    expect(recorded.outputs).toMatchObject({ files: '2', errors: '1' });
  });

  it('changed-only outside a pull request checks every file and says so', async () => {
    workspace({ 'vcpkg.json': VALID });
    resetActions({ 'changed-only': 'true' });
    await run();
    expect(recorded.log).toContainEqual([
      'info',
      'changed-only: not a pull request, so every matching file is checked',
    ]);
    expect(recorded.outputs.files).toBe('1');
  });

  it('says how many files the patterns match, in the singular for one', async () => {
    const notes = async (files: Record<string, string>) => {
      workspace(files);
      resetActions({});
      await run();
      return recorded.log.filter(([, message]) => String(message).includes(' match'));
    };
    expect(await notes({ 'vcpkg.json': VALID })).toEqual([
      ['info', '1 file matches "**/vcpkg.json", "**/vcpkg-configuration.json"'],
    ]);
    expect(await notes({ 'a/vcpkg.json': VALID, 'b/vcpkg.json': VALID })).toEqual([
      ['info', '2 files match "**/vcpkg.json", "**/vcpkg-configuration.json"'],
    ]);
  });

  it('a default glob that matches nothing warns and passes', async () => {
    workspace({ 'README.md': '' });
    resetActions({});
    await run();
    expect(annotations()).toEqual([
      ['warning', 'no file matches **/vcpkg.json, **/vcpkg-configuration.json', undefined],
    ]);
    expect(recorded.failed).toEqual([]);
    expect(recorded.outputs).toMatchObject({ valid: 'true', files: '0' });
  });
});

describe('bad inputs fail the step with one line', () => {
  it.each<[Record<string, string>, string]>([
    [{ command: 'lint' }, `input 'command': expected validate or request, got "lint"`],
    [{ shard: '3/2' }, `input 'shard': expected i/n with 1 <= i <= n, such as 1/4, got "3/2"`],
    [{ strict: 'yes' }, `input 'strict': expected true or false, got "yes"`],
    [
      { files: 'nowhere/**/vcpkg.json' },
      `input 'files': "nowhere/**/vcpkg.json" matched no file in <root>`,
    ],
    [
      { schema: 'missing.json' },
      `input 'schema': cannot read the schema missing.json: no such file or directory`,
    ],
    [
      { schema: 'bad.json' },
      `input 'schema': bad.json: not valid JSON: close brace expected at line 1, column 2`,
    ],
    [
      { versions: 'check', registry: 'nowhere' },
      `input 'registry': cannot find "nowhere" in the workspace (no such file or directory)`,
    ],
    [
      { command: 'request' },
      `input 'route': required with command: request, such as 'GET /repos/{owner}/{repo}'; or give the operation input, such as issues/create`,
    ],
  ])('%j', async (inputs, message) => {
    const root = workspace({ 'vcpkg.json': VALID, 'bad.json': '{' });
    resetActions(inputs);
    await run();
    expect(recorded.failed).toEqual([message.replace('<root>', root)]);
    expect(recorded.outputs).toEqual({});
  });

  it('an unexpected error is one line, not a stack trace', async () => {
    workspace({ 'vcpkg.json': VALID });
    resetActions({});
    coreMock.getInput.mockImplementationOnce(() => {
      throw new Error('disk on fire');
    });
    await run();
    expect(recorded.failed).toEqual(['internal error: disk on fire']);
  });
});

describe('command: request', () => {
  it('builds the options into outputs; {owner} and {repo} come from the repository', async () => {
    workspace({});
    process.env.GITHUB_REPOSITORY = 'octo-org/octo-repo';
    process.env.GITHUB_API_URL = 'https://ghe.example/api/v3';
    resetActions({
      command: 'request',
      route: 'POST /repos/{owner}/{repo}/issues',
      parameters: 'title: Found a bug\nlabels: [bug]',
      token: 'ghs_secret',
    });
    await run();
    const headers = {
      accept: 'application/vnd.github.v3+json',
      'user-agent': expect.stringMatching(/^manifest-check\//),
      authorization: 'token ghs_secret',
      'content-type': 'application/json; charset=utf-8',
    };
    expect(recorded.secrets).toEqual(['ghs_secret']);
    expect(JSON.parse(recorded.outputs.options as string)).toEqual({
      method: 'post',
      url: 'https://ghe.example/api/v3/repos/octo-org/octo-repo/issues',
      headers,
      body: { title: 'Found a bug', labels: ['bug'] },
    });
    const publicOutputs = { 'options-public': undefined, 'headers-public': undefined };
    expect({
      ...recorded.outputs,
      options: undefined,
      headers: undefined,
      ...publicOutputs,
    }).toEqual({
      method: 'post',
      url: 'https://ghe.example/api/v3/repos/octo-org/octo-repo/issues',
      body: '{"title":"Found a bug","labels":["bug"]}',
      options: undefined,
      headers: undefined,
      ...publicOutputs,
    });
    expect(recorded.outputs['headers-public']).not.toContain('ghs_secret');
    expect(recorded.failed).toEqual([]);
    expect(recorded.log.some(([, text]) => text.includes('ghs_secret'))).toBe(false);
  });

  it('options the builder refuses fail the step with its message', async () => {
    workspace({});
    resetActions({ command: 'request', route: 'GET /x', headers: '{"x-a": "a\\r\\nb"}' });
    await run();
    expect(recorded.failed).toEqual([
      'headers["x-a"]: a header value must be one line of text, without control characters such as CR, LF or NUL, got "a\\r\\nb"',
    ]);
    expect(existsSync(process.env.RUNNER_TEMP as string)).toBe(true);
  });
});

describe('action.yml', () => {
  const metadata = parseYaml(readFileSync('action.yml', 'utf8')) as {
    inputs: Record<string, unknown>;
    outputs: Record<string, unknown>;
    runs: Record<string, string>;
  };

  it('runs dist/index.js on node24', () => {
    expect(metadata.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('declares exactly the inputs the tests above read and the outputs they set', () => {
    const read = new Set(coreMock.getInput.mock.calls.map(([name]) => name));
    const set = new Set(coreMock.setOutput.mock.calls.map(([name]) => name));
    expect([...read].sort()).toEqual(Object.keys(metadata.inputs).sort());
    expect([...set].sort()).toEqual(Object.keys(metadata.outputs).sort());
  });

  it('has every input and output in docs/action.md', () => {
    const page = readFileSync('docs/action.md', 'utf8');
    for (const name of [...Object.keys(metadata.inputs), ...Object.keys(metadata.outputs)])
      expect(page).toContain(`| \`${name}\``);
  });

  it('is used in the workflows with inputs it declares', () => {
    const workflow = parseYaml(readFileSync('.github/workflows/manifest-check.yml', 'utf8')) as {
      jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
    };
    const own = Object.values(workflow.jobs).flatMap((job) =>
      job.steps.filter((step) => step.uses === './'),
    );
    expect(own).toHaveLength(2);
    for (const step of own)
      for (const name of Object.keys(step.with ?? {}))
        expect(Object.keys(metadata.inputs)).toContain(name);
  });
});
