/**
 * The folders a search skips. `node_modules` is searched where a PATH or a pattern names it;
 * where only a wildcard would reach it, it is skipped (it can be huge) but reported, once per
 * folder, when it holds a file the search would have picked, looking no deeper than the folders
 * directly in it. `.git` is never searched or read: naming it is an error that says so.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import * as realFs from 'node:fs';
import { readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { ValidateSettings } from '../../src/action/validate-settings.js';
import type { ValidateOutcome } from '../../src/action/validate-step.js';
import { directoryIn, importFilesUnderTest, VALID } from '../support/files-under-test.js';
import { makeTempDir } from '../support/temp-dir.js';

/** Every directory the code under test listed, and every path it looked at, since the test began. */
const listed: string[] = [];
const lookedAt: string[] = [];
jest.unstable_mockModule('node:fs', () => ({
  ...realFs,
  readdirSync: (...args: Parameters<typeof realFs.readdirSync>) => {
    listed.push(String(args[0]));
    return realFs.readdirSync(...args);
  },
  lstatSync: (...args: Parameters<typeof realFs.lstatSync>) => {
    lookedAt.push(String(args[0]));
    return realFs.lstatSync(...args);
  },
}));
const { findManifests, globFiles, validateStep, cli, DEFAULT_SETTINGS } =
  await importFilesUnderTest();
const { readValidateSettings } = await import('../../src/action/validate-settings.js');

beforeEach(() => {
  listed.length = 0;
  lookedAt.length = 0;
});

const INVALID = '{ "name": "bad", "version": "1.0", "bogus": true }\n';
const base = makeTempDir('skipped');
const directory = (files?: Record<string, string>) => directoryIn(base, files);

/** Runs the Action's step on a workspace. */
function step(workspace: string, settings: Partial<ValidateSettings>): Promise<ValidateOutcome> {
  return validateStep(
    { ...DEFAULT_SETTINGS, ...settings },
    { workspace, runnerTemp: directory(), toolVersion: '0.0.0' },
  );
}

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

/** The paths below `root` that were listed (or looked at), root-relative. */
function listedBelow(root: string, paths = listed): string[] {
  return paths
    .filter((where) => where.startsWith(`${root}/`))
    .map((where) => path.relative(root, where))
    .sort();
}

/** The same, in node_modules folders only. */
const inNodeModules = (root: string, paths = listed) =>
  listedBelow(root, paths).filter((where) => where.includes('node_modules'));

const patternMessage = (folder: string, count: number) =>
  `a node_modules folder is searched only where a pattern names it, and this one holds ${count} file${count === 1 ? '' : 's'} the patterns match (in it or in a folder directly in it); name it in a pattern to check ${count === 1 ? 'it' : 'them'} (${folder}/…), or exclude it (!${folder}/**)`;
const pathMessage = (count: number, names = 'vcpkg.json or vcpkg-configuration.json') =>
  `a node_modules folder is searched only when given as a PATH, and this one holds ${count} ${names} file${count === 1 ? '' : 's'} (in it or in a folder directly in it); give it as a PATH to check ${count === 1 ? 'it' : 'them'}`;

describe('a node_modules folder that a pattern or a PATH names is searched (9)', () => {
  it('the Action checks overlay-ports/node_modules/*/vcpkg.json, which names it', async () => {
    const dir = directory({
      'overlay-ports/node_modules/zlib/vcpkg.json': INVALID,
      'overlay-ports/curl/vcpkg.json': VALID,
    });
    const outcome = await step(dir, {
      patterns: ['overlay-ports/node_modules/*/vcpkg.json', 'overlay-ports/*/vcpkg.json'],
      explicitFiles: true,
    });
    expect(reported(outcome)).toEqual([
      ['overlay-ports/curl/vcpkg.json'],
      ['overlay-ports/node_modules/zlib/vcpkg.json', 'error additional-property'],
    ]);
  });

  it('inside a node_modules it names, the Action lists only where a pattern could select', () => {
    const dir = directory({
      'ports/node_modules/zlib/vcpkg.json': INVALID,
      'ports/node_modules/zlib/src/deep/vcpkg.json': INVALID,
      'ports/node_modules/curl/lib/index.js': '',
    });
    expect(globFiles(dir, ['ports/node_modules/*/vcpkg.json'])).toMatchObject({
      files: ['ports/node_modules/zlib/vcpkg.json'],
      unreadable: [],
    });
    expect(listedBelow(dir)).toEqual([
      'ports',
      'ports/node_modules',
      'ports/node_modules/curl',
      'ports/node_modules/zlib',
    ]);
  });

  it('the CLI searches a PATH that is or goes through node_modules, and checks a file there', async () => {
    // This held before: a PATH is searched whatever its name.
    const dir = directory({
      'third_party/node_modules/x/vcpkg.json': INVALID,
      'third_party/node_modules/x/deep/vcpkg.json': VALID,
    });
    const json = async (given: string) =>
      (
        JSON.parse((await cli(['--format', 'json', path.join(dir, given)])).stdout) as {
          files: { file: string }[];
        }
      ).files.map(({ file }) => path.relative(dir, file));
    const both = [
      'third_party/node_modules/x/deep/vcpkg.json',
      'third_party/node_modules/x/vcpkg.json',
    ];
    expect(await json('third_party/node_modules')).toEqual(both);
    expect(await json('third_party/node_modules/x')).toEqual(both);
    expect(await json('third_party/node_modules/x/vcpkg.json')).toEqual([both[1]]);
  });
});

