/**
 * A file whose name is a checked name but for case: `ports/x/VCPKG.json` is the manifest vcpkg
 * reads on Windows and macOS, whose file systems ignore case, and a search for `vcpkg.json` once
 * skipped it without a word. Every search now warns on it (rule `case-variant`, line 1 column 1
 * of the file), and the summary counts the warning. A file named on the command line is checked
 * whatever its name.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ValidateSettings } from '../../src/action/validate-settings.js';
import { validateStep, type ValidateOutcome } from '../../src/action/validate-step.js';
import { cli } from '../support/run-cli.js';
import { DEFAULT_SETTINGS } from '../support/validate-settings.js';
import { makeTempDir } from '../support/temp-dir.js';

const INVALID = '{ "name": "Bad_Name", "version": "1.0", "bogus": true }\n';
const VALID = '{ "name": "ok", "version": "1.0" }\n';
/** vcpkg refuses it: a git registry needs its repository and baseline. */
const BAD_CONFIGURATION = '{ "default-registry": { "kind": "git" } }\n';

function tree(files: Record<string, string>): string {
  const root = makeTempDir('case-variants');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const variantMessage = (name: string, checked: string) =>
  `${name} differs from ${checked} only by case: a file system that ignores case (Windows, macOS) gives it to vcpkg as ${checked}, but it is not checked; rename it ${checked}`;

/** Each file of the step's JSON report with the rules and severities of its problems. */
function reported(outcome: ValidateOutcome): [string, ...string[]][] {
  const report = JSON.parse(readFileSync(outcome.reportPath, 'utf8')) as {
    files: { file: string; problems: { rule: string; severity: string }[] }[];
  };
  return report.files.map(({ file, problems }) => [
    file,
    ...problems.map(({ rule, severity }) => `${severity} ${rule}`),
  ]);
}

function step(workspace: string, settings: Partial<ValidateSettings>): Promise<ValidateOutcome> {
  return validateStep(
    { ...DEFAULT_SETTINGS, ...settings },
    { workspace, runnerTemp: makeTempDir('case-runner'), toolVersion: '0.0.0' },
  );
}

describe('a directory search warns on a case variant of a checked name', () => {
  it('CLI: ports/x/VCPKG.json gets a warning on the file, and the summary counts it', async () => {
    const root = tree({ 'ports/x/VCPKG.json': INVALID, 'ports/y/vcpkg.json': VALID });
    const variant = path.join(root, 'ports/x/VCPKG.json');
    expect(await cli([root])).toEqual({
      status: 0,
      stdout:
        `${variant}:1:1: warning: ${variantMessage('VCPKG.json', 'vcpkg.json')} [case-variant]\n` +
        '2 files checked: 2 valid, 0 invalid; 0 errors, 1 warning\n',
      stderr: '',
    });
  });

  it('CLI: a case variant of vcpkg-configuration.json too, under either profile', async () => {
    const root = tree({
      'vcpkg.json': VALID,
      'Vcpkg-Configuration.json': BAD_CONFIGURATION,
      'sub/vcpkg.JSON': INVALID,
    });
    const current = await cli(['--profile', 'current', '--format', 'json', root]);
    const report = JSON.parse(current.stdout) as {
      files: { file: string; problems: { rule: string; message: string; line: number }[] }[];
      summary: { warnings: number };
    };
    expect(
      report.files.map(({ file, problems }) => [
        path.relative(root, file),
        problems.map(({ rule, message, line }) => `${line} ${rule} ${message}`),
      ]),
    ).toEqual([
      [
        'Vcpkg-Configuration.json',
        [
          `1 case-variant ${variantMessage('Vcpkg-Configuration.json', 'vcpkg-configuration.json')}`,
        ],
      ],
      ['sub/vcpkg.JSON', [`1 case-variant ${variantMessage('vcpkg.JSON', 'vcpkg.json')}`]],
      ['vcpkg.json', []],
    ]);
    expect(report.summary.warnings).toBe(2);
    const spec = await cli(['--format', 'json', root]);
    const specFiles = (JSON.parse(spec.stdout) as { files: { file: string }[] }).files;
    expect(specFiles.map(({ file }) => path.relative(root, file))).toEqual([
      'Vcpkg-Configuration.json',
      'sub/vcpkg.JSON',
      'vcpkg.json',
    ]);
  });

  it('CLI: a directory that holds only a case variant is a usage error that names it', async () => {
    const root = tree({ 'ports/x/VCPKG.json': INVALID });
    const run = await cli([root]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `no vcpkg.json or vcpkg-configuration.json found in ${root} but ${path.join(root, 'ports/x/VCPKG.json')}, which differs from vcpkg.json only by case`,
    );
  });

  it('CLI: a file named on the command line is checked whatever its name', async () => {
    const root = tree({ 'ports/x/VCPKG.json': INVALID });
    const run = await cli([path.join(root, 'ports/x/VCPKG.json')]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('error: unknown property "bogus"');
    expect(run.stdout).not.toContain('[case-variant]');
  });

  it('Action: the default patterns warn on the case variant, and patterns that select it check it', async () => {
    const workspace = tree({ 'ports/x/VCPKG.json': INVALID, 'ports/y/vcpkg.json': VALID });
    const outcome = await step(workspace, {});
    expect(reported(outcome)).toEqual([
      ['ports/x/VCPKG.json', 'warning case-variant'],
      ['ports/y/vcpkg.json'],
    ]);
    expect(outcome.summary).toMatchObject({ errors: 0, warnings: 1 });
    const selected = await step(workspace, { patterns: ['ports/*/*.json'], explicitFiles: true });
    expect(reported(selected).map(([file]) => file)).toEqual([
      'ports/x/VCPKG.json',
      'ports/y/vcpkg.json',
    ]);
    expect(selected.summary.errors).toBeGreaterThan(0);
  });
});
