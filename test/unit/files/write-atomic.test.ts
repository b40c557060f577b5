/**
 * How `manifest-check format` rewrites a file: through a temporary file beside it and a rename,
 * keeping the mode, leaving no temporary file behind, and refusing what is not a regular file
 * of its own (a link, a FIFO, a directory, a file whose folder leads out of the searched root).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import * as realFs from 'node:fs';
import path from 'node:path';
import { makeTempDir, makeTempTree } from '../../support/temp-dir.js';

const {
  chmodSync,
  chownSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  symlinkSync,
} = realFs;

/** The node:fs call that fails next, as a full disk or a refused rename would make it fail. */
type FailingCall = 'openSync' | 'fsyncSync' | 'renameSync';
let failing: { call: FailingCall; code: string } | undefined;
function failIfAsked(call: FailingCall): void {
  if (failing?.call !== call) return;
  const { code } = failing;
  failing = undefined;
  throw Object.assign(new Error(`${code}: failed on purpose, ${call}`), { code });
}
jest.unstable_mockModule('node:fs', () => ({
  ...realFs,
  openSync: (...args: Parameters<typeof realFs.openSync>) => {
    if (typeof args[1] === 'number' && args[1] & realFs.constants.O_CREAT) failIfAsked('openSync');
    return realFs.openSync(...args);
  },
  fsyncSync: (...args: Parameters<typeof realFs.fsyncSync>) => {
    failIfAsked('fsyncSync');
    realFs.fsyncSync(...args);
  },
  renameSync: (...args: Parameters<typeof realFs.renameSync>) => {
    failIfAsked('renameSync');
    realFs.renameSync(...args);
  },
}));
const { CHANGED_REFUSAL, LINK_REFUSAL, writeAtomically } =
  await import('../../../src/files/write-atomic.js');
const { identityOf } = await import('../../../src/files/read-at-most.js');

const OLD = '{\n    "name": "zlib"\n}\n';
const NEW = '{\n  "name": "zlib"\n}\n';
const IS_ROOT = process.getuid?.() === 0;

/** A folder holding one vcpkg.json with the old text. */
function folderWithManifest(): { folder: string; file: string } {
  const folder = makeTempTree('write-atomic', { 'vcpkg.json': OLD });
  return { folder, file: path.join(folder, 'vcpkg.json') };
}

