/**
 * What files are read, and what is reported instead: a file over `max-file-size` is reported
 * without being read whole; a symbolic link found in a searched directory (the CLI) or the
 * workspace (the Action) is not followed out of it; a file or directory that cannot be read, or
 * a file deleted after it was listed, is an error for that path while the run goes on.
 */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import * as realFs from 'node:fs';
import path from 'node:path';
import type { FileProblem, FileProblemReason } from '../../src/manifest/problems/problem.js';
import type { FileReport } from '../../src/report/file-report.js';
import {
  directoryIn,
  importFilesUnderTest,
  refusedLine,
  VALID,
} from '../support/files-under-test.js';
import { makeTempDir } from '../support/temp-dir.js';

const { chmodSync, mkdirSync, rmSync, symlinkSync } = realFs;
const { truncateSync } = realFs;

/** Paths that node:fs, as the code under test sees it, refuses as root never would. */
const denied = new Set<string>();
/** Bytes the code under test read with readSync since the test began. */
let bytesRead = 0;
function refuseIfDenied(target: realFs.PathLike | number): void {
  if (typeof target === 'string' && denied.has(path.resolve(target)))
    throw Object.assign(new Error(`EACCES: permission denied, '${target}'`), { code: 'EACCES' });
}
jest.unstable_mockModule('node:fs', () => ({
  ...realFs,
  openSync: (...args: Parameters<typeof realFs.openSync>) => {
    refuseIfDenied(args[0]);
    return realFs.openSync(...args);
  },
  readSync: (...args: Parameters<typeof realFs.readSync>) => {
    const count = realFs.readSync(...args);
    bytesRead += count;
    return count;
  },
  readdirSync: (...args: Parameters<typeof realFs.readdirSync>) => {
    refuseIfDenied(args[0]);
    return realFs.readdirSync(...args);
  },
}));
const { checkFiles, findManifests, globFiles, outsideRoot, validateStep, cli, DEFAULT_SETTINGS } =
  await importFilesUnderTest();
const { DEFAULT_MAX_FILE_SIZE, formatFileSize, parseFileSize } =
  await import('../../src/files/file-size.js');

const OPTIONS = { strict: false, errorsOnly: false, maxFileSize: DEFAULT_MAX_FILE_SIZE };
const AS_ROOT = process.getuid?.() === 0;
const POSIX = process.platform !== 'win32';

/** The one problem of a file that was not read, at 1:1. */
function refused(file: string, reason: FileProblemReason, message: string): FileReport {
  const place = { line: 1, column: 1, endLine: 1, endColumn: 1 };
  return {
    file,
    valid: false,
    problems: [{ rule: 'file', reason, severity: 'error', message, pointer: '', ...place }],
  };
}

function checked(file: string): FileReport {
  return { file, valid: true, problems: [] };
}

let base: string;
/** A new directory below the test's temporary one, with these files in it. */
const directory = (files?: Record<string, string>) => directoryIn(base, files);

beforeAll(() => {
  base = makeTempDir('safety');
});
beforeEach(() => {
  denied.clear();
  bytesRead = 0;
});

