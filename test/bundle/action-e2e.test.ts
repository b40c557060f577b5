/**
 * The bundled Action (dist/index.js) run the way the runner runs it: INPUT_* variables, the
 * output and summary files, a workspace and an event file. Asserts the exact workflow commands
 * it prints, the outputs, the summary and the exit code.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir.js';

interface StepRun {
  status: number | null;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Runs dist/index.js as a step with these inputs, in `workspace`, for `event`. */
function runStep(
  inputs: Record<string, string>,
  workspace: string,
  event: { name: string; payload: object } = { name: 'push', payload: {} },
): StepRun {
  const runner = makeTempDir('runner');
  const files = {
    output: path.join(runner, 'output'),
    summary: path.join(runner, 'summary.md'),
    event: path.join(runner, 'event.json'),
  };
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  writeFileSync(files.event, JSON.stringify(event.payload));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    GITHUB_API_URL: 'https://api.github.com',
    RUNNER_TEMP: runner,
  };
  for (const [name, value] of Object.entries(inputs))
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  const child = spawnSync(process.execPath, [path.resolve('dist/index.js')], {
    cwd: workspace,
    env,
    encoding: 'utf8',
  });
  return {
    status: child.status,
    stdout: child.stdout,
    outputs: readOutputs(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
  };
}

/** `name<<delimiter`, value lines, `delimiter`: the file format of GITHUB_OUTPUT. */
function readOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const [, name, , value] of text.matchAll(pattern)) outputs[name as string] = value as string;
  return outputs;
}

const commands = (stdout: string) =>
  stdout.split('\n').filter((line) => /^::(error|warning|notice)[ :]/.test(line));

describe('command: validate on examples/ (but examples/current/, for the current profile)', () => {
  const step = runStep(
    { command: 'validate', files: 'examples/**/vcpkg.json\n!examples/current/**' },
    process.cwd(),
  );

  it('notes the later form once, annotates 10 errors, files taking turns, then the 4 warnings, then says what is left', () => {
    expect(commands(step.stdout)).toEqual([
      '::notice::"examples/invalid/modern-format/vcpkg.json" is written for today\'s vcpkg: it has "license": null, which the default profile (the December 2020 manifest spec) does not know; profile: current checks it as today\'s vcpkg does',
      '::error title=type,file=examples/invalid/dependencies/vcpkg.json,line=5,endLine=5,col=5,endColumn=7::expected a string or an object; found number 42',
      '::error title=json-syntax,file=examples/invalid/json-syntax/vcpkg.json,line=4,endLine=4,col=1,endColumn=2::a trailing comma is not allowed in JSON; found `}`',
      '::error title=type,file=examples/invalid/modern-format/vcpkg.json,line=4,endLine=4,col=14,endColumn=18::expected a string; found null',
      `::error title=reserved-name,file=examples/invalid/reserved-names/vcpkg.json,line=5,endLine=5,col=15,endColumn=22::"iconv" is rejected only because the spec's reserved-name pattern ^prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default$ is unanchored and finds "con" inside it; --strict checks whole names`,
      '::error title=pattern,file=examples/invalid/values/vcpkg.json,line=2,endLine=2,col=11,endColumn=19::"Values" is not a package name: lowercase letters and digits in dash-separated groups, with dots between segments (pattern ^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$)',
      '::error title=version-one-of,file=examples/invalid/version-rule/vcpkg.json,line=4,endLine=4,col=3,endColumn=19::exactly one of version, version-string, version-semver, version-date is required; found version and version-string',
      '::error title=pattern,file=examples/invalid/dependencies/vcpkg.json,line=6,endLine=6,col=5,endColumn=17::"Boost_Core" is not a package name: lowercase letters and digits in dash-separated groups, with dots between segments (pattern ^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$)',
      '::error title=additional-property,file=examples/invalid/modern-format/vcpkg.json,line=6,endLine=6,col=30,endColumn=36::unknown property "host"; expected one of name, features, default-features, platform, version>=, port-version or a key starting with "$"',
      '::error title=reserved-name,file=examples/invalid/reserved-names/vcpkg.json,line=6,endLine=6,col=15,endColumn=21::"core" is a reserved name (prn, aux, nul, con, lpt1-lpt9, com1-com9, core, default)',
      '::error title=pattern,file=examples/invalid/values/vcpkg.json,line=3,endLine=3,col=21,endColumn=26::"1.2" is not a semantic version such as 1.2.3 or 1.2.3-rc.1 (pattern ^\\d+\\.\\d+\\.\\d+([+-].+)?$)',
      '::warning title=spdx,file=examples/warnings/lenient/vcpkg.json,line=4,endLine=4,col=22,endColumn=28::"MIT OR Apache" is not an SPDX license expression: "Apache" is not an SPDX license id or operator',
      `::warning title=platform-expression,file=examples/warnings/lenient/vcpkg.json,line=5,endLine=5,col=25,endColumn=26::"windows && !arm" is not a platform expression: '&&' is not an operator; use '&'`,
      `::warning title=unanchored-identifier,file=examples/warnings/lenient/vcpkg.json,line=7,endLine=7,col=15,endColumn=27::"Big_Endian" is accepted only because the spec's identifier pattern [a-z0-9]+(-[a-z0-9]+)* is unanchored; an identifier is lowercase letters and digits in dash-separated groups (--strict rejects it)`,
      '::warning title=duplicate-key,file=examples/warnings/lenient/vcpkg.json,line=10,endLine=10,col=3,endColumn=16::duplicate key "description": the value at line 9 is ignored, only the last one counts',
      "::notice title=Not every problem is annotated::9 more errors are not shown as annotations (at most 10 of each are annotated per step); see the job summary and the JSON report (the step's report output).",
      '::error::9 files checked: 3 valid, 6 invalid; 19 errors, 4 warnings',
    ]);
  });

  it('sets the outputs, writes the JSON report and the summary, and exits 1', () => {
    expect(step.status).toBe(1);
    expect(step.outputs).toEqual({
      valid: 'false',
      files: '9',
      errors: '19',
      warnings: '4',
      report: expect.stringMatching(/report\.json$/),
    });
    const report = JSON.parse(readFileSync(step.outputs.report as string, 'utf8')) as {
      summary: unknown;
    };
    expect(report.summary).toEqual({ files: 9, valid: 3, invalid: 6, errors: 19, warnings: 4 });
    expect(step.summary).toContain('9 files checked: 3 valid, 6 invalid; 19 errors, 4 warnings');
    expect(step.summary.match(/<tr><td>/g)).toHaveLength(23);
  });

  it('prints every problem with workflow commands stopped', () => {
    const lines = step.stdout.split('\n');
    const start = lines.findIndex((line) => line.startsWith('::stop-commands::'));
    const token = lines[start]?.split('::')[2];
    const end = lines.indexOf(`::${token}::`);
    expect(end - start - 1).toBe(23);
  });
});

