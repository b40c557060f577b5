/**
 * Paths a hostile pull request can plant in the workspace, and what the searches make of them:
 * names that are not UTF-8, symbolic links to directories the search skips or that lead out of
 * it, links that loop or cannot be resolved, and a `schema` or `sarif-file` that leads outside
 * the workspace. Each is a reported problem (or an input error) while the other files are still
 * checked; none crashes a run, none is checked twice, none is silently skipped.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import * as realCrypto from 'node:crypto';
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { ValidateSettings } from '../../src/action/validate-settings.js';
import type { ValidateOutcome } from '../../src/action/validate-step.js';
import {
  directoryIn,
  importFilesUnderTest,
  refusedLine,
  VALID,
} from '../support/files-under-test.js';
import { makeTempDir } from '../support/temp-dir.js';

/** The random bytes the next temporary file name is made of, when a test plants a link there. */
let plantedRandom: Buffer | undefined;
// node:crypto is loaded on first use, through one module: its randomBytes is planted there.
jest.unstable_mockModule('../../src/util/node-crypto.js', () => ({
  nodeCrypto: () => ({
    ...realCrypto,
    randomBytes: (size: number) => plantedRandom ?? realCrypto.randomBytes(size),
  }),
}));
const { checkFiles, findManifests, globFiles, outsideRoot, validateStep, cli, DEFAULT_SETTINGS } =
  await importFilesUnderTest();
const { loadSchemaFile } = await import('../support/schema-file.js');
const { streamToFile } = await import('../../src/files/streamed-file.js');

const INVALID = '{ "name": "bad", "version": "1.0", "bogus": true }\n';
const LINUX = process.platform === 'linux';
const SUMMARY = (files: number, valid: number, errors: number) =>
  `${files} file${files === 1 ? '' : 's'} checked: ${valid} valid, ${files - valid} invalid; ${errors} error${errors === 1 ? '' : 's'}, 0 warnings\n`;

// Made at once, not in beforeAll: whether names may be bytes is asked while tests are declared.
const base = makeTempDir('paths');
beforeEach(() => {
  plantedRandom = undefined;
});

/** A new directory with these files in it. */
const directory = (files?: Record<string, string>) => directoryIn(base, files);

/** `directory/name` where the name is raw bytes, such as 0xFF that no UTF-8 text decodes to. */
function bytePath(directory: string, name: number[] | string, ...rest: string[]): Buffer {
  const bytes = typeof name === 'string' ? Buffer.from(name) : Buffer.from(name);
  return Buffer.concat([
    Buffer.from(`${directory}/`),
    bytes,
    ...rest.map((part) => Buffer.from(`/${part}`)),
  ]);
}

/** `ports-` and 0xFF: a name that reads as `ports-\uFFFD` when decoded lossily. */
const PORTS_FF = [...Buffer.from('ports-'), 0xff];

/** Whether this file system stores names that are not UTF-8 (Linux does; macOS refuses them). */
function storesByteNames(): boolean {
  const probe = bytePath(directory(), [0xff]);
  try {
    mkdirSync(probe);
    return true;
  } catch {
    return false;
  }
}

const SETTINGS = DEFAULT_SETTINGS;

/** Runs the Action's step on a workspace, with a runner temporary directory of its own. */
function step(
  workspace: string,
  settings: Partial<ValidateSettings> = {},
  runnerTemp = directory(),
): Promise<ValidateOutcome> {
  return validateStep(
    { ...SETTINGS, ...settings },
    { workspace, runnerTemp, toolVersion: '0.0.0' },
  );
}

/** Each file of the step's JSON report with the messages of its problems. */
function reported(outcome: ValidateOutcome): { file: string; messages: string[] }[] {
  const report = JSON.parse(readFileSync(outcome.reportPath, 'utf8')) as {
    files: { file: string; problems: { message: string }[] }[];
  };
  return report.files.map(({ file, problems }) => ({
    file,
    messages: problems.map((problem) => problem.message),
  }));
}