describe('max-file-size', () => {
  it.each([
    ['1048576', 1048576],
    ['1', 1],
    ['512KB', 512 * 1024],
    ['4MB', 4 * 1024 * 1024],
    ['4 MB', 4 * 1024 * 1024],
    ['2kb', 2048],
    ['1024MB', 1024 * 1024 * 1024],
  ])('reads %j as %d bytes', (text, bytes) => {
    expect(parseFileSize(text)).toBe(bytes);
  });

  it.each(['0', '0MB', '', 'MB', '1.5MB', '-1', '4 GB', '4M', '1025MB', ' 4MB'])(
    'is no size: %j',
    (text) => {
      expect(parseFileSize(text)).toBeUndefined();
    },
  );

  it('shows sizes in the largest unit that fits, whole or to one decimal', () => {
    expect([100, 1024, 1536, 4 * 1024 * 1024, 12 * 1024 * 1024 + 1].map(formatFileSize)).toEqual([
      '100 bytes',
      '1 KB',
      '1.5 KB',
      '4 MB',
      '12.0 MB',
    ]);
  });

  it('reports a larger file at 1:1 by its size, without reading it', () => {
    const dir = directory({ 'small/vcpkg.json': VALID, 'big/vcpkg.json': '' });
    // Sparse: 12 MB that take no disk, and that a read of the whole file would still allocate.
    truncateSync(path.join(dir, 'big/vcpkg.json'), 12 * 1024 * 1024);
    const files = ['big/vcpkg.json', 'small/vcpkg.json'].map((file) => path.join(dir, file));
    expect([
      ...checkFiles(
        files.map((file) => ({ path: file })),
        OPTIONS,
      ),
    ]).toEqual([
      refused(
        files[0] as string,
        'too-large',
        'the file is 12 MB, more than the max-file-size of 4 MB; it was not read',
      ),
      checked(files[1] as string),
    ]);
    expect(bytesRead).toBe(Buffer.byteLength(VALID));
  });

  it('reads a file of exactly the limit', () => {
    const file = path.join(directory({ 'vcpkg.json': VALID }), 'vcpkg.json');
    const maxFileSize = Buffer.byteLength(VALID);
    expect([...checkFiles([{ path: file }], { ...OPTIONS, maxFileSize })]).toEqual([checked(file)]);
    expect([...checkFiles([{ path: file }], { ...OPTIONS, maxFileSize: maxFileSize - 1 })]).toEqual(
      [
        refused(
          file,
          'too-large',
          'the file is 35 bytes, more than the max-file-size of 34 bytes; it was not read',
        ),
      ],
    );
  });

  // A file in /proc says it is empty and then has text: like a file that grew after its size
  // was taken, which is read no further than one byte past the limit.
  (realFs.existsSync('/proc/self/status') ? it : it.skip)(
    'stops at the limit a file that is larger than its size said',
    () => {
      const options = { ...OPTIONS, maxFileSize: 100 };
      expect([...checkFiles([{ path: '/proc/self/status' }], options)]).toEqual([
        refused(
          '/proc/self/status',
          'too-large',
          'the file grew past the max-file-size of 100 bytes while it was read; it was not checked',
        ),
      ]);
      expect(bytesRead).toBe(101);
    },
  );

  it('is a command-line option: the message names the size, and a bad size is a usage error', async () => {
    const dir = directory({ 'vcpkg.json': VALID });
    const file = path.join(dir, 'vcpkg.json');
    expect(await cli(['--max-file-size', '20', file])).toEqual({
      status: 1,
      stdout:
        refusedLine(
          file,
          'the file is 35 bytes, more than the max-file-size of 20 bytes; it was not read',
        ) + '1 file checked: 0 valid, 1 invalid; 1 error, 0 warnings\n',
      stderr: '',
    });
    expect(await cli(['--max-file-size', '1KB', file])).toMatchObject({ status: 0 });
    expect(await cli(['--max-file-size', '0', file])).toEqual({
      status: 2,
      stdout: '',
      stderr:
        'manifest-check: invalid --max-file-size "0"; expected a number of bytes, KB or MB such as 1048576, 512KB or 4MB, more than 0 and at most 1024MB\n' +
        "Run 'manifest-check --help' for usage.\n",
    });
  });
});

