/**
 * `manifest-check format`: rewrites manifests in vcpkg's canonical form, only those not in it,
 * never one vcpkg would reject; `--check` and `--diff` write nothing and say where and how a
 * file differs; the hook form takes the file names a git hook appends.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FORMAT_USAGE } from '../../../src/cli/format-args.js';
import { cli, cliIn } from '../../support/run-cli.js';
import { makeTempDir } from '../../support/temp-dir.js';

const CANONICAL = '{\n  "name": "a",\n  "version": "1.0"\n}\n';
const FOUR_SPACES = '{\n    "name": "b",\n    "version": "1.0"\n}\n';
const FOUR_SPACES_FORMATTED = '{\n  "name": "b",\n  "version": "1.0"\n}\n';
const BROKEN = '{\n  "name": "c",\n  "version": "1.0",\n}\n';
const OLD = new Date('2001-01-01T00:00:00Z');

/** A folder of manifests, each `<dir>/vcpkg.json`, dated in 2001 so a rewrite shows. */
function project(manifests: Record<string, string>): string {
  const root = makeTempDir('format-command');
  for (const [dir, text] of Object.entries(manifests)) {
    mkdirSync(path.join(root, dir), { recursive: true });
    const file = path.join(root, dir, 'vcpkg.json');
    writeFileSync(file, text);
    utimesSync(file, OLD, OLD);
  }
  return root;
}

const read = (root: string, dir: string) =>
  readFileSync(path.join(root, dir, 'vcpkg.json'), 'utf8');
const touched = (root: string, dir: string) =>
  statSync(path.join(root, dir, 'vcpkg.json')).mtimeMs !== OLD.getTime();

describe('format', () => {
  it('rewrites a manifest not in canonical form, and leaves the rest alone', async () => {
    const root = project({ a: CANONICAL, b: FOUR_SPACES });
    const run = await cliIn(root, ['format']);
    expect(run).toEqual({
      status: 0,
      stdout:
        'b/vcpkg.json: formatted\n2 files checked: 2 valid, 0 invalid; 0 errors, 0 warnings; 1 formatted\n',
      stderr: '',
    });
    expect(read(root, 'b')).toBe(FOUR_SPACES_FORMATTED);
    expect(touched(root, 'a')).toBe(false);
    // Formatting a formatted tree changes nothing.
    expect((await cliIn(root, ['format'])).stdout).toBe(
      '2 files checked: 2 valid, 0 invalid; 0 errors, 0 warnings\n',
    );
  });

  it('does not rewrite a manifest vcpkg would reject, reports why, and exits 1', async () => {
    const root = project({ b: FOUR_SPACES, c: BROKEN });
    const run = await cliIn(root, ['format']);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(
      'b/vcpkg.json: formatted\n' +
        'c/vcpkg.json:4:1: error: a trailing comma is not allowed in JSON; found `}` [json-syntax]\n' +
        '2 files checked: 1 valid, 1 invalid; 1 error, 0 warnings; 1 formatted\n',
    );
    expect(read(root, 'c')).toBe(BROKEN);
    expect(touched(root, 'c')).toBe(false);
  });

  it('keeps the mode of the file it rewrites', async () => {
    const root = project({ b: FOUR_SPACES });
    const file = path.join(root, 'b', 'vcpkg.json');
    const { chmodSync } = await import('node:fs');
    chmodSync(file, 0o640);
    expect((await cli(['format', root])).status).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o640);
  });

  it('does not rewrite through a link, and names it', async () => {
    const root = project({ b: FOUR_SPACES });
    mkdirSync(path.join(root, 'l'));
    symlinkSync(path.join(root, 'b', 'vcpkg.json'), path.join(root, 'l', 'vcpkg.json'));
    const run = await cli(['format', path.join(root, 'l', 'vcpkg.json')]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^.*l\/vcpkg\.json:1:1: error: could not be written in canonical form: .*symbolic link.* \[file\]\n/,
    );
    expect(read(root, 'b')).toBe(FOUR_SPACES);
  });
});