const UNKNOWN_BOGUS =
  'unknown property "bogus"; expected one of name, version, version-string, version-semver, version-date, port-version, maintainers, description, homepage, documentation, license, dependencies, overrides, dev-dependencies, features, default-features, supports or a key starting with "$"';

describe('names that are not UTF-8 (2b)', () => {
  const byteNames = LINUX && storesByteNames();
  const withByteNames = byteNames ? it : it.skip;

  /** `ports-\xff/vcpkg.json` (invalid) beside `ports-\uFFFD/vcpkg.json` (valid): one lossy name. */
  function collidingTree(): string {
    const dir = directory({ 'ports-\uFFFD/vcpkg.json': VALID });
    mkdirSync(bytePath(dir, PORTS_FF));
    writeFileSync(bytePath(dir, PORTS_FF, 'vcpkg.json'), INVALID);
    return dir;
  }

  withByteNames(
    'the Action checks ports-\uFFFD once and reports ports-\\xff, written with escapes',
    () => {
      const dir = collidingTree();
      expect(globFiles(dir, ['**/vcpkg.json'])).toEqual({
        files: ['ports-\uFFFD/vcpkg.json'],
        unreadable: [
          {
            path: '.',
            message:
              'the directory holds a directory whose name is not valid UTF-8 (ports-\\xff); it was not searched',
          },
        ],
        unmatched: [],
        notRegular: new Set(),
      });
    },
  );

  withByteNames('the CLI checks ports-\uFFFD once and reports ports-\\xff', async () => {
    const dir = collidingTree();
    expect(await cli([dir])).toEqual({
      status: 1,
      stdout:
        refusedLine(
          dir,
          'the directory holds a directory whose name is not valid UTF-8 (ports-\\xff); it was not searched',
        ) + SUMMARY(2, 1, 1),
      stderr: '',
    });
  });

  withByteNames(
    'the Action reports a file whose lossy name a pattern selects, and checks the real \uFFFD one once',
    () => {
      const dir = directory({ 'm/\uFFFD.json': VALID });
      writeFileSync(bytePath(path.join(dir, 'm'), [0xff, ...Buffer.from('.json')]), INVALID);
      expect(globFiles(dir, ['m/*.json'])).toEqual({
        files: ['m/\uFFFD.json'],
        unreadable: [
          {
            path: 'm',
            message:
              'the directory holds a file whose name is not valid UTF-8 (\\xff.json); it was not checked',
          },
        ],
        unmatched: [],
        notRegular: new Set(),
      });
    },
  );

  withByteNames('the Action leaves alone a name no pattern could select', () => {
    const dir = directory({ 'ports/a/vcpkg.json': VALID });
    mkdirSync(bytePath(dir, [...Buffer.from('docs-'), 0xfe]));
    writeFileSync(bytePath(path.join(dir, 'ports/a'), [0xff]), '');
    expect(globFiles(dir, ['ports/*/vcpkg.json'])).toEqual({
      files: ['ports/a/vcpkg.json'],
      unreadable: [],
      unmatched: [],
      notRegular: new Set(),
    });
  });

  withByteNames('escapes a backslash, so that no real name reads like an escape', () => {
    const dir = directory({ 'a\\xff/vcpkg.json': VALID });
    mkdirSync(bytePath(dir, [...Buffer.from('a\\'), 0xff, 0x01]));
    expect(globFiles(dir, ['**/vcpkg.json']).unreadable).toEqual([
      {
        path: '.',
        message:
          'the directory holds a directory whose name is not valid UTF-8 (a\\\\\\xff\\x01); it was not searched',
      },
    ]);
  });
});

