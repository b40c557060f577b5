/**
 * What `manifest-check format` must not rewrite though its folder would let it rename over the
 * file: a file saved by someone else between the read and the replace (the save is kept, and the
 * file reported), and a file this user may not write (mode 0444, another user's file), which
 * vcpkg format-manifest leaves with `Permission denied`.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import * as realFs from 'node:fs';
import path from 'node:path';
import { makeTempTree } from '../support/temp-dir.js';

const { chmodSync, chownSync, readdirSync, readFileSync, renameSync, statSync, utimesSync } =
  realFs;
const { writeFileSync } = realFs;

/** What a test does at a step of format, as an editor saving the file could do it then. */
const meanwhile: { afterRead?: () => void; beforeFlush?: () => void } = {};
function once(step: keyof typeof meanwhile): void {
  const action = meanwhile[step];
  delete meanwhile[step];
  action?.();
}
jest.unstable_mockModule('node:fs', () => ({
  ...realFs,
  readSync: (...args: Parameters<typeof realFs.readSync>) => {
    const count = realFs.readSync(...args);
    // The end of the file: its bytes are read whole.
    if (count === 0) once('afterRead');
    return count;
  },
  fsyncSync: (...args: Parameters<typeof realFs.fsyncSync>) => {
    once('beforeFlush');
    realFs.fsyncSync(...args);
  },
}));
const { cli } = await import('../support/run-cli.js');
const { writeRefusal } = await import('../../src/files/write-atomic.js');
const { CHANGED_REFUSAL } = await import('../../src/files/write-atomic.js');

const FOUR_SPACES = '{\n    "name": "zlib",\n    "version": "1.3"\n}\n';
const IS_ROOT = process.getuid?.() === 0;

/** A project whose one manifest is not in canonical form. */
function project(): { folder: string; file: string } {
  const folder = makeTempTree('format-rewrites', { 'vcpkg.json': FOUR_SPACES });
  return { folder, file: path.join(folder, 'vcpkg.json') };
}

/** The line `format` prints for a file it could not write, and its last line. */
function notWritten(file: string, reason: string): string {
  return (
    `${file}:1:1: error: could not be written in canonical form: ${reason}: not rewritten [file]\n` +
    '1 file checked: 0 valid, 1 invalid; 1 error, 0 warnings\n'
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  delete meanwhile.afterRead;
  delete meanwhile.beforeFlush;
});

/** The ways an editor saves, each changing one thing format remembers of the file it read. */
const SAVES: [string, (file: string, text: string) => void][] = [
  ['written in place, longer (its size)', (file, text) => writeFileSync(file, `${text}\n`)],
  [
    'written in place, as long, a second later (its modification time)',
    (file, text) => {
      const { mtime } = statSync(file);
      writeFileSync(file, text);
      const later = new Date(mtime.getTime() + 1000);
      utimesSync(file, later, later);
    },
  ],
  [
    'a new file renamed over it, as long and as old (its inode)',
    (file, text) => {
      const { atime, mtime } = statSync(file);
      writeFileSync(`${file}.saved`, text);
      utimesSync(`${file}.saved`, atime, mtime);
      renameSync(`${file}.saved`, file);
    },
  ],
];

/** The user's edit: the same length as the file, so that only a save's other marks tell it. */
const SAVED = FOUR_SPACES.replace('1.3', '1.4');

