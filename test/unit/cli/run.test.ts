import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { JsonReport } from '../../../src/report/json.js';
import { cli } from '../../support/run-cli.js';
import { makeTempDir } from '../../support/temp-dir.js';

function workspace(files: Record<string, string>): string {
  const root = makeTempDir('cli');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const VALID = '{\n  "name": "ok",\n  "version": "1.0"\n}\n';
const INVALID = '{\n  "name": "bad",\n  "version": "1.0",\n  "bogus": true\n}\n';

describe('text format', () => {
  it('prints path:line:col: severity: message [rule], then a summary', async () => {
    expect(await cli(['examples/invalid/version-rule/vcpkg.json'])).toEqual({
      status: 1,
      stdout:
        'examples/invalid/version-rule/vcpkg.json:4:3: error: exactly one of version, version-string, version-semver, version-date is required; found version and version-string [version-one-of]\n' +
        'examples/invalid/version-rule/vcpkg.json:5:19: error: expected a number >= 0; found -1 [minimum]\n' +
        '1 file checked: 0 valid, 1 invalid; 2 errors, 0 warnings\n',
      stderr: '',
    });
  });

  it('searches directories for vcpkg.json, in sorted order, and exits 0 when there are only warnings', async () => {
    const run = await cli(['validate', 'examples/valid', 'examples/warnings']);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').map((line) => line.replace(/:\d+:\d+: .*\[/, ' ['))).toEqual([
      'examples/warnings/lenient/vcpkg.json [spdx]',
      'examples/warnings/lenient/vcpkg.json [platform-expression]',
      'examples/warnings/lenient/vcpkg.json [unanchored-identifier]',
      'examples/warnings/lenient/vcpkg.json [duplicate-key]',
      '3 files checked: 3 valid, 0 invalid; 0 errors, 4 warnings',
      '',
    ]);
  });

  it.each([[[]], [['--strict']]])(
    'passes every example of examples/valid, with the options %j',
    async (options: string[]) => {
      const examples = readdirSync('examples/valid').length;
      expect(examples).toBeGreaterThanOrEqual(2);
      expect(await cli([...options, 'examples/valid'])).toEqual({
        status: 0,
        stdout: `${examples} files checked: ${examples} valid, 0 invalid; 0 errors, 0 warnings\n`,
        stderr: '',
      });
    },
  );

  it('--quiet reports errors only', async () => {
    expect(await cli(['--quiet', 'examples/warnings', 'examples/valid'])).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
    });
    const run = await cli(['--quiet', 'examples/warnings', 'examples/invalid/json-syntax']);
    expect(run.stdout).toBe(
      'examples/invalid/json-syntax/vcpkg.json:4:1: error: a trailing comma is not allowed in JSON; found `}` [json-syntax]\n' +
        '2 files checked: 1 valid, 1 invalid; 1 error, 0 warnings\n',
    );
  });

  it('--strict turns the warnings into errors and checks whole names', async () => {
    const run = await cli(['--strict', 'examples/warnings', 'examples/invalid/reserved-names']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('error: "MIT OR Apache" is not an SPDX license expression');
    expect(run.stdout).toContain(
      '"Big_Endian" is not an identifier: lowercase letters and digits in dash-separated groups, and nothing else',
    );
    expect(run.stdout).not.toContain('"iconv"');
    expect(run.stdout).toContain('"core" is a reserved name');
  });

  it('colours severities and rules only when asked', async () => {
    const plain = await cli(['examples/invalid/json-syntax']);
    const coloured = await cli(['examples/invalid/json-syntax'], { color: true });
    expect(plain.stdout).not.toContain('\u001b[');
    expect(coloured.stdout).toContain('\u001b[31merror\u001b[0m');
    expect(coloured.stdout).toContain('\u001b[2m[json-syntax]\u001b[0m');
  });
});

describe('json format', () => {
  it('has exactly the documented shape', async () => {
    const run = await cli([
      '--format',
      'json',
      'examples/invalid/json-syntax',
      'examples/valid/minimal/vcpkg.json',
    ]);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual({
      files: [
        {
          file: 'examples/invalid/json-syntax/vcpkg.json',
          valid: false,
          problems: [
            {
              severity: 'error',
              rule: 'json-syntax',
              message: 'a trailing comma is not allowed in JSON; found `}`',
              pointer: '',
              line: 4,
              column: 1,
              endLine: 4,
              endColumn: 2,
            },
          ],
        },
        { file: 'examples/valid/minimal/vcpkg.json', valid: true, problems: [] },
      ],
      summary: { files: 2, valid: 1, invalid: 1, errors: 1, warnings: 0 },
    });
  });

  it('reports every example with positions', async () => {
    const report = JSON.parse((await cli(['--format', 'json', 'examples'])).stdout) as JsonReport;
    expect(report.summary).toEqual({ files: 11, valid: 4, invalid: 7, errors: 21, warnings: 4 });
    const rules = new Set(
      report.files.flatMap((file) => file.problems.map((problem) => problem.rule)),
    );
    expect([...rules].sort()).toEqual([
      'additional-property',
      'duplicate-key',
      'format',
      'json-syntax',
      'minimum',
      'pattern',
      'platform-expression',
      'required',
      'reserved-name',
      'spdx',
      'type',
      'unanchored-identifier',
      'version-one-of',
    ]);
  });
});