describe('symbolic links', () => {
  let outside: string;
  let secret: string;
  beforeAll(() => {
    outside = directory({ 'secret.json': VALID });
    secret = path.join(outside, 'secret.json');
  });

  /** A directory with a manifest, a link out of it and a link within it. */
  function linkedTree(): string {
    const dir = directory({ 'vcpkg.json': VALID });
    mkdirSync(path.join(dir, 'ports/leak'), { recursive: true });
    mkdirSync(path.join(dir, 'ports/alias'), { recursive: true });
    symlinkSync(secret, path.join(dir, 'ports/leak/vcpkg.json'));
    symlinkSync('../../vcpkg.json', path.join(dir, 'ports/alias/vcpkg.json'));
    return dir;
  }

  it('outsideRoot says why a link out of the root is not read, and nothing for one within', () => {
    const dir = linkedTree();
    const root = { path: dir, name: 'the workspace' };
    expect(outsideRoot(path.join(dir, 'ports/leak/vcpkg.json'), root)).toBe(
      `a symbolic link to a file outside the workspace (${secret}); it was not read`,
    );
    expect(outsideRoot(path.join(dir, 'ports/alias/vcpkg.json'), root)).toBeUndefined();
    expect(outsideRoot(path.join(dir, 'vcpkg.json'), root)).toBeUndefined();
    expect(outsideRoot(path.join(dir, 'missing.json'), root)).toBeUndefined();
  });

  it('findManifests gives a file found in a directory that directory as its root', () => {
    const dir = linkedTree();
    const root = { path: dir, name: `the directory ${dir}` };
    const found = findManifests([dir]);
    expect(found).toEqual({
      files: [
        { path: path.join(dir, 'ports/alias/vcpkg.json'), root, listedAsFile: false },
        { path: path.join(dir, 'ports/leak/vcpkg.json'), root, listedAsFile: false },
        { path: path.join(dir, 'vcpkg.json'), root, listedAsFile: true },
      ],
      unreadable: [],
    });
    expect([...checkFiles(found.files, OPTIONS)]).toEqual([
      checked(path.join(dir, 'ports/alias/vcpkg.json')),
      refused(
        path.join(dir, 'ports/leak/vcpkg.json'),
        'link-not-followed',
        `a symbolic link to a file outside the directory ${dir} (${secret}); it was not read`,
      ),
      checked(path.join(dir, 'vcpkg.json')),
    ]);
  });

  it('a file listed as a regular file that is a link out by the time it is read is not read', () => {
    const dir = linkedTree();
    const found = findManifests([dir]);
    const manifest = path.join(dir, 'vcpkg.json');
    expect(found.files.find((file) => file.path === manifest)?.listedAsFile).toBe(true);
    // Swapped between the search and the read, as a racing process could.
    realFs.rmSync(manifest);
    symlinkSync(secret, manifest);
    expect([...checkFiles(found.files, OPTIONS)].at(-1)).toEqual(
      refused(
        manifest,
        'link-not-followed',
        `a symbolic link to a file outside the directory ${dir} (${secret}); it was not read`,
      ),
    );
  });

  it('the CLI reports a link out of a searched directory, and goes on', async () => {
    const dir = linkedTree();
    const leak = path.join(dir, 'ports/leak/vcpkg.json');
    expect(await cli([dir])).toEqual({
      status: 1,
      stdout:
        refusedLine(
          leak,
          `a symbolic link to a file outside the directory ${dir} (${secret}); it was not read`,
        ) + '3 files checked: 2 valid, 1 invalid; 1 error, 0 warnings\n',
      stderr: '',
    });
  });

  it('the CLI reads a link named on the command line: that is the user’s choice', async () => {
    const dir = linkedTree();
    const leak = path.join(dir, 'ports/leak/vcpkg.json');
    const expected = {
      status: 0,
      stdout: '1 file checked: 1 valid, 0 invalid; 0 errors, 0 warnings\n',
      stderr: '',
    };
    expect(await cli([leak])).toEqual(expected);
    // Named and also found in a directory given with it: named wins.
    expect(await cli([dir, leak])).toMatchObject({ status: 0 });
  });

  it('the Action reports a link out of the workspace by its workspace path, and goes on', async () => {
    const workspace = linkedTree();
    const runnerTemp = directory();
    const outcome = await validateStep(DEFAULT_SETTINGS, {
      workspace,
      runnerTemp,
      toolVersion: '0.0.0',
    });
    const leak = refused(
      'ports/leak/vcpkg.json',
      'link-not-followed',
      `a symbolic link to a file outside the workspace (${secret}); it was not read`,
    );
    // The outcome keeps the files with problems; the JSON report has every file.
    expect(outcome.reports).toEqual([leak]);
    const report = JSON.parse(realFs.readFileSync(outcome.reportPath, 'utf8')) as {
      files: unknown[];
    };
    // The JSON report's problems have the fields every problem has, not a file problem's `reason`.
    const [problem] = leak.problems as FileProblem[];
    const { reason, ...fields } = problem as FileProblem;
    expect(reason).toBe('link-not-followed');
    const inJson = { ...leak, problems: [fields] };
    expect(report.files).toEqual([
      checked('ports/alias/vcpkg.json'),
      inJson,
      checked('vcpkg.json'),
    ]);
    expect(outcome.summary).toMatchObject({ files: 3, errors: 1 });
  });
});

