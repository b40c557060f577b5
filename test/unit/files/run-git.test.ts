/**
 * The git runners of src/files (synchronous, and in the background) and the one `cat-file
 * --batch` reader: what a failure says in one line, and how each kind of wrong answer is told
 * apart. Their users'
 * messages are tested in git-trees.test.ts and git-base.test.ts.
 */
import { describe, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCatFileBatch, runGit, runGitInBackground } from '../../../src/files/run-git.js';
import { gitIn } from '../../support/git.js';
import { makeTempDir } from '../../support/temp-dir.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const answer = (object: string, body: string) =>
  `${object} blob ${Buffer.byteLength(body)}\n${body}\n`;

// The background runner gives what the synchronous one gives, words and bounds alike.
describe.each([
  ['runGit', (...args: Parameters<typeof runGitInBackground>) => Promise.resolve(runGit(...args))],
  ['runGitInBackground', runGitInBackground],
])('%s', (_, run) => {
  it("names the command and git's first line when git fails", async () => {
    const folder = makeTempDir('run-git');
    gitIn(folder, 'init', '-q');
    const result = await run(folder, ['-c', 'core.autocrlf=false', 'cat-file', '-t', A], {
      maxBuffer: 1024,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/^git cat-file: fatal: /);
  });

  it('says when the output passes the bound', async () => {
    const folder = makeTempDir('run-git');
    gitIn(folder, 'init', '-q');
    const result = await run(folder, ['version'], { maxBuffer: 2 });
    expect(result).toEqual({ ok: false, reason: 'git version printed more than 2 bytes' });
  });

  it('says when the messages pass the bound', async () => {
    const folder = makeTempDir('run-git');
    gitIn(folder, 'init', '-q');
    const result = await run(folder, ['cat-file', '-t', A], { maxBuffer: 8 });
    expect(result).toEqual({ ok: false, reason: 'git cat-file printed more than 8 bytes' });
  });

  it('says git is missing when it cannot be started', async () => {
    const result = await run(makeTempDir('run-git'), ['--version'], {
      env: { PATH: '/nonexistent' },
      maxBuffer: 1024,
    });
    expect(result).toEqual({
      ok: false,
      reason: 'git is not installed or not on the PATH',
      missingGit: true,
    });
  });

  it('says how git ended when it said nothing', async () => {
    const folder = makeTempDir('run-git');
    gitIn(folder, 'init', '-q');
    const result = await run(folder, ['-c', 'alias.quiet=!exit 3', 'quiet'], { maxBuffer: 1024 });
    expect(result).toEqual({ ok: false, reason: 'git quiet exited with 3' });
  });

  it('prints stdout as bytes, whole', async () => {
    const folder = makeTempDir('run-git');
    gitIn(folder, 'init', '-q');
    writeFileSync(path.join(folder, 'big'), Buffer.alloc(300_000, 'x'));
    gitIn(folder, 'add', 'big');
    const result = await run(folder, ['cat-file', 'blob', ':big'], { maxBuffer: 300_000 });
    expect(result.ok && result.stdout.equals(Buffer.alloc(300_000, 'x'))).toBe(true);
  });
});

describe('parseCatFileBatch', () => {
  const parse = (text: string, asked: { object: string; size?: number }[]) =>
    parseCatFileBatch(Buffer.from(text, 'latin1'), asked);

  it('cuts the blobs in the order asked, and counts the bytes read', () => {
    const text = answer(A, 'one\n') + answer(B, '');
    const parsed = parse(`${text}more`, [{ object: A, size: 4 }, { object: B }]);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.blobs.map((blob) => blob.toString('latin1'))).toEqual(['one\n', '']);
    expect(parsed.used).toBe(text.length);
  });

  // The first answer is right; the second, to B of 1 byte, is the one told.
  it.each([
    ['no answer', '', 'ended', ''],
    ['a missing object', `${B} missing\n`, 'missing', `${B} missing`],
    ['another object', answer(A, 'x'), 'answered', `${A} blob 1`],
    ['a tree', `${B} tree 1\nx\n`, 'answered', `${B} tree 1`],
    ['another size', answer(B, 'xy'), 'answered', `${B} blob 2`],
    ['a size that is no number', `${B} blob 1e0\nx\n`, 'answered', `${B} blob 1e0`],
    ['a cut blob', `${B} blob 1\n`, 'inside', `${B} blob 1`],
    ['no newline after it', `${B} blob 1\nxy`, 'inside', `${B} blob 1`],
  ])('tells %s apart', (_, second, why, header) => {
    const parsed = parse(answer(A, 'x') + second, [{ object: A }, { object: B, size: 1 }]);
    expect(parsed).toEqual({ ok: false, index: 1, why, header });
  });
});
