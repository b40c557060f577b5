/**
 * Standard output left non-blocking by whoever opened it: the CLI writes with writeSync until the
 * pipe is full (EAGAIN), then hands the rest to Node's stream, in order, and nothing is lost
 * while the reader is slow (src/cli/standard-output.ts). python3 makes the pipe, as a parent
 * process that set O_NONBLOCK would.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir.js';

const bin = path.resolve('bin/manifest-check.js');
let many: string;

beforeAll(() => {
  // Far more output than a pipe holds (64 KB).
  many = makeTempDir('nonblocking-output');
  for (let i = 0; i < 600; i++) {
    mkdirSync(path.join(many, `port-${i}`));
    writeFileSync(
      path.join(many, `port-${i}`, 'vcpkg.json'),
      '{\n  "name": "Bad_Name",\n  "version": 1,\n  "bogus": true\n}\n',
    );
  }
});

/** The CLI's output through a non-blocking pipe whose reader waits before it reads. */
const READ_SLOWLY = `
import os, subprocess, sys, time
r, w = os.pipe()
os.set_blocking(w, False)
child = subprocess.Popen([sys.argv[1], sys.argv[2], sys.argv[3]], stdout=w)
os.close(w)
time.sleep(0.5)
data = b''
while True:
    chunk = os.read(r, 65536)
    if not chunk:
        break
    data += chunk
sys.stdout.buffer.write(data)
sys.exit(child.wait())
`;

/** Only where python3 is (CI installs it; pre-commit needs it). */
const withPython = spawnSync('python3', ['--version']).status === 0 ? it : it.skip;

describe('output into a non-blocking pipe', () => {
  withPython('is all there, in order, as into a file', () => {
    const direct = spawnSync(process.execPath, [bin, many], { encoding: 'utf8' });
    const slow = spawnSync('python3', ['-c', READ_SLOWLY, process.execPath, bin, many], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(direct.stdout.length).toBeGreaterThan(256 * 1024);
    expect({ status: slow.status, stderr: slow.stderr }).toEqual({ status: 1, stderr: '' });
    expect(slow.stdout).toBe(direct.stdout);
  });
});