describe('a node_modules folder reached by a wildcard only is skipped, and reported when it holds a match (9)', () => {
  it('the Action warns on overlay-ports/node_modules, which overlay-ports/*/vcpkg.json matches into', async () => {
    const dir = directory({
      'overlay-ports/node_modules/vcpkg.json': INVALID,
      'overlay-ports/zlib/vcpkg.json': VALID,
    });
    const outcome = await step(dir, {
      patterns: ['overlay-ports/*/vcpkg.json'],
      explicitFiles: true,
    });
    expect(reported(outcome)).toEqual([
      ['overlay-ports/node_modules', 'warning skipped-directory'],
      ['overlay-ports/zlib/vcpkg.json'],
    ]);
    expect(outcome.reports).toEqual([
      {
        file: 'overlay-ports/node_modules',
        valid: true,
        problems: [
          {
            rule: 'skipped-directory',
            severity: 'warning',
            message: patternMessage('overlay-ports/node_modules', 1),
            pointer: '',
            matches: 1,
            line: 1,
            column: 1,
            endLine: 1,
            endColumn: 1,
          },
        ],
      },
    ]);
    expect(outcome.summary).toMatchObject({ errors: 0, warnings: 1 });
  });

  it('the Action says so when a pattern matched nothing but in a node_modules folder', async () => {
    const dir = directory({
      'overlay-ports/node_modules/vcpkg.json': VALID,
      'ports/a/vcpkg.json': VALID,
    });
    await expect(
      step(dir, {
        patterns: ['ports/*/vcpkg.json', 'overlay-ports/*/vcpkg.json'],
        explicitFiles: true,
      }),
    ).rejects.toThrow(
      `input 'files': "overlay-ports/*/vcpkg.json" matched no file in ${dir}, but overlay-ports/node_modules holds matching files, and a node_modules folder is searched only where a pattern names it`,
    );
  });

  it('counts the matches in node_modules and the folders directly in it, no deeper, once per folder', () => {
    const dir = directory({
      'vcpkg.json': VALID,
      'node_modules/vcpkg.json': INVALID,
      'node_modules/a/vcpkg.json': INVALID,
      'node_modules/@scope/b/vcpkg.json': INVALID,
      'node_modules/a/node_modules/c/vcpkg.json': INVALID,
      'tools/node_modules/d/vcpkg.json': INVALID,
      'tools/node_modules/e/index.js': '',
      'docs/node_modules/f/index.js': '',
    });
    const found = globFiles(dir, ['**/vcpkg.json']);
    expect(found).toMatchObject({ files: ['vcpkg.json'] });
    expect(found.unreadable).toEqual([
      { path: 'node_modules', message: patternMessage('node_modules', 2), skippedMatches: 2 },
      {
        path: 'tools/node_modules',
        message: patternMessage('tools/node_modules', 1),
        skippedMatches: 1,
      },
    ]);
    // A look, not a search: each folder directly in a skipped node_modules is looked into for
    // vcpkg.json, the one name the pattern can pick; none is listed, nothing deeper is looked at.
    expect(inNodeModules(dir)).toEqual(['docs/node_modules', 'node_modules', 'tools/node_modules']);
    expect(inNodeModules(dir, lookedAt)).toEqual([
      'docs/node_modules/f/vcpkg.json',
      'node_modules/@scope/vcpkg.json',
      'node_modules/a/vcpkg.json',
      'tools/node_modules/d/vcpkg.json',
      'tools/node_modules/e/vcpkg.json',
    ]);
    // A pattern that ends in a wildcard lists those folders instead, and still nothing deeper.
    listed.length = 0;
    expect(globFiles(dir, ['**/*.json']).unreadable.map((folder) => folder.skippedMatches)).toEqual(
      [2, 1],
    );
    expect(inNodeModules(dir)).toEqual([
      'docs/node_modules',
      'docs/node_modules/f',
      'node_modules',
      'node_modules/@scope',
      'node_modules/a',
      'tools/node_modules',
      'tools/node_modules/d',
      'tools/node_modules/e',
    ]);
  });

  it('the Action says nothing of a node_modules the patterns exclude or cannot reach', () => {
    const dir = directory({
      'ports/a/vcpkg.json': VALID,
      'node_modules/x/vcpkg.json': INVALID,
    });
    expect(globFiles(dir, ['**/vcpkg.json', '!**/node_modules/**']).unreadable).toEqual([]);
    expect(globFiles(dir, ['ports/*/vcpkg.json']).unreadable).toEqual([]);
    expect(inNodeModules(dir)).toEqual([]);
    expect(inNodeModules(dir, lookedAt)).toEqual([]);
  });

  it('the CLI warns on a node_modules below a directory it searches, in every format', async () => {
    const dir = directory({
      'ports/a/vcpkg.json': VALID,
      'ports/node_modules/vcpkg.json': INVALID,
      'ports/node_modules/x/vcpkg.json': INVALID,
    });
    const ports = path.join(dir, 'ports');
    expect(await cli([ports])).toEqual({
      status: 0,
      stdout:
        `${ports}/node_modules:1:1: warning: ${pathMessage(2)} [skipped-directory]\n` +
        '2 files checked: 2 valid, 0 invalid; 0 errors, 1 warning\n',
      stderr: '',
    });
    const sarif = JSON.parse((await cli(['--format', 'sarif', ports])).stdout) as {
      runs: { results: { ruleId: string; level: string }[] }[];
    };
    expect(sarif.runs[0]?.results).toEqual([
      expect.objectContaining({ ruleId: 'skipped-directory', level: 'warning' }),
    ]);
    // --quiet reports errors only.
    expect((await cli(['--quiet', ports])).stdout).not.toContain('skipped-directory');
  });

  it('the CLI still finds no vcpkg.json where they are all in node_modules, and says where they are', async () => {
    const dir = directory({ 'node_modules/x/vcpkg.json': VALID });
    expect(await cli([dir])).toEqual({
      status: 2,
      stdout: '',
      stderr: `manifest-check: no vcpkg.json or vcpkg-configuration.json found in ${dir} but in ${dir}/node_modules, which is searched only when given as a PATH\nRun 'manifest-check --help' for usage.\n`,
    });
  });

  it('findManifests reports the folder as not searched, with the count, once', () => {
    const dir = directory({
      'node_modules/a/vcpkg.json': VALID,
      'node_modules/b/vcpkg.json': VALID,
      'node_modules/b/c/vcpkg.json': VALID,
    });
    expect(findManifests([dir])).toEqual({
      files: [],
      unreadable: [
        { path: `${dir}/node_modules`, message: pathMessage(2, 'vcpkg.json'), skippedMatches: 2 },
      ],
    });
  });
});