describe('a save made while format works on the file', () => {
  describe.each([
    ['just after format read it', 'afterRead'],
    ['while format writes the canonical text', 'beforeFlush'],
  ] as const)('%s', (_, step) => {
    // A file found by searching its folder is read as the search lists it (readListedFile), but
    // the one format writes is read with what tells a save: the same protection either way.
    describe.each([
      ['the file named', (file: string): string => file],
      ['its folder searched', (file: string): string => path.dirname(file)],
    ])('%s', (_target, target) => {
      it.each(SAVES)('%s: the save is kept and the file reported', async (_save, save) => {
        const { folder, file } = project();
        let saved = '';
        meanwhile[step] = () => {
          save(file, SAVED);
          saved = readFileSync(file, 'utf8');
        };
        expect(await cli(['format', target(file)])).toEqual({
          status: 1,
          stdout:
            `${file}:1:1: error: could not be written in canonical form: ${CHANGED_REFUSAL} [file]\n` +
            '1 file checked: 0 valid, 1 invalid; 1 error, 0 warnings\n',
          stderr: '',
        });
        expect(saved).toMatch(/"1\.4"/);
        expect(readFileSync(file, 'utf8')).toBe(saved);
        expect(readdirSync(folder)).toEqual(['vcpkg.json']);
      });
    });
  });

  it('a file no one touched is formatted as before', async () => {
    const { file } = project();
    expect((await cli(['format', file])).stdout).toBe(
      `${file}: formatted\n1 file checked: 1 valid, 0 invalid; 0 errors, 0 warnings; 1 formatted\n`,
    );
  });
});

describe('a file this user may not write', () => {
  it('mode 0444: refused on the file as vcpkg refuses it, bytes and mode kept (also as root)', async () => {
    const { folder, file } = project();
    chmodSync(file, 0o444);
    const owner = statSync(file);
    expect(await cli(['format', file])).toEqual({
      status: 1,
      stdout: notWritten(
        file,
        `permission denied: this user may not write it (mode 0444, owner ${owner.uid}, group ${owner.gid})`,
      ),
      stderr: '',
    });
    expect(readFileSync(file, 'utf8')).toBe(FOUR_SPACES);
    expect(statSync(file)).toMatchObject({ mode: owner.mode, ino: owner.ino });
    expect(readdirSync(folder)).toEqual(['vcpkg.json']);
  });

  it('another user’s file, as a user who is neither its owner nor in its group', async () => {
    const { folder, file } = project();
    chmodSync(file, 0o644);
    if (IS_ROOT) chownSync(file, 0, 0);
    const { uid, gid } = statSync(file);
    // This process as a user of its own, whatever it runs as: the file is another's, 0644.
    jest.spyOn(process, 'geteuid').mockReturnValue(uid + 4242);
    jest.spyOn(process, 'getegid').mockReturnValue(gid + 4242);
    jest.spyOn(process, 'getgroups').mockReturnValue([gid + 4242]);
    expect(await cli(['format', file])).toEqual({
      status: 1,
      stdout: notWritten(
        file,
        `permission denied: this user may not write it (mode 0644, owner ${uid}, group ${gid})`,
      ),
      stderr: '',
    });
    expect(readFileSync(file, 'utf8')).toBe(FOUR_SPACES);
    expect(readdirSync(folder)).toEqual(['vcpkg.json']);
  });

  it('writeRefusal asks the bits of the owner, the group or the others, as open(2) does', () => {
    const file = (mode: number) => ({ mode: 0o100000 | mode, uid: 1000, gid: 100 });
    const owner = { uid: 1000, groups: [1000] };
    const member = { uid: 1001, groups: [1001, 100] };
    const other = { uid: 1002, groups: [1002] };
    const root = { uid: 0, groups: [0] };
    expect(writeRefusal(file(0o644), owner)).toBeUndefined();
    expect(writeRefusal(file(0o444), owner)).toBe(
      'permission denied: this user may not write it (mode 0444, owner 1000, group 100)',
    );
    // The owner's bits, not the group's, decide for the owner, as the kernel's do.
    expect(writeRefusal(file(0o464), owner)).toBeDefined();
    expect(writeRefusal(file(0o664), member)).toBeUndefined();
    expect(writeRefusal(file(0o644), member)).toBeDefined();
    expect(writeRefusal(file(0o646), member)).toBeDefined();
    expect(writeRefusal(file(0o646), other)).toBeUndefined();
    expect(writeRefusal(file(0o664), other)).toBeDefined();
    // Root writes what the owner may write, and leaves a file whose mode says it is read-only.
    expect(writeRefusal(file(0o600), root)).toBeUndefined();
    expect(writeRefusal(file(0o444), root)).toBeDefined();
    expect(writeRefusal(file(0o466), root)).toBeDefined();
    expect(writeRefusal(file(0o444), { groups: [] })).toBeDefined();
  });
});
