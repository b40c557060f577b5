/**
 * The files a pull request changed, asked of a real git repository: added, modified and renamed
 * files count, deleted ones are listed apart, and paths are relative to the directory asked about.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { changedFiles } from '../../../src/files/changed-files.js';
import { makeTempDir } from '../../support/temp-dir.js';
import { gitIn } from '../../support/git.js';

let repository: string;
let base: string;
let head: string;
/** `main` after the branch was made: what it changed is not the branch's change. */
let mainAfter: string;

function git(...args: string[]): string {
  return gitIn(repository, ...args);
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(repository, file)), { recursive: true });
  writeFileSync(path.join(repository, file), text);
}

beforeAll(() => {
  repository = makeTempDir('git');
  git('init', '-q', '-b', 'main');
  write('ports/kept/vcpkg.json', '{ "name": "kept", "version": "1.0" }\n');
  write('ports/edited/vcpkg.json', '{ "name": "edited", "version": "1.0" }\n');
  write('ports/removed/vcpkg.json', '{ "name": "removed", "version": "1.0" }\n');
  write(
    'ports/old-name/vcpkg.json',
    '{ "name": "moved", "version": "1.0", "description": "same text" }\n',
  );
  write('ports/typed/vcpkg.json', '{ "name": "typed", "version": "1.0" }\n');
  write('README.md', '# ports\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  base = git('rev-parse', 'HEAD');

  git('checkout', '-q', '-b', 'feature');
  write('ports/edited/vcpkg.json', '{ "name": "edited", "version": "1.1" }\n');
  write('ports/added/vcpkg.json', '{ "name": "added", "version": "1.0" }\n');
  write('vcpkg.json', '{ "name": "root", "version": "1.0" }\n');
  unlinkSync(path.join(repository, 'ports/removed/vcpkg.json'));
  git('mv', 'ports/old-name', 'ports/new-name');
  // A type change (T): the manifest becomes a link to a file that is no manifest.
  unlinkSync(path.join(repository, 'ports/typed/vcpkg.json'));
  symlinkSync('../../README.md', path.join(repository, 'ports/typed/vcpkg.json'));
  git('add', '-A');
  git('commit', '-q', '-m', 'change');
  head = git('rev-parse', 'HEAD');

  git('checkout', '-q', 'main');
  write('ports/kept/vcpkg.json', '{ "name": "kept", "version": "2.0" }\n');
  git('commit', '-q', '-am', 'main moves on');
  mainAfter = git('rev-parse', 'HEAD');
});

describe('changedFiles', () => {
  it('lists added, modified, renamed and retyped files, deleted ones apart, not unchanged ones', async () => {
    expect(await changedFiles(repository, base, head)).toEqual({
      ok: true,
      files: new Set([
        'ports/added/vcpkg.json',
        'ports/edited/vcpkg.json',
        'ports/new-name/vcpkg.json',
        'ports/typed/vcpkg.json',
        'vcpkg.json',
      ]),
      deleted: new Set(['ports/old-name/vcpkg.json', 'ports/removed/vcpkg.json']),
      submodules: [],
    });
  });

  it('gives paths relative to a subdirectory, and only the files below it', async () => {
    expect(await changedFiles(path.join(repository, 'ports'), base, head)).toEqual({
      ok: true,
      files: new Set([
        'added/vcpkg.json',
        'edited/vcpkg.json',
        'new-name/vcpkg.json',
        'typed/vcpkg.json',
      ]),
      deleted: new Set(['old-name/vcpkg.json', 'removed/vcpkg.json']),
      submodules: [],
    });
  });

  it('compares with the merge base, so what the base branch did since does not count', async () => {
    expect(await changedFiles(repository, mainAfter, head)).toEqual({
      ok: true,
      files: new Set([
        'ports/added/vcpkg.json',
        'ports/edited/vcpkg.json',
        'ports/new-name/vcpkg.json',
        'ports/typed/vcpkg.json',
        'vcpkg.json',
      ]),
      deleted: new Set(['ports/old-name/vcpkg.json', 'ports/removed/vcpkg.json']),
      submodules: [],
    });
  });

  it('takes abbreviated commit ids', async () => {
    expect(await changedFiles(repository, base.slice(0, 7), head.slice(0, 12))).toEqual({
      ok: true,
      files: new Set([
        'ports/added/vcpkg.json',
        'ports/edited/vcpkg.json',
        'ports/new-name/vcpkg.json',
        'ports/typed/vcpkg.json',
        'vcpkg.json',
      ]),
      deleted: new Set(['ports/old-name/vcpkg.json', 'ports/removed/vcpkg.json']),
      submodules: [],
    });
  });

  it('changes nothing from a commit to itself', async () => {
    expect(await changedFiles(repository, head, head)).toEqual({
      ok: true,
      files: new Set(),
      deleted: new Set(),
      submodules: [],
    });
  });

  it('fails softly, with git’s reason, for a commit the clone does not have', async () => {
    // The reason is git's own first line, whose wording differs between git versions.
    expect(await changedFiles(repository, 'deadbeef'.repeat(5), head)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^fatal: \S/),
    });
  });

  it('refuses a base or head that is not a hexadecimal commit id, without running git', async () => {
    // Not a repository at all: only the check of the ids can answer.
    const nowhere = path.join(tmpdir(), 'manifest-check-no-such-directory');
    expect(await changedFiles(nowhere, 'main', head)).toEqual({
      ok: false,
      reason: `the event's base and head are not commit ids (main, ${head})`,
    });
    expect(await changedFiles(nowhere, base, '--output=/tmp/x')).toEqual({
      ok: false,
      reason: `the event's base and head are not commit ids (${base}, --output=/tmp/x)`,
    });
  });
});
