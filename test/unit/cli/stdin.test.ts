import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { JsonReport } from '../../../src/report/json.js';
import { readStreamAtMost } from '../../../src/files/read-at-most.js';
import { runCli } from '../../../src/cli/run.js';
import { cli } from '../../support/run-cli.js';

const INVALID = readFileSync('examples/invalid/version-rule/vcpkg.json', 'utf8');
const VALID = '{\n  "name": "ok",\n  "version": "1.0"\n}\n';
const VERSION_RULE_ERRORS =
  ':4:3: error: exactly one of version, version-string, version-semver, version-date is required; found version and version-string [version-one-of]\n';

describe('a PATH of - reads one manifest from standard input', () => {
  it('reports it as <stdin> by default', async () => {
    const run = await cli(['-'], { stdin: INVALID });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(
      `<stdin>${VERSION_RULE_ERRORS}` +
        '<stdin>:5:19: error: expected a number >= 0; found -1 [minimum]\n' +
        '1 file checked: 0 valid, 1 invalid; 2 errors, 0 warnings\n',
    );
    expect(run.stderr).toBe('');
  });

  it('reports it under --stdin-filename, first, with the other PATHs after it', async () => {
    const run = await cli(
      ['--format', 'json', '--stdin-filename', 'staged/vcpkg.json', 'examples/valid/full', '-'],
      { stdin: INVALID },
    );
    const report = JSON.parse(run.stdout) as JsonReport;
    expect(report.files.map(({ file, valid }) => [file, valid])).toEqual([
      ['staged/vcpkg.json', false],
      ['examples/valid/full/vcpkg.json', true],
    ]);
  });

  it('takes its kind from the name under --profile current: a port in ports/<name>/', async () => {
    // A port's manifest needs a version; a project's does not.
    const unversioned = '{ "name": "zlib" }\n';
    const project = await cli(['--profile', 'current', '-'], { stdin: unversioned });
    expect(project.status).toBe(0);
    const port = await cli(
      ['--profile', 'current', '--stdin-filename', 'ports/zlib/vcpkg.json', '-'],
      { stdin: unversioned },
    );
    expect(port.status).toBe(1);
    expect(port.stdout).toMatch(/^ports\/zlib\/vcpkg\.json:1:1: error: /);
  });

  it('checks it as a configuration when the name is vcpkg-configuration.json, under --profile current', async () => {
    const configuration = '{ "default-registry": { "kind": "gti" } }\n';
    const run = await cli(
      ['--profile', 'current', '--stdin-filename', 'vcpkg-configuration.json', '-'],
      { stdin: configuration },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^vcpkg-configuration\.json:1:\d+: error: .*gti/);
    const asManifest = await cli(['--profile', 'current', '-'], { stdin: configuration });
    expect(asManifest.stdout).toMatch(/^<stdin>:/);
    expect(asManifest.stdout).not.toMatch(/gti/);
  });

  it('reports a larger input as too large, after reading no more than --max-file-size', async () => {
    const run = await cli(['--max-file-size', '1KB', '-'], { stdin: VALID.padEnd(1025, ' ') });
    expect(run).toEqual({
      status: 1,
      stdout:
        '<stdin>:1:1: error: standard input is more than the max-file-size of 1 KB; it was read no further and not checked [file]\n' +
        '1 file checked: 0 valid, 1 invalid; 1 error, 0 warnings\n',
      stderr: '',
    });
    const exactly = await cli(['--max-file-size', '1KB', '-'], { stdin: VALID.padEnd(1024, ' ') });
    expect(exactly.status).toBe(0);
  });
});

describe('readStreamAtMost', () => {
  it('stops pulling chunks once it has more than the limit, and closes the stream', async () => {
    let pulled = 0;
    let closed = false;
    // An endless stream of 100-byte chunks that counts what is pulled and sees when it is left;
    // its buffer holds one chunk, so it is pulled only as far as it is read.
    const endless = new Readable({
      highWaterMark: 100,
      read() {
        pulled++;
        this.push(new Uint8Array(100));
      },
      destroy(error, callback) {
        closed = true;
        callback(error);
      },
    });
    expect(await readStreamAtMost(endless, 1000)).toEqual({
      ok: false,
      kind: 'longer',
      limit: 1000,
    });
    // 11 chunks hold 1100 bytes, the first more than 1000; the buffer may hold one more.
    expect(pulled).toBeGreaterThanOrEqual(11);
    expect(pulled).toBeLessThanOrEqual(12);
    expect(closed).toBe(true);
  });

  it('returns the bytes of a stream of at most the limit, strings as UTF-8', async () => {
    const read = await readStreamAtMost(Readable.from(['{"name":', Buffer.from('"é"}')]), 13);
    expect(read.ok && Buffer.from(read.bytes).toString('utf8')).toBe('{"name":"é"}');
    expect(await readStreamAtMost(Readable.from([]), 0)).toEqual({
      ok: true,
      bytes: Buffer.alloc(0),
    });
  });
});

describe('standard input with other PATHs', () => {
  it('searches the other PATHs first: one that names nothing is refused without waiting for standard input', async () => {
    let pulled = 0;
    // Standard input that never ends, as a terminal nobody types into.
    const waiting = new Readable({
      read() {
        pulled++;
      },
    });
    const stderr: string[] = [];
    const status = await runCli(['-', 'no-such-dir'], {
      stdout: () => {},
      stderr: (text) => void stderr.push(text),
      readStdin: () => Promise.resolve(''),
      stdinStream: () => waiting,
      color: false,
    });
    expect(status).toBe(2);
    expect(stderr.join('').split('\n')[0]).toBe(
      'manifest-check: no such file or directory: no-such-dir',
    );
    expect(pulled).toBe(0);
  });
});

describe('command lines that cannot read standard input', () => {
  it.each([
    [['-', '-'], 'the PATH - is given 2 times; standard input is read once, so give it once'],
    [
      ['--hook', '--', '-'],
      '--hook takes file names, and - is not one: standard input is not read under --hook (give ./- for a file named -)',
    ],
    [
      ['--stdin-filename', 'vcpkg.json', '.'],
      '--stdin-filename names standard input, which only a PATH of - reads; give - among the PATHs',
    ],
    [['--stdin-filename=', '-'], '--stdin-filename needs a name'],
    [
      ['format', '-'],
      "format writes files, and standard input is none: a PATH of - is not read (give ./- for a file named -); 'manifest-check --profile current -' checks it",
    ],
  ])('%j is a usage error', async (args, message) => {
    const run = await cli(args, { stdin: VALID });
    expect(run.status).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe(`manifest-check: ${message}`);
  });
});