describe('format --check and --diff', () => {
  it('--check writes nothing, names the first difference, and exits 1', async () => {
    const root = project({ a: CANONICAL, b: FOUR_SPACES, c: BROKEN });
    const run = await cliIn(root, ['format', '--check']);
    expect(run).toEqual({
      status: 1,
      stdout:
        "b/vcpkg.json:2:3: error: not in vcpkg's canonical form: run manifest-check format [canonical-form]\n" +
        'c/vcpkg.json:4:1: error: a trailing comma is not allowed in JSON; found `}` [json-syntax]\n' +
        '3 files checked: 1 valid, 2 invalid; 2 errors, 0 warnings\n',
      stderr: '',
    });
    expect([touched(root, 'a'), touched(root, 'b'), touched(root, 'c')]).toEqual([
      false,
      false,
      false,
    ]);
    expect((await cliIn(project({ a: CANONICAL }), ['format', '--check'])).status).toBe(0);
  });

  it('--check on a configuration checks it as vcpkg reads it, and says it was not formatted', async () => {
    const root = project({ a: CANONICAL });
    const configuration = '{"default-registry": null}';
    writeFileSync(path.join(root, 'a', 'vcpkg-configuration.json'), configuration);
    const run = await cliIn(root, ['format', '--check', 'a/vcpkg-configuration.json', 'a']);
    expect(run).toEqual({
      status: 0,
      stdout: '2 files checked: 2 valid, 0 invalid; 0 errors, 0 warnings\n',
      stderr:
        'manifest-check: note: 1 vcpkg-configuration.json file checked as vcpkg reads it, not formatted: vcpkg format-manifest writes manifests only (it reads a configuration as a manifest, and refuses it)\n',
    });
    expect(readFileSync(path.join(root, 'a', 'vcpkg-configuration.json'), 'utf8')).toBe(
      configuration,
    );
  });

  it('--diff prints the change as a unified diff, and writes nothing', async () => {
    const root = project({ b: FOUR_SPACES });
    const run = await cliIn(root, ['format', '--diff']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      '--- a/b/vcpkg.json\n+++ b/b/vcpkg.json\n@@ -1,4 +1,4 @@\n {\n-    "name": "b",\n-    "version": "1.0"\n+  "name": "b",\n+  "version": "1.0"\n }\n',
    );
    expect(touched(root, 'b')).toBe(false);
  });

  it('a CRLF file and one with a byte order mark differ where the first of them is', async () => {
    const crlf = CANONICAL.replaceAll('\n', '\r\n');
    const root = project({ crlf, bom: `\ufeff${CANONICAL}` });
    const run = await cliIn(root, ['format', '--check']);
    expect(run.stdout.split('\n').slice(0, 2)).toEqual([
      "bom/vcpkg.json:1:1: error: not in vcpkg's canonical form: run manifest-check format [canonical-form]",
      "crlf/vcpkg.json:1:2: error: not in vcpkg's canonical form: run manifest-check format [canonical-form]",
    ]);
    expect((await cliIn(root, ['format'])).status).toBe(0);
    expect([read(root, 'crlf'), read(root, 'bom')]).toEqual([CANONICAL, CANONICAL]);
  });
});

describe('the command line', () => {
  it('prints its own help', async () => {
    expect(await cli(['format', '--help'])).toEqual({
      status: 0,
      stdout: FORMAT_USAGE,
      stderr: '',
    });
  });

  it('names its own help for a wrong option', async () => {
    expect(await cli(['format', '--strict'])).toEqual({
      status: 2,
      stdout: '',
      stderr:
        "manifest-check: unknown option '--strict'\nRun 'manifest-check format --help' for usage.\n",
    });
  });

  it('as a hook, takes the file names appended after --hook, options ended by --', async () => {
    const root = project({ b: FOUR_SPACES, '--check': FOUR_SPACES });
    const run = await cliIn(root, ['format', '--hook', '--check', '--', 'b/vcpkg.json']);
    expect(run.status).toBe(1);
    expect(touched(root, 'b')).toBe(false);
    // Without --, every argument after --hook is a file name: `--check/vcpkg.json` too.
    const fixed = await cliIn(root, ['format', '--hook', '--check/vcpkg.json', 'b/vcpkg.json']);
    expect(fixed.status).toBe(0);
    expect([read(root, '--check'), read(root, 'b')]).toEqual([
      FOUR_SPACES_FORMATTED,
      FOUR_SPACES_FORMATTED,
    ]);
  });

  it('after --hook, the word format is a file name', async () => {
    const run = await cli(['--hook', 'format']);
    expect(run.stderr).toContain('no such file or directory: format');
  });
});