describe('symbolic links to directories outside the search (2c)', () => {
  /** A workspace whose ports/evil leads into node_modules, which is never searched. */
  function intoSkipped(): string {
    const dir = directory({
      'ports/ok/vcpkg.json': VALID,
      'node_modules/evil/vcpkg.json': INVALID,
    });
    symlinkSync('../node_modules/evil', path.join(dir, 'ports/evil'));
    return dir;
  }

  it('the Action reports a link into node_modules on the link, and checks the rest', async () => {
    const dir = intoSkipped();
    expect(globFiles(dir, ['**/vcpkg.json'])).toEqual({
      files: ['ports/ok/vcpkg.json'],
      unreadable: [
        // node_modules itself is skipped, and says it holds a manifest (skipped-folders.test.ts).
        expect.objectContaining({ path: 'node_modules', skippedMatches: 1 }),
        {
          path: 'ports/evil',
          message: `a symbolic link to a directory outside the search (${dir}/node_modules/evil); it was not searched`,
        },
      ],
      unmatched: [],
      notRegular: new Set(),
    });
    const outcome = await step(dir);
    expect(reported(outcome)).toEqual([
      { file: 'node_modules', messages: [expect.stringContaining('holds 1 file')] },
      {
        file: 'ports/evil',
        messages: [
          `a symbolic link to a directory outside the search (${dir}/node_modules/evil); it was not searched`,
        ],
      },
      { file: 'ports/ok/vcpkg.json', messages: [] },
    ]);
    expect(outcome.summary).toMatchObject({ errors: 1 });
  });

  it('the Action reports a link out of the workspace', () => {
    const outside = directory({ 'vcpkg.json': INVALID });
    const dir = directory({ 'ports/ok/vcpkg.json': VALID });
    symlinkSync(outside, path.join(dir, 'ports/away'));
    expect(globFiles(dir, ['**/vcpkg.json']).unreadable).toEqual([
      {
        path: 'ports/away',
        message: `a symbolic link to a directory outside the search (${outside}); it was not searched`,
      },
    ]);
  });

  it('the Action says nothing of a link to a searched directory: its files are checked there', () => {
    const dir = directory({ 'ports/a/vcpkg.json': VALID });
    symlinkSync('a', path.join(dir, 'ports/alias'));
    expect(globFiles(dir, ['**/vcpkg.json'])).toEqual({
      files: ['ports/a/vcpkg.json'],
      unreadable: [],
      unmatched: [],
      notRegular: new Set(),
    });
  });

  it('the Action reports a link to a searched directory when the patterns could select its files differently there', () => {
    const dir = directory({ 'ports/a/vcpkg.json': VALID, 'tools/x/vcpkg.json': INVALID });
    symlinkSync('../tools/x', path.join(dir, 'ports/alias'));
    expect(globFiles(dir, ['ports/*/vcpkg.json'])).toEqual({
      files: ['ports/a/vcpkg.json'],
      unreadable: [
        {
          path: 'ports/alias',
          message: `a symbolic link to a directory (${dir}/tools/x) whose files these patterns might not select at their real place; it was not searched`,
        },
      ],
      unmatched: [],
      notRegular: new Set(),
    });
  });

  it('the Action reports a link into an excluded directory, and not one into a directory no exclude touches', () => {
    const dir = directory({ 'ports/a/vcpkg.json': VALID, 'vendor/x/vcpkg.json': INVALID });
    symlinkSync('../vendor/x', path.join(dir, 'ports/sneaked'));
    symlinkSync('a', path.join(dir, 'ports/alias'));
    expect(globFiles(dir, ['**/vcpkg.json', '!vendor/**'])).toEqual({
      files: ['ports/a/vcpkg.json'],
      unreadable: [
        {
          path: 'ports/sneaked',
          message: `a symbolic link to a directory (${dir}/vendor/x) whose files these patterns might not select at their real place; it was not searched`,
        },
      ],
      unmatched: [],
      notRegular: new Set(),
    });
  });

  it('the Action leaves alone a link below which no pattern selects, or that a pattern excludes whole', () => {
    const outside = directory({ 'vcpkg.json': INVALID });
    const dir = directory({ 'ports/a/vcpkg.json': VALID, 'vendor/x/vcpkg.json': VALID });
    mkdirSync(path.join(dir, 'docs'));
    mkdirSync(path.join(dir, 'vendor/deep'), { recursive: true });
    symlinkSync(outside, path.join(dir, 'docs/away'));
    symlinkSync(outside, path.join(dir, 'vendor/deep/away'));
    expect(globFiles(dir, ['ports/*/vcpkg.json', 'vendor/**/vcpkg.json', '!vendor/**'])).toEqual({
      files: ['ports/a/vcpkg.json'],
      unreadable: [],
      unmatched: [],
      notRegular: new Set(),
    });
  });

  it('the CLI reports a link into node_modules found in a directory, and checks the rest', async () => {
    const dir = intoSkipped();
    const run = await cli([dir]);
    // node_modules itself is skipped, and says it holds a manifest (skipped-folders.test.ts).
    const [skipped, ...rest] = run.stdout.split(/(?<=\n)/);
    expect(skipped).toMatch(/^\S+\/node_modules:1:1: warning: .* \[skipped-directory\]\n$/);
    expect({ ...run, stdout: rest.join('') }).toEqual({
      status: 1,
      stdout:
        refusedLine(
          path.join(dir, 'ports/evil'),
          `a symbolic link to a directory outside the search (${dir}/node_modules/evil); it was not searched`,
        ) + '3 files checked: 2 valid, 1 invalid; 1 error, 1 warning\n',
      stderr: '',
    });
  });

  it('the CLI says nothing of a link to a directory it searches anyway', async () => {
    const dir = directory({ 'ports/a/vcpkg.json': VALID });
    symlinkSync('a', path.join(dir, 'ports/alias'));
    expect(await cli([dir])).toEqual({ status: 0, stdout: SUMMARY(1, 1, 0), stderr: '' });
  });
});

