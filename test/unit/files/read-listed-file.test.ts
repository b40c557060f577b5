/**
 * readListedFile, the read of a file a directory search listed as a regular file: the answer of
 * readAtMost with refuseLinks on every kind of thing at that path (without the identity), and
 * without its look at the open file (an fstat) for a small file, the corpus's every file.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import * as realFs from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { makeTempTree } from '../../support/temp-dir.js';

let fstats = 0;
jest.unstable_mockModule('node:fs', () => ({
  ...realFs,
  fstatSync: (...args: Parameters<typeof realFs.fstatSync>) => {
    fstats++;
    return realFs.fstatSync(...args);
  },
}));
const { CAN_REFUSE_LINKS, LISTED_READ_BYTES, readAtMost, readListedFile } =
  await import('../../../src/files/read-at-most.js');
type ReadResult = ReturnType<typeof readAtMost>;

const { mkdirSync, symlinkSync, writeFileSync } = realFs;
const LIMIT = 4 * 1024 * 1024;

/** A result as compared: its bytes in base64, and no identity, which readListedFile never gives. */
function comparable(result: ReadResult): unknown {
  return result.ok ? { ok: true, bytes: Buffer.from(result.bytes).toString('base64') } : result;
}

const bytesOf = (length: number): Buffer =>
  Buffer.from(Array.from({ length }, (_, i) => 0x20 + (i % 90)));

const onLinkRefusingSystems = CAN_REFUSE_LINKS ? describe : describe.skip;

onLinkRefusingSystems('readListedFile', () => {
  const folder = makeTempTree('read-listed-file');
  const at = (name: string): string => path.join(folder, name);
  const files: Record<string, Buffer> = {
    'small.json': Buffer.from('{ "name": "zlib", "version": "1.3" }\n'),
    'empty.json': Buffer.alloc(0),
    'bom.json': Buffer.from('\uFEFF{}'),
    'not-utf8.json': Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    'one-short.json': bytesOf(LISTED_READ_BYTES - 1),
    'just-fits.json': bytesOf(LISTED_READ_BYTES),
    'one-over.json': bytesOf(LISTED_READ_BYTES + 1),
    'large.json': bytesOf(3 * LISTED_READ_BYTES + 17),
  };
  const bytesOfFile = (name: string): Buffer => {
    const bytes = files[name];
    if (bytes === undefined) throw new Error(`no file ${name} in the test's folder`);
    return bytes;
  };
  for (const [name, bytes] of Object.entries(files)) writeFileSync(at(name), bytes);
  mkdirSync(at('folder'));
  execFileSync('mkfifo', [at('fifo')]);
  symlinkSync(at('small.json'), at('link-to-file'));
  symlinkSync(at('folder'), at('link-to-folder'));
  symlinkSync(at('missing.json'), at('dangling-link'));

  const things = [
    ...Object.keys(files),
    'folder',
    'fifo',
    'link-to-file',
    'link-to-folder',
    'dangling-link',
    'missing.json',
    'small.json/below',
  ];

  it.each(things)('answers %s as readAtMost with refuseLinks does', (name) => {
    const expected = comparable(readAtMost(at(name), LIMIT, { refuseLinks: true }));
    expect(comparable(readListedFile(at(name), LIMIT))).toEqual(expected);
  });

  it.each(Object.keys(files))('reads %s whole, byte for byte', (name) => {
    expect(comparable(readListedFile(at(name), LIMIT))).toEqual({
      ok: true,
      bytes: bytesOfFile(name).toString('base64'),
    });
  });

  it.each([
    ['small.json', 0],
    ['small.json', 10],
    ['small.json', bytesOfFile('small.json').length - 1],
    ['small.json', bytesOfFile('small.json').length],
    ['one-short.json', LISTED_READ_BYTES - 2],
    ['one-short.json', LISTED_READ_BYTES - 1],
    ['just-fits.json', LISTED_READ_BYTES - 1],
    ['just-fits.json', LISTED_READ_BYTES],
    ['large.json', LISTED_READ_BYTES],
    ['empty.json', 0],
  ])('answers %s under a limit of %d bytes as readAtMost does', (name, limit) => {
    const expected = comparable(readAtMost(at(name), limit, { refuseLinks: true }));
    expect(comparable(readListedFile(at(name), limit))).toEqual(expected);
  });

  it('gives bytes of their own, kept whatever is read next', () => {
    const first = readListedFile(at('small.json'), LIMIT);
    readListedFile(at('one-short.json'), LIMIT);
    expect(comparable(first)).toEqual({
      ok: true,
      bytes: bytesOfFile('small.json').toString('base64'),
    });
  });

  describe('the look at the open file (fstat)', () => {
    beforeEach(() => {
      fstats = 0;
    });

    it.each(['small.json', 'bom.json', 'not-utf8.json', 'one-short.json'])(
      'is spared for %s, read whole by the first read',
      (name) => {
        expect(readListedFile(at(name), LIMIT).ok).toBe(true);
        expect(fstats).toBe(0);
      },
    );

    it.each(['empty.json', 'just-fits.json', 'one-over.json', 'folder', 'fifo'])(
      'is taken for %s, which readAtMost reads again',
      (name) => {
        readListedFile(at(name), LIMIT);
        expect(fstats).toBe(1);
      },
    );

    it('is taken for a file over the limit', () => {
      expect(readListedFile(at('small.json'), 10)).toMatchObject({ ok: false, kind: 'too-large' });
      expect(fstats).toBe(1);
    });

    it('is not taken for a link, refused at its opening', () => {
      expect(readListedFile(at('link-to-file'), LIMIT)).toEqual({ ok: false, kind: 'link' });
      expect(fstats).toBe(0);
    });
  });
});
