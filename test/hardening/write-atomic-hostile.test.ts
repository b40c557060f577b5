/**
 * Rewriting a file where someone else also writes: a symbolic link planted at the file's name
 * (before the write, while the text is written, just before the rename) never leads the write
 * to the link's target; a file or link already at the temporary name is never opened, written
 * or removed; a file name with control characters and newlines is written, and none of them
 * reaches the temporary name.
 */
import { describe, expect, it, jest } from '@jest/globals';
import * as realCrypto from 'node:crypto';
import * as realFs from 'node:fs';
import path from 'node:path';
import { makeTempTree } from '../support/temp-dir.js';

const { lstatSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } =
  realFs;

/** What the test does at a step of the write, as another process could do it then. */
const meanwhile: { beforeFlush?: () => void; beforeRename?: () => void } = {};
/** The temporary names the code under test created, in order. */
const created: string[] = [];
/** The random bytes the code under test gets next, as hex; real ones when empty. */
const nextRandom: string[] = [];

jest.unstable_mockModule('node:fs', () => ({
  ...realFs,
  openSync: (...args: Parameters<typeof realFs.openSync>) => {
    if (typeof args[1] === 'number' && args[1] & realFs.constants.O_CREAT)
      created.push(String(args[0]));
    return realFs.openSync(...args);
  },
  fsyncSync: (...args: Parameters<typeof realFs.fsyncSync>) => {
    once('beforeFlush');
    realFs.fsyncSync(...args);
  },
  renameSync: (...args: Parameters<typeof realFs.renameSync>) => {
    once('beforeRename');
    realFs.renameSync(...args);
  },
}));
// node:crypto is loaded on first use, through one module: its randomBytes is planted there.
jest.unstable_mockModule('../../src/util/node-crypto.js', () => ({
  nodeCrypto: () => ({
    ...realCrypto,
    randomBytes: (size: number) =>
      nextRandom.length > 0
        ? Buffer.from(nextRandom.shift() as string, 'hex')
        : realCrypto.randomBytes(size),
  }),
}));
const { LINK_REFUSAL, TEMPORARY_NAME_ATTEMPTS, writeAtomically } =
  await import('../../src/files/write-atomic.js');

function once(step: keyof typeof meanwhile): void {
  const action = meanwhile[step];
  delete meanwhile[step];
  action?.();
}

const OLD = '{\n    "name": "zlib"\n}\n';
const NEW = '{\n  "name": "zlib"\n}\n';
const SECRET = 'token=ghp_not_to_be_touched\n';

/** A project folder with a manifest, and a file outside it that a planted link points to. */
function scene() {
  const project = makeTempTree('write-hostile', { 'vcpkg.json': OLD });
  const victimFolder = makeTempTree('write-hostile-victim', { credentials: SECRET });
  created.length = 0;
  return {
    project,
    file: path.join(project, 'vcpkg.json'),
    victim: path.join(victimFolder, 'credentials'),
  };
}

/** Replaces `file` with a symbolic link to `target`, as an attacker racing the write would. */
function plantLink(file: string, target: string): void {
  rmSync(file);
  symlinkSync(target, file);
}

describe('a symbolic link planted at the file’s name', () => {
  it('before the write: refused, and the link’s target keeps its bytes', () => {
    const { file, victim } = scene();
    plantLink(file, victim);
    expect(writeAtomically(file, NEW)).toEqual({ ok: false, reason: LINK_REFUSAL });
    expect(readFileSync(victim, 'utf8')).toBe(SECRET);
    expect(created).toEqual([]);
  });

  it('while the text is written: not rewritten, the temporary file removed, the target kept', () => {
    const { project, file, victim } = scene();
    meanwhile.beforeFlush = () => plantLink(file, victim);
    expect(writeAtomically(file, NEW)).toEqual({ ok: false, reason: LINK_REFUSAL });
    expect(readFileSync(victim, 'utf8')).toBe(SECRET);
    expect(lstatSync(file).isSymbolicLink()).toBe(true);
    expect(readdirSync(project)).toEqual(['vcpkg.json']);
  });

  it('just before the rename: the rename replaces the link itself, and its target keeps its bytes', () => {
    const { project, file, victim } = scene();
    meanwhile.beforeRename = () => plantLink(file, victim);
    expect(writeAtomically(file, NEW)).toEqual({ ok: true });
    expect(readFileSync(victim, 'utf8')).toBe(SECRET);
    expect(lstatSync(file).isFile()).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(NEW);
    expect(readdirSync(project)).toEqual(['vcpkg.json']);
  });
});