describe('links that cannot be resolved (2d)', () => {
  const withProc = LINUX && existsSync('/proc/self/fd') ? it : it.skip;

  withProc(
    'a link to /proc/self/fd/N of a deleted file is refused, and the deleted file is not read',
    () => {
      const outside = directory({ 'secret.json': '{ "name": "leaked", "version": "1" }' });
      const descriptor = openSync(path.join(outside, 'secret.json'), 'r');
      unlinkSync(path.join(outside, 'secret.json'));
      try {
        const dir = directory();
        const link = path.join(dir, 'vcpkg.json');
        symlinkSync(`/proc/self/fd/${descriptor}`, link);
        const root = { path: dir, name: 'the workspace' };
        const message =
          'a symbolic link that cannot be resolved (no such file or directory); it was not read';
        expect(outsideRoot(link, root)).toBe(message);
        expect([
          ...checkFiles([{ path: link, root }], { strict: false, errorsOnly: false }),
        ]).toEqual([
          {
            file: link,
            valid: false,
            problems: [
              {
                rule: 'file',
                reason: 'link-not-followed',
                severity: 'error',
                message,
                pointer: '',
                line: 1,
                column: 1,
                endLine: 1,
                endColumn: 1,
              },
            ],
          },
        ]);
      } finally {
        closeSync(descriptor);
      }
    },
  );

  it('a link in a root that cannot be resolved is refused', () => {
    const dir = directory({ 'vcpkg.json': VALID });
    symlinkSync('vcpkg.json', path.join(dir, 'alias.json'));
    const root = { path: path.join(dir, 'gone'), name: 'the workspace' };
    expect(outsideRoot(path.join(dir, 'alias.json'), root)).toBe(
      'a symbolic link in the workspace, which cannot be resolved (no such file or directory); it was not read',
    );
  });
});