describe('command: validate, changed-only on a pull request', () => {
  it('checks only the manifests the pull request changes, and every link', () => {
    const root = makeTempDir('pr');
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], {
        cwd: root,
        encoding: 'utf8',
      }).stdout.trim();
    git('init', '-q', '-b', 'main');
    for (const port of ['a', 'b']) {
      mkdirSync(path.join(root, port));
      writeFileSync(path.join(root, port, 'vcpkg.json'), '{"name": "x", "version": "1", "bad": 1}');
    }
    // A manifest that is a link: the pull request changes its target, not the link.
    writeFileSync(path.join(root, 'target.txt'), '{"name": "c", "version": "1"}');
    mkdirSync(path.join(root, 'c'));
    symlinkSync('../target.txt', path.join(root, 'c', 'vcpkg.json'));
    git('add', '.');
    git('commit', '-q', '-m', 'base');
    const base = git('rev-parse', 'HEAD');
    writeFileSync(path.join(root, 'b', 'vcpkg.json'), '{"name": "b", "version": "2", "bad": 2}');
    writeFileSync(path.join(root, 'target.txt'), '{"name": "c", "version": "1", "bad": 3}');
    git('commit', '-q', '-am', 'change b and the target of c');
    const head = git('rev-parse', 'HEAD');
    const step = runStep({ 'changed-only': 'true' }, root, {
      name: 'pull_request',
      payload: { pull_request: { base: { sha: base }, head: { sha: head } } },
    });
    expect(step.outputs).toMatchObject({ files: '2', errors: '2' });
    expect(commands(step.stdout).slice(0, 2)).toEqual([
      expect.stringMatching(/^::error title=additional-property,file=b\/vcpkg\.json,/),
      expect.stringMatching(/^::error title=additional-property,file=c\/vcpkg\.json,/),
    ]);
  });
});

describe('command: request', () => {
  it('renders the request options into outputs and masks the token', () => {
    const step = runStep(
      {
        command: 'request',
        route: 'GET /repos/{owner}/{repo}/issues',
        parameters: 'state: open\nper_page: 100',
        token: 'ghs_0123456789',
      },
      makeTempDir('request'),
    );
    expect(step.status).toBe(0);
    expect(step.stdout.split('\n')[0]).toBe('::add-mask::ghs_0123456789');
    expect(step.stdout.split('\n').filter((line) => line.includes('ghs_0123456789'))).toHaveLength(
      1,
    );
    expect(step.outputs).toEqual({
      options: expect.any(String),
      'options-public': expect.any(String),
      'headers-public': expect.any(String),
      method: 'get',
      url: 'https://api.github.com/repos/octo-org/octo-repo/issues?state=open&per_page=100',
      headers: expect.any(String),
      body: '',
    });
    expect(JSON.parse(step.outputs.headers as string)).toEqual({
      accept: 'application/vnd.github.v3+json',
      'user-agent': expect.stringMatching(/^manifest-check\/\d/),
      authorization: 'token ghs_0123456789',
    });
  });

  it('fails with one line for a route it cannot build', () => {
    const step = runStep(
      { command: 'request', route: 'GET /x', parameters: '[1, 2]' },
      makeTempDir('request'),
    );
    expect(step.status).toBe(1);
    expect(commands(step.stdout)).toEqual([
      `::error::input 'parameters': expected a mapping such as 'key: value' or {"key": "value"}, got a list`,
    ]);
    expect(step.outputs).toEqual({});
  });
});