describe('files', () => {
  it('skips .git and node_modules and keeps the paths as given', async () => {
    const root = workspace({
      'a/vcpkg.json': VALID,
      'b/c/vcpkg.json': INVALID,
      '.git/vcpkg.json': INVALID,
      'node_modules/x/vcpkg.json': INVALID,
      'other.json': INVALID,
    });
    const report = JSON.parse((await cli(['--format', 'json', root])).stdout) as JsonReport;
    expect(report.files.map((file) => [path.relative(root, file.file), file.valid])).toEqual([
      // Skipped, with a warning that it holds a manifest (skipped-folders.test.ts).
      ['node_modules', true],
      ['a/vcpkg.json', true],
      [path.join('b', 'c', 'vcpkg.json'), false],
    ]);
  });

  it('checks a file given by name whatever it is called, once even when given twice', async () => {
    const root = workspace({ 'manifest.json': INVALID });
    const file = path.join(root, 'manifest.json');
    const run = await cli([file, file]);
    expect(run.stdout).toBe(
      `${file}:4:3: error: unknown property "bogus"; expected one of name, version, version-string, version-semver, version-date, port-version, maintainers, description, homepage, documentation, license, dependencies, overrides, dev-dependencies, features, default-features, supports or a key starting with "$" [additional-property]\n` +
        '1 file checked: 0 valid, 1 invalid; 1 error, 0 warnings\n',
    );
  });
});

describe('usage errors exit 2 with one line and a hint', () => {
  const hint = "Run 'manifest-check --help' for usage.\n";
  it.each([
    [['--bogus'], "manifest-check: unknown option '--bogus'\n"],
    [
      ['--format', 'xml', 'examples'],
      'manifest-check: unknown --format "xml"; expected text, json, sarif or github\n',
    ],
    [['no/such/path'], 'manifest-check: no such file or directory: no/such/path\n'],
    [
      ['--schema', 'no/such/schema.json', 'examples'],
      'manifest-check: cannot read the schema no/such/schema.json: no such file or directory\n',
    ],
    [['test'], 'manifest-check: no vcpkg.json or vcpkg-configuration.json found in test\n'],
  ])('%j', async (args, message) => {
    expect(await cli(args)).toEqual({ status: 2, stdout: '', stderr: message + hint });
  });

  it('a schema that is not a schema', async () => {
    const root = workspace({
      'bad.json': '{"type": 12}',
      'notjson.json': '{',
      'odd.json': '{"$schema": "https://example.org/mine"}',
    });
    const run = async (name: string) =>
      (await cli(['--schema', path.join(root, name), 'examples'])).stderr.split('\n')[0];
    expect(await run('bad.json')).toMatch(
      /^manifest-check: .*bad\.json: not a valid draft-07 JSON Schema \(assumed: it names no "\$schema"\): schema is invalid: data\/type must be/,
    );
    expect(await run('notjson.json')).toMatch(/^manifest-check: .*notjson\.json: not valid JSON: /);
    expect(await run('odd.json')).toBe(
      `manifest-check: ${path.join(root, 'odd.json')}: unsupported $schema "https://example.org/mine"; expected draft-04, draft-06, draft-07, 2019-09, 2020-12`,
    );
  });
});

describe('--schema: a user schema replaces the built-in one', () => {
  it.each([
    ['http://json-schema.org/draft-04/schema#'],
    ['http://json-schema.org/draft-06/schema#'],
    ['http://json-schema.org/draft-07/schema#'],
    ['https://json-schema.org/draft/2019-09/schema'],
    ['https://json-schema.org/draft/2020-12/schema'],
  ])('%s, with the same positions and messages', async (dialect) => {
    const schema = {
      $schema: dialect,
      type: 'object',
      properties: { name: { type: 'string', maxLength: 3 }, version: { type: 'string' } },
      required: ['name', 'license'],
      additionalProperties: false,
    };
    const root = workspace({ 'schema.json': JSON.stringify(schema), 'm/vcpkg.json': INVALID });
    const report = JSON.parse(
      (
        await cli([
          '--format',
          'json',
          '--schema',
          path.join(root, 'schema.json'),
          path.join(root, 'm'),
        ])
      ).stdout,
    ) as JsonReport;
    expect(
      report.files[0]?.problems.map((p) => [p.rule, p.pointer, p.line, p.column, p.message]),
    ).toEqual([
      ['required', '', 1, 1, 'missing required property "license"'],
      [
        'additional-property',
        '/bogus',
        4,
        3,
        'unknown property "bogus"; expected one of name or version',
      ],
    ]);
  });

  it('does not run the vcpkg checks, which belong to the built-in schema', async () => {
    const root = workspace({ 'schema.json': '{"type": "object"}' });
    const run = await cli(['--schema', path.join(root, 'schema.json'), 'examples/warnings']);
    expect(
      run.stdout
        .split('\n')
        .filter((line) => line.includes('warning:'))
        .map((line) => line.slice(line.lastIndexOf('['))),
    ).toEqual(['[duplicate-key]']);
  });
});

describe('--help and --version', () => {
  it('prints usage', async () => {
    const run = await cli(['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^Usage: manifest-check \[validate\] \[options\] \[--\] \[PATH \.\.\.\]/,
    );
  });
  it('prints the package version', async () => {
    const version = (
      JSON.parse(execFileSync('npm', ['pkg', 'get', 'version'], { encoding: 'utf8' })) as string
    ).trim();
    expect(await cli(['-v'])).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
  });
});