describe('a link that loops does not stop the run (3)', () => {
  /** A workspace with `self -> self` beside a valid and an invalid manifest. */
  function loopingTree(): string {
    const dir = directory({ 'a/vcpkg.json': VALID, 'b/vcpkg.json': INVALID });
    symlinkSync('self', path.join(dir, 'self'));
    symlinkSync('vcpkg.json', path.join(dir, 'a/loop'));
    return dir;
  }
  const LOOP =
    'a symbolic link that cannot be resolved (too many symbolic links); it was not searched';

  it('globFiles reports the loop and finds the other files', () => {
    const dir = loopingTree();
    expect(globFiles(dir, ['**/vcpkg.json'])).toEqual({
      files: ['a/vcpkg.json', 'b/vcpkg.json'],
      unreadable: [{ path: 'self', message: LOOP }],
      unmatched: [],
      notRegular: new Set(),
    });
  });

  it('the Action reports the loop and checks the other files', async () => {
    const outcome = await step(loopingTree());
    expect(reported(outcome)).toEqual([
      { file: 'self', messages: [LOOP] },
      { file: 'a/vcpkg.json', messages: [] },
      { file: 'b/vcpkg.json', messages: [UNKNOWN_BOGUS] },
    ]);
  });

  it('the CLI reports a loop found in a directory and checks the other files', async () => {
    const dir = loopingTree();
    expect(await cli([dir])).toEqual({
      status: 1,
      stdout:
        refusedLine(path.join(dir, 'self'), LOOP) +
        `${path.join(dir, 'b/vcpkg.json')}:1:36: error: ${UNKNOWN_BOGUS} [additional-property]\n` +
        SUMMARY(3, 1, 2),
      stderr: '',
    });
  });

  it('the CLI reports a looping path it was given and checks the others', async () => {
    const dir = loopingTree();
    expect(await cli([path.join(dir, 'self'), path.join(dir, 'a/vcpkg.json')])).toEqual({
      status: 1,
      stdout:
        refusedLine(path.join(dir, 'self'), 'cannot read the file: too many symbolic links') +
        SUMMARY(2, 1, 1),
      stderr: '',
    });
  });

  it('a looping link named vcpkg.json is a file that cannot be read', async () => {
    const dir = directory({ 'a/vcpkg.json': VALID });
    mkdirSync(path.join(dir, 'b'));
    symlinkSync('vcpkg.json', path.join(dir, 'b/vcpkg.json'));
    const outcome = await step(dir);
    expect(reported(outcome)).toEqual([
      { file: 'a/vcpkg.json', messages: [] },
      {
        file: 'b/vcpkg.json',
        messages: [
          'a symbolic link that cannot be resolved (too many symbolic links); it was not read',
        ],
      },
    ]);
  });

  it('findManifests takes a named path it cannot stat as a file, for the read to report', () => {
    const dir = loopingTree();
    expect(findManifests([path.join(dir, 'self')])).toEqual({
      files: [{ path: path.join(dir, 'self') }],
      unreadable: [],
    });
  });
});