describe('.git is never searched or read, even when named (9)', () => {
  const refusal =
    '.git, which is never searched or read, even when named: it can hold credentials (actions/checkout keeps its token there)';

  it('the Action refuses a files pattern that names .git', () => {
    const read = (files: string) => (name: string) => (name === 'files' ? files : '');
    expect(() => readValidateSettings(read('**/vcpkg.json\n.git/**'))).toThrow(
      `input 'files': ".git/**" names ${refusal}`,
    );
    expect(() => readValidateSettings(read('sub/.git/config, {a,.git}/x'))).toThrow(
      `input 'files': "sub/.git/config", "{a,.git}/x" names ${refusal}`,
    );
    // An exclude, or a wildcard that a .git name would match, names nothing.
    expect(readValidateSettings(read('**/*.json, !**/.git/**')).patterns).toEqual([
      '**/*.json',
      '!**/.git/**',
    ]);
  });

  it('the CLI refuses a PATH in .git, as written or through a link, and reads nothing there', async () => {
    const dir = directory({ 'vcpkg.json': VALID, '.git/vcpkg.json': INVALID });
    realFs.writeFileSync(
      path.join(dir, '.git/config'),
      '[http]\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n',
    );
    symlinkSync('.git', path.join(dir, 'git-link'));
    for (const given of ['.git', '.git/config', '.git/vcpkg.json', 'git-link', 'git-link/config']) {
      const named = path.join(dir, given);
      expect(await cli([dir, named])).toEqual({
        status: 2,
        stdout: '',
        stderr: `manifest-check: ${named} is in ${refusal}\nRun 'manifest-check --help' for usage.\n`,
      });
    }
    expect(listedBelow(dir)).toEqual([]);
  });
});