describe('the temporary name already taken', () => {
  const TAKEN = 'a1a1a1a1a1a1';
  const takenName = `.vcpkg.json.${process.pid}.${TAKEN}.tmp`;

  it('by a file: another name is tried, and that file keeps its bytes', () => {
    const { project, file } = scene();
    writeFileSync(path.join(project, takenName), SECRET);
    nextRandom.push(TAKEN);
    expect(writeAtomically(file, NEW)).toEqual({ ok: true });
    expect(readFileSync(file, 'utf8')).toBe(NEW);
    expect(readFileSync(path.join(project, takenName), 'utf8')).toBe(SECRET);
    expect(created).toHaveLength(2);
    expect(readdirSync(project).sort()).toEqual([takenName, 'vcpkg.json'].sort());
  });

  it('by a link to another file: not followed, another name is tried, the target kept', () => {
    const { project, file, victim } = scene();
    symlinkSync(victim, path.join(project, takenName));
    nextRandom.push(TAKEN);
    expect(writeAtomically(file, NEW)).toEqual({ ok: true });
    expect(readFileSync(victim, 'utf8')).toBe(SECRET);
    expect(lstatSync(path.join(project, takenName)).isSymbolicLink()).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(NEW);
  });

  it('at every name tried: reported, and nothing is written or removed', () => {
    const { project, file } = scene();
    writeFileSync(path.join(project, takenName), SECRET);
    nextRandom.push(...Array<string>(TEMPORARY_NAME_ATTEMPTS).fill(TAKEN));
    expect(writeAtomically(file, NEW)).toEqual({
      ok: false,
      reason: `cannot create a temporary file beside it (something else is already there, at ${TEMPORARY_NAME_ATTEMPTS} names in turn): not rewritten`,
    });
    expect(created).toHaveLength(TEMPORARY_NAME_ATTEMPTS);
    expect(readFileSync(file, 'utf8')).toBe(OLD);
    expect(readFileSync(path.join(project, takenName), 'utf8')).toBe(SECRET);
    expect(readdirSync(project).sort()).toEqual([takenName, 'vcpkg.json'].sort());
  });
});

describe('a file name with control characters and newlines', () => {
  it('is written, and the temporary name has none of them', () => {
    const { project, file } = scene();
    const hostile = path.join(project, 'vcpkg\n::error::x\u001b[31m\r\t.json');
    renameSync(file, hostile);
    expect(writeAtomically(hostile, NEW)).toEqual({ ok: true });
    expect(readFileSync(hostile, 'utf8')).toBe(NEW);
    expect(created).toHaveLength(1);
    expect(path.basename(created[0] as string)).toMatch(
      new RegExp(`^\\.vcpkg___error__x__31m__\\.json\\.${process.pid}\\.[0-9a-f]{12}\\.tmp$`),
    );
    expect(readdirSync(project)).toEqual([path.basename(hostile)]);
  });

  it('of any length is written: the temporary name stays short', () => {
    const { project, file } = scene();
    const long = path.join(project, `${'\n'.repeat(200)}.json`);
    renameSync(file, long);
    expect(writeAtomically(long, NEW)).toEqual({ ok: true });
    expect(readFileSync(long, 'utf8')).toBe(NEW);
    expect(path.basename(created[0] as string).length).toBeLessThan(100);
  });
});
