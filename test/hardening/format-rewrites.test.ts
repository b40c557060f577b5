/**
 * What `manifest-check format` must not rewrite though its folder would let it rename over the
 * file: a file saved by someone else between the read and the replace (the save is kept, and the
 * file reported), and a file this user may not write (mode 0444, another user's file), which
 * vcpkg format-manifest leaves with `Permission denied`.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { chmodSync, chownSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { makeTempTree } from '../support/temp-dir.js';

const { cli } = await import('../support/run-cli.js');
const { writeRefusal } = await import('../../src/files/write-permission.js');

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
