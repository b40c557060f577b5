/**
 * `--base REF` is text from a user or a workflow (a pull request's base name): whatever it holds,
 * it reaches git as one revision after `--end-of-options`, never as an option or through a
 * shell, and a REF that is no commit is one line naming it.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BaseReadError, readBaseFiles } from '../../src/files/git-base.js';
import { BIDI_CONTROL, TERMINAL_CONTROL } from '../../src/util/control-characters.js';
import { gitIn } from '../support/git.js';
import { makeTempTree } from '../support/temp-dir.js';

const top = makeTempTree('git-base-refs', {
  'ports/zlib/vcpkg.json': '{"name": "zlib", "version": "1"}\n',
  'versions/baseline.json': '{"default": {}}\n',
});
gitIn(top, 'init', '-q');
gitIn(top, 'add', '-A');
gitIn(top, 'commit', '-q', '-m', 'one');
const folders = { ports: path.join(top, 'ports'), versions: path.join(top, 'versions') };

const HOSTILE = [
  '--output=x',
  '--output=../x',
  '-x',
  '--',
  '--all',
  '--git-dir=/',
  'HEAD; touch x',
  'HEAD && touch x',
  '$(touch x)',
  '`touch x`',
  'HEAD\ntouch x',
  'HEAD\0--output=x',
  '',
  ' ',
  'HEAD:ports',
  'HEAD^{tree}',
  '../../etc/passwd',
  'x'.repeat(100_000),
  '\u202eHEAD',
  '\u001b[2JHEAD',
  'HEAD\u0085\u2028',
];

describe('a hostile REF', () => {
  it.each(HOSTILE.map((ref) => [JSON.stringify(ref).slice(0, 60), ref]))(
    '%s is no commit: one line naming it, nothing written',
    (_, ref) => {
      const before = readdirSync(top).sort();
      let error: unknown;
      try {
        readBaseFiles(folders, ref, 4096);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(BaseReadError);
      const message = (error as Error).message;
      expect(message).toMatch(/^--base "[\s\S]*" names no commit of /);
      // One line, no control a terminal or a bidi-aware viewer would act on.
      expect(message).not.toMatch(/\n/);
      expect(message).not.toMatch(TERMINAL_CONTROL);
      expect(message).not.toMatch(BIDI_CONTROL);
      expect(message).toMatch(/fetch-depth: 0/);
      expect(readdirSync(top).sort()).toEqual(before);
      expect(existsSync(path.join(top, 'x'))).toBe(false);
      expect(existsSync(path.join(path.dirname(top), 'x'))).toBe(false);
    },
  );

  it('a revision expression that names a commit is read as that commit, as git reads it', () => {
    const read = readBaseFiles(folders, 'HEAD^{commit}', 4096);
    expect(read.commit).toBe(gitIn(top, 'rev-parse', 'HEAD'));
  });
});