describe('the schema input stays inside the workspace and is read like a manifest (5)', () => {
  const SECRET = '{"token": "s3cr3t-value-here"';

  it('refuses a schema that is a link out of the workspace, without reading it', async () => {
    const outside = directory({ 'passwd.json': SECRET });
    const dir = directory({ 'vcpkg.json': VALID });
    mkdirSync(path.join(dir, 'ci'));
    symlinkSync(path.join(outside, 'passwd.json'), path.join(dir, 'ci/schema.json'));
    await expect(step(dir, { schema: 'ci/schema.json' })).rejects.toThrow(
      `input 'schema': the schema ci/schema.json leads outside the workspace (to ${outside}/passwd.json); it was not read`,
    );
  });

  it('refuses a schema path that climbs out of the workspace', async () => {
    const outside = directory({ 'passwd.json': SECRET });
    const dir = directory({ 'vcpkg.json': VALID });
    const relative = path.relative(dir, path.join(outside, 'passwd.json'));
    await expect(step(dir, { schema: relative })).rejects.toThrow(
      `input 'schema': the schema ${relative} leads outside the workspace (to ${outside}/passwd.json); it was not read`,
    );
  });

  it('refuses a schema larger than max-file-size without reading it', async () => {
    const dir = directory({ 'vcpkg.json': VALID, 'big.json': '' });
    truncateSync(path.join(dir, 'big.json'), 12 * 1024 * 1024);
    await expect(step(dir, { schema: 'big.json' })).rejects.toThrow(
      "input 'schema': the schema big.json is 12 MB, more than the max-file-size of 4 MB; it was not read",
    );
  });

  it('names the place of a JSON syntax error and never quotes the text', async () => {
    const dir = directory({ 'vcpkg.json': VALID, 'schema.json': `{\n  "a": ${SECRET.slice(1)}` });
    const error = await step(dir, { schema: 'schema.json' }).then(
      () => new Error('the step did not fail'),
      (caught: Error) => caught,
    );
    expect(error).toEqual(
      new Error("input 'schema': schema.json: not valid JSON: comma expected at line 2, column 15"),
    );
    expect(String(error)).not.toMatch(/s3cr3t|token/);
  });

  it('reads a schema inside the workspace through a link', async () => {
    const dir = directory({ 'vcpkg.json': INVALID, 'real/schema.json': '{"type": "object"}' });
    symlinkSync('real/schema.json', path.join(dir, 'schema.json'));
    const outcome = await step(dir, { schema: 'schema.json' });
    expect(outcome.summary).toMatchObject({ files: 1, errors: 0 });
  });

  it('the CLI applies the size limit and the regular-file rule to --schema', async () => {
    const dir = directory({ 'vcpkg.json': VALID, 'big.json': '' });
    truncateSync(path.join(dir, 'big.json'), 12 * 1024 * 1024);
    const hint = "Run 'manifest-check --help' for usage.\n";
    expect(await cli(['--schema', path.join(dir, 'big.json'), dir])).toEqual({
      status: 2,
      stdout: '',
      stderr: `manifest-check: the schema ${path.join(dir, 'big.json')} is 12 MB, more than the max-file-size of 4 MB; it was not read\n${hint}`,
    });
    // --max-file-size applies to the schema as to the manifests.
    const small = ['--max-file-size', '1MB', '--schema', path.join(dir, 'big.json'), dir];
    expect((await cli(small)).stderr).toContain('is 12 MB, more than the max-file-size of 1 MB');
    expect(await cli(['--schema', '/dev/null', dir])).toEqual({
      status: 2,
      stdout: '',
      stderr: `manifest-check: cannot read the schema /dev/null: not a regular file\n${hint}`,
    });
  });

  it('loadSchemaFile says which schema is not UTF-8 without quoting it', async () => {
    const dir = directory();
    writeFileSync(path.join(dir, 'latin1.json'), Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x7d]));
    expect(await loadSchemaFile(path.join(dir, 'latin1.json'), { shownAs: 'latin1.json' })).toEqual(
      {
        ok: false,
        message: 'latin1.json: not valid UTF-8; a JSON Schema must be UTF-8 text',
      },
    );
  });
});

