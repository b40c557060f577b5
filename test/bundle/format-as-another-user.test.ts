/**
 * The built `format` run by a user who is not root (with setpriv, as uid and gid 65534): a file of
 * another user in a folder anyone may write is left as vcpkg format-manifest leaves it, with
 * `Permission denied`, though the folder would let a rename replace it; the user's own file is
 * formatted. Runs only as root, where setpriv can change the user; skipped elsewhere.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { makeTempTree } from '../support/temp-dir.js';

const NOBODY = 65534;
const FOUR_SPACES = '{\n    "name": "zlib",\n    "version": "1.3"\n}\n';
const FORMATTED = '{\n  "name": "zlib",\n  "version": "1.3"\n}\n';
const CAN_CHANGE_USER =
  process.getuid?.() === 0 && spawnSync('setpriv', ['--version']).status === 0;

/** Runs the built command line as uid and gid 65534, in no other group. */
function asNobody(args: string[]) {
  const bin = path.resolve('bin/manifest-check.js');
  const ids = [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups'];
  return spawnSync('setpriv', [...ids, process.execPath, bin, ...args], { encoding: 'utf8' });
}

(CAN_CHANGE_USER ? describe : describe.skip)('format as a user who is not root', () => {
  it('leaves another user’s file, 0644 in a folder anyone may write, and formats its own', () => {
    const folder = makeTempTree('format-user', {
      'theirs/vcpkg.json': FOUR_SPACES,
      'mine/vcpkg.json': FOUR_SPACES,
    });
    for (const dir of [folder, path.join(folder, 'theirs'), path.join(folder, 'mine')])
      chmodSync(dir, 0o777);
    const theirs = path.join(folder, 'theirs/vcpkg.json');
    const mine = path.join(folder, 'mine/vcpkg.json');
    chmodSync(theirs, 0o644);
    chownSync(theirs, 0, 0);
    chownSync(mine, NOBODY, NOBODY);
    const run = asNobody(['format', folder]);
    expect([run.status, run.stderr]).toEqual([1, '']);
    expect(run.stdout).toBe(
      `${folder}/mine/vcpkg.json: formatted\n` +
        `${folder}/theirs/vcpkg.json:1:1: error: could not be written in canonical form: permission denied: this user may not write it (mode 0644, owner 0, group 0): not rewritten [file]\n` +
        '2 files checked: 1 valid, 1 invalid; 1 error, 0 warnings; 1 formatted\n',
    );
    expect(readFileSync(theirs, 'utf8')).toBe(FOUR_SPACES);
    expect(statSync(theirs).uid).toBe(0);
    expect(readFileSync(mine, 'utf8')).toBe(FORMATTED);
    expect(readdirSync(path.join(folder, 'theirs'))).toEqual(['vcpkg.json']);
  });
});