describe('writeAtomically', () => {
  it('replaces the file with the text and leaves nothing else in its folder', () => {
    const { folder, file } = folderWithManifest();
    expect(writeAtomically(file, NEW)).toEqual({ ok: true });
    expect(readFileSync(file, 'utf8')).toBe(NEW);
    expect(readdirSync(folder)).toEqual(['vcpkg.json']);
  });

  it('writes a large text whole, non-ASCII text as UTF-8', () => {
    const { file } = folderWithManifest();
    const text = `{\n  "description": "${'Zstandard — schnell, 高速 😀 '.repeat(40_000)}"\n}\n`;
    expect(writeAtomically(file, text)).toEqual({ ok: true });
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it.each([
    ['644', 0o644],
    ['755', 0o755],
    ['600', 0o600],
    ['640', 0o640],
  ])('keeps the mode %s', (_, mode) => {
    const { file } = folderWithManifest();
    chmodSync(file, mode);
    expect(writeAtomically(file, NEW)).toEqual({ ok: true });
    expect(statSync(file).mode & 0o7777).toBe(mode);
    expect(lstatSync(file).isFile()).toBe(true);
  });

  (IS_ROOT ? it : it.skip)('keeps the owner, which only root may give (run as root only)', () => {
    const { file } = folderWithManifest();
    chownSync(file, 65534, 65534);
    expect(writeAtomically(file, NEW)).toEqual({ ok: true });
    expect(statSync(file)).toMatchObject({ uid: 65534, gid: 65534 });
  });

  it('keeps the old bytes and removes its temporary file when writing fails (a full disk)', () => {
    const { folder, file } = folderWithManifest();
    failing = { call: 'fsyncSync', code: 'ENOSPC' };
    expect(writeAtomically(file, NEW)).toEqual({
      ok: false,
      reason:
        'cannot write a temporary file beside it (no space left on the device): not rewritten',
    });
    expect(readFileSync(file, 'utf8')).toBe(OLD);
    expect(readdirSync(folder)).toEqual(['vcpkg.json']);
  });

  it('keeps the old bytes and removes its temporary file when the rename fails', () => {
    const { folder, file } = folderWithManifest();
    failing = { call: 'renameSync', code: 'EACCES' };
    expect(writeAtomically(file, NEW)).toEqual({
      ok: false,
      reason: 'cannot replace it with the new text (permission denied): not rewritten',
    });
    expect(readFileSync(file, 'utf8')).toBe(OLD);
    expect(readdirSync(folder)).toEqual(['vcpkg.json']);
  });

  (IS_ROOT ? it.skip : it)(
    'says why in a read-only folder and leaves it as it was (not run as root, who may write there)',
    () => {
      const { folder, file } = folderWithManifest();
      chmodSync(folder, 0o555);
      try {
        expect(writeAtomically(file, NEW)).toEqual({
          ok: false,
          reason: 'cannot create a temporary file beside it (permission denied): not rewritten',
        });
        expect(readdirSync(folder)).toEqual(['vcpkg.json']);
      } finally {
        chmodSync(folder, 0o755);
      }
    },
  );

  it('says why when no temporary file can be made (a read-only folder, imitated for root too)', () => {
    const { folder, file } = folderWithManifest();
    failing = { call: 'openSync', code: 'EACCES' };
    expect(writeAtomically(file, NEW)).toEqual({
      ok: false,
      reason: 'cannot create a temporary file beside it (permission denied): not rewritten',
    });
    expect(readFileSync(file, 'utf8')).toBe(OLD);
    expect(readdirSync(folder)).toEqual(['vcpkg.json']);
  });

  it('says why when the folder is a file, which fails for root too', () => {
    const { file } = folderWithManifest();
    expect(writeAtomically(path.join(file, 'vcpkg.json'), NEW)).toEqual({
      ok: false,
      reason: 'cannot be looked at (not a directory): not rewritten',
    });
    expect(readFileSync(file, 'utf8')).toBe(OLD);
  });

  it('does not make a file that is not there', () => {
    const { folder } = folderWithManifest();
    expect(writeAtomically(path.join(folder, 'missing.json'), NEW)).toEqual({
      ok: false,
      reason: 'cannot be looked at (no such file or directory): not rewritten',
    });
    expect(readdirSync(folder)).toEqual(['vcpkg.json']);
  });

  it('refuses a symbolic link: the link stays a link and the file it points to keeps its bytes', () => {
    const { folder, file } = folderWithManifest();
    const link = path.join(folder, 'linked.json');
    symlinkSync('vcpkg.json', link);
    expect(writeAtomically(link, NEW)).toEqual({ ok: false, reason: LINK_REFUSAL });
    expect(LINK_REFUSAL).toBe('a symbolic link: not rewritten; format the file it points to');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(OLD);
    expect(readdirSync(folder).sort()).toEqual(['linked.json', 'vcpkg.json']);
  });

  it('refuses a FIFO without opening it', () => {
    const folder = makeTempDir('write-atomic');
    const fifo = path.join(folder, 'vcpkg.json');
    execFileSync('mkfifo', [fifo]);
    expect(writeAtomically(fifo, NEW)).toEqual({
      ok: false,
      reason: 'not a regular file: not rewritten',
    });
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    expect(readdirSync(folder)).toEqual(['vcpkg.json']);
  });

  it('refuses a directory', () => {
    const folder = makeTempDir('write-atomic');
    mkdirSync(path.join(folder, 'vcpkg.json'));
    expect(writeAtomically(path.join(folder, 'vcpkg.json'), NEW)).toEqual({
      ok: false,
      reason: 'a directory: not rewritten',
    });
    expect(readdirSync(folder)).toEqual(['vcpkg.json']);
  });
});

describe('writeAtomically of a file as it was read', () => {
  it('writes a file that is still the one read, and leaves one saved since', () => {
    const { file } = folderWithManifest();
    const read = identityOf(statSync(file));
    expect(writeAtomically(file, NEW, { read })).toEqual({ ok: true });
    // The rename made a new file: it is no longer the one read.
    expect(writeAtomically(file, OLD, { read })).toEqual({ ok: false, reason: CHANGED_REFUSAL });
    expect(readFileSync(file, 'utf8')).toBe(NEW);
  });
});

describe('writeAtomically below a root', () => {
  function tree() {
    const outside = makeTempTree('write-atomic-outside', { 'vcpkg.json': OLD });
    const root = makeTempTree('write-atomic-root', {
      'ports/zlib/vcpkg.json': OLD,
      '.git/hooks/vcpkg.json': OLD,
    });
    symlinkSync(outside, path.join(root, 'ports', 'elsewhere'));
    return { outside, root: { path: root, name: 'the directory ports' } };
  }

  it('writes a file whose folder is below the root', () => {
    const { root } = tree();
    const file = path.join(root.path, 'ports/zlib/vcpkg.json');
    expect(writeAtomically(file, NEW, { root })).toEqual({ ok: true });
    expect(readFileSync(file, 'utf8')).toBe(NEW);
  });

  it('refuses a file whose folder leads out of the root through a link', () => {
    const { outside, root } = tree();
    expect(
      writeAtomically(path.join(root.path, 'ports/elsewhere/vcpkg.json'), NEW, { root }),
    ).toEqual({
      ok: false,
      reason: `in a folder outside the directory ports (${outside}): not rewritten`,
    });
    expect(readdirSync(outside)).toEqual(['vcpkg.json']);
    expect(readFileSync(path.join(outside, 'vcpkg.json'), 'utf8')).toBe(OLD);
  });

  it('refuses a file in the root’s .git', () => {
    const { root } = tree();
    const folder = path.join(root.path, '.git/hooks');
    expect(writeAtomically(path.join(folder, 'vcpkg.json'), NEW, { root })).toEqual({
      ok: false,
      reason: `in .git (${folder}), which can hold credentials and is never written: not rewritten`,
    });
    expect(readFileSync(path.join(folder, 'vcpkg.json'), 'utf8')).toBe(OLD);
  });
});

describe('writeAtomically of a new file (create)', () => {
  it('makes the file with mode 644 and leaves no temporary file', () => {
    const folder = makeTempDir('write-atomic-create');
    const file = path.join(folder, 'zlib.json');
    expect(writeAtomically(file, NEW, { create: true })).toEqual({ ok: true });
    expect(readFileSync(file, 'utf8')).toBe(NEW);
    expect(statSync(file).mode & 0o777).toBe(0o644);
    expect(readdirSync(folder)).toEqual(['zlib.json']);
  });

  it('replaces a file that is there, as without create', () => {
    const { file } = folderWithManifest();
    expect(writeAtomically(file, NEW, { create: true })).toEqual({ ok: true });
    expect(readFileSync(file, 'utf8')).toBe(NEW);
  });

  it('never follows a link planted at the name: the link stays and its target keeps its bytes', () => {
    const folder = makeTempTree('write-atomic-create-link', { 'target.json': OLD });
    symlinkSync('target.json', path.join(folder, 'zlib.json'));
    expect(writeAtomically(path.join(folder, 'zlib.json'), NEW, { create: true })).toEqual({
      ok: false,
      reason: LINK_REFUSAL,
    });
    expect(readFileSync(path.join(folder, 'target.json'), 'utf8')).toBe(OLD);
    expect(lstatSync(path.join(folder, 'zlib.json')).isSymbolicLink()).toBe(true);
  });

  it('refuses a new file whose folder leads out of the root', () => {
    const outside = makeTempDir('write-atomic-create-outside');
    const root = makeTempDir('write-atomic-create-root');
    symlinkSync(outside, path.join(root, 'z-'));
    const result = writeAtomically(path.join(root, 'z-', 'zlib.json'), NEW, {
      root: { path: root, name: 'the registry' },
      create: true,
    });
    expect(result.ok).toBe(false);
    expect(readdirSync(outside)).toEqual([]);
  });
});