describe('files and directories that cannot be read', () => {
  (POSIX ? it : it.skip)('a FIFO is no file to read, and reading it does not wait', async () => {
    const dir = directory({ 'a/vcpkg.json': VALID });
    mkdirSync(path.join(dir, 'b'));
    execFileSync('mkfifo', [path.join(dir, 'b/vcpkg.json')]);
    expect(await cli([dir])).toEqual({
      status: 1,
      stdout:
        refusedLine(path.join(dir, 'b/vcpkg.json'), 'cannot read the file: not a regular file') +
        '2 files checked: 1 valid, 1 invalid; 1 error, 0 warnings\n',
      stderr: '',
    });
  });

  it('a link named vcpkg.json to a directory is found, and is no file', async () => {
    const dir = directory({ 'a/vcpkg.json': VALID });
    symlinkSync(path.join(dir, 'a'), path.join(dir, 'vcpkg.json'), 'dir');
    expect(await cli([dir])).toEqual({
      status: 1,
      stdout:
        refusedLine(path.join(dir, 'vcpkg.json'), 'cannot read the file: is a directory') +
        '2 files checked: 1 valid, 1 invalid; 1 error, 0 warnings\n',
      stderr: '',
    });
  });

  it('a file and a directory refused by permissions are reported, and the rest checked', async () => {
    const dir = directory({
      'a/vcpkg.json': VALID,
      'locked-file/vcpkg.json': VALID,
      'locked-dir/inner/vcpkg.json': VALID,
    });
    const lockedFile = path.join(dir, 'locked-file/vcpkg.json');
    const lockedDir = path.join(dir, 'locked-dir');
    // Root reads whatever the mode says, so there the refusal is simulated.
    if (AS_ROOT) [lockedFile, lockedDir].forEach((locked) => denied.add(locked));
    else [lockedFile, lockedDir].forEach((locked) => chmodSync(locked, 0));
    try {
      expect(await cli([dir])).toEqual({
        status: 1,
        stdout:
          refusedLine(lockedDir, 'cannot read the directory: permission denied') +
          refusedLine(lockedFile, 'cannot read the file: permission denied') +
          '3 files checked: 1 valid, 2 invalid; 2 errors, 0 warnings\n',
        stderr: '',
      });
    } finally {
      if (!AS_ROOT) chmodSync(lockedDir, 0o755);
    }
  });

  it('globFiles reports a directory it cannot list, and finds the rest', () => {
    const workspace = directory({
      'ports/a/vcpkg.json': VALID,
      'locked/inner/vcpkg.json': VALID,
    });
    const locked = path.join(workspace, 'locked');
    // Root lists whatever the mode says, so there the refusal is simulated.
    if (AS_ROOT) denied.add(locked);
    else chmodSync(locked, 0);
    try {
      expect(globFiles(workspace, ['ports/a/vcpkg.json', 'locked/**/vcpkg.json'])).toEqual({
        files: ['ports/a/vcpkg.json'],
        unreadable: [{ path: 'locked', message: 'cannot read the directory: permission denied' }],
        unmatched: ['locked/**/vcpkg.json'],
        notRegular: new Set(),
      });
    } finally {
      if (!AS_ROOT) chmodSync(locked, 0o755);
    }
  });

  it('a file deleted after it was found is reported as missing', () => {
    const dir = directory({ 'a/vcpkg.json': VALID, 'b/vcpkg.json': VALID });
    const found = findManifests([dir]);
    rmSync(path.join(dir, 'a/vcpkg.json'));
    expect([...checkFiles(found.files, OPTIONS)]).toEqual([
      refused(
        path.join(dir, 'a/vcpkg.json'),
        'unreadable',
        'cannot read the file: no such file or directory',
      ),
      checked(path.join(dir, 'b/vcpkg.json')),
    ]);
  });

  it('a file deleted after the glob matched it is reported as missing', () => {
    const workspace = directory({ 'a/vcpkg.json': VALID, 'b/vcpkg.json': VALID });
    const globbed = globFiles(workspace, ['**/vcpkg.json']);
    rmSync(path.join(workspace, 'a/vcpkg.json'));
    const root = { path: workspace, name: 'the workspace' };
    const files = globbed.files.map((file) => ({
      path: path.join(workspace, file),
      shownAs: file,
      root,
    }));
    expect([...checkFiles(files, OPTIONS)]).toEqual([
      refused('a/vcpkg.json', 'unreadable', 'cannot read the file: no such file or directory'),
      checked('b/vcpkg.json'),
    ]);
  });
});