describe('sarif-file stays inside the workspace or the runner temporary directory (5)', () => {
  it('refuses a path whose parent is a link out of the workspace, and writes nothing there', async () => {
    const outside = directory();
    const dir = directory({ 'vcpkg.json': VALID });
    symlinkSync(outside, path.join(dir, 'out'));
    await expect(step(dir, { sarifFile: 'out/results.sarif' })).rejects.toThrow(
      `input 'sarif-file': the SARIF file out/results.sarif leads outside the workspace (to ${outside}/results.sarif); it was not written`,
    );
    expect(readdirSync(outside)).toEqual([]);
  });

  it('refuses a link in the workspace that leads into the runner temporary directory', async () => {
    const runnerTemp = directory();
    const dir = directory({ 'vcpkg.json': VALID });
    symlinkSync(runnerTemp, path.join(dir, 'temp'));
    await expect(step(dir, { sarifFile: 'temp/results.sarif' }, runnerTemp)).rejects.toThrow(
      `input 'sarif-file': the SARIF file temp/results.sarif leads outside the workspace (to ${runnerTemp}/results.sarif); it was not written`,
    );
    expect(existsSync(path.join(runnerTemp, 'results.sarif'))).toBe(false);
  });

  it('refuses a path that climbs out of the workspace', async () => {
    const dir = directory({ 'vcpkg.json': VALID });
    await expect(step(dir, { sarifFile: '../results.sarif' })).rejects.toThrow(
      `input 'sarif-file': the SARIF file ../results.sarif leads outside the workspace (to ${path.dirname(dir)}/results.sarif); it was not written`,
    );
    expect(existsSync(path.join(path.dirname(dir), 'results.sarif'))).toBe(false);
  });

  it('writes below the runner temporary directory, and creates missing directories in the workspace', async () => {
    const dir = directory({ 'vcpkg.json': VALID });
    const runnerTemp = directory();
    const inTemp = await step(
      dir,
      { sarifFile: path.join(runnerTemp, 'results.sarif') },
      runnerTemp,
    );
    expect(inTemp.sarifPath).toBe(path.join(runnerTemp, 'results.sarif'));
    const nested = await step(dir, { sarifFile: 'reports/new/results.sarif' });
    expect(nested.sarifPath).toBe(path.join(dir, 'reports/new/results.sarif'));
    expect(
      JSON.parse(readFileSync(path.join(dir, 'reports/new/results.sarif'), 'utf8')),
    ).toMatchObject({
      version: '2.1.0',
    });
  });

  it('replaces a link at the file name instead of writing through it', async () => {
    const outside = directory({ 'precious.txt': 'keep me\n' });
    const dir = directory({ 'vcpkg.json': VALID });
    symlinkSync(path.join(outside, 'precious.txt'), path.join(dir, 'results.sarif'));
    await step(dir, { sarifFile: 'results.sarif' });
    expect(readFileSync(path.join(outside, 'precious.txt'), 'utf8')).toBe('keep me\n');
    expect(lstatSync(path.join(dir, 'results.sarif')).isSymbolicLink()).toBe(false);
  });

  it('refuses a parent that is a link leading nowhere, which making the directory would follow', async () => {
    const outside = directory();
    const dir = directory({ 'vcpkg.json': VALID });
    symlinkSync(path.join(outside, 'new'), path.join(dir, 'out'));
    await expect(step(dir, { sarifFile: 'out/results.sarif' })).rejects.toThrow(
      `input 'sarif-file': cannot write the SARIF file out/results.sarif: ${dir}/out is a symbolic link that cannot be resolved`,
    );
    expect(readdirSync(outside)).toEqual([]);
  });

  it('refuses a directory as the SARIF file', async () => {
    const dir = directory({ 'vcpkg.json': VALID, 'results.sarif/keep': '' });
    await expect(step(dir, { sarifFile: 'results.sarif' })).rejects.toThrow(
      "input 'sarif-file': cannot write the SARIF file results.sarif: is a directory",
    );
  });

  it('streamToFile never writes through a link planted at its temporary name', () => {
    const outside = directory({ 'precious.txt': 'keep me\n' });
    const dir = directory();
    plantedRandom = Buffer.from('000000000000', 'hex');
    const file = path.join(dir, 'report.json');
    symlinkSync(path.join(outside, 'precious.txt'), `${file}.000000000000.tmp`);
    expect(() => streamToFile(file)).toThrow(/EEXIST/);
    expect(readFileSync(path.join(outside, 'precious.txt'), 'utf8')).toBe('keep me\n');
  });
});

describe('a link to a file in .git or node_modules is not read', () => {
  it('the Action refuses vcpkg.json -> .git/config, where checkout keeps its credentials', async () => {
    const dir = directory({ 'vcpkg.json': VALID });
    mkdirSync(path.join(dir, '.git'));
    writeFileSync(
      path.join(dir, '.git/config'),
      '[http]\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n',
    );
    mkdirSync(path.join(dir, 'port'));
    symlinkSync('../.git/config', path.join(dir, 'port/vcpkg.json'));
    const outcome = await step(dir);
    expect(reported(outcome)).toEqual([
      {
        file: 'port/vcpkg.json',
        messages: [
          `a symbolic link to a file in .git, which is never checked (${dir}/.git/config); it was not read`,
        ],
      },
      { file: 'vcpkg.json', messages: [] },
    ]);
  });
});

describe('what the search could not go through is reported once, not by every shard', () => {
  it('shard 1 of 2 reports the looping link, shard 2 does not', async () => {
    const dir = directory({ 'a/vcpkg.json': VALID, 'b/vcpkg.json': VALID });
    symlinkSync('self', path.join(dir, 'self'));
    const files = async (index: number) =>
      reported(await step(dir, { shard: { index, count: 2 } })).map((report) => report.file);
    expect(await files(1)).toEqual(['self', 'a/vcpkg.json']);
    expect(await files(2)).toEqual(['b/vcpkg.json']);
  });
});
