import { beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir.js';

// The real CLI as users run it, bin/manifest-check.js and the bundle dist/cli that `npm run build`
// made, so real pipes and files are used. Colour as the CLI decides it in-process is in
// test/unit/cli/color.test.ts.
const bin = path.resolve('bin/manifest-check.js');
let manyInvalid: string;

beforeAll(() => {
  const root = makeTempDir('cli-io');
  // Far more output than a pipe holds (64 KB), so the CLI is still writing when the reader leaves.
  manyInvalid = path.join(root, 'many');
  for (let i = 0; i < 600; i++) {
    mkdirSync(path.join(manyInvalid, `port-${i}`), { recursive: true });
    writeFileSync(
      path.join(manyInvalid, `port-${i}`, 'vcpkg.json'),
      '{\n  "name": "Bad_Name",\n  "version": 1,\n  "bogus": true\n}\n',
    );
  }
});

/** Only where there is a /dev/full, a device on which every write fails with ENOSPC. */
const withDevFull = existsSync('/dev/full') ? it : it.skip;

/** Runs a bash command line with the built CLI as `$CLI`; its output and status. */
function shell(command: string, env: Record<string, string> = {}) {
  const run = spawnSync('bash', ['--norc', '--noprofile', '-c', command], {
    env: { PATH: process.env.PATH, CLI: bin, MANY: manyInvalid, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('a closed pipe or a failed write', () => {
  it('ends quietly with status 141, as a process killed by SIGPIPE, when the reader leaves (`| head -1`)', () => {
    const run = shell('node "$CLI" "$MANY" | head -1; echo "status ${PIPESTATUS[0]}" >&2');
    expect(run.stdout).toMatch(/^\S*port-0\/vcpkg\.json:\d+:\d+: error: [^\n]*\n$/);
    expect(run.stderr).toBe('status 141\n');
  });

  it('ends quietly when standard error is the closed pipe', () => {
    const run = shell(
      'node "$CLI" --nonsense 2>&1 >/dev/null | head -c 0; echo "status ${PIPESTATUS[0]}"',
    );
    expect(run.stdout).toBe('status 141\n');
  });

  withDevFull(
    'says in one line why the output could not be written, and exits 2 (`> /dev/full`)',
    () => {
      const run = shell('node "$CLI" "$MANY" > /dev/full');
      expect(run).toEqual({
        status: 2,
        stdout: '',
        stderr:
          'manifest-check: cannot write to standard output: no space left on device (ENOSPC)\n',
      });
    },
  );

  withDevFull('fails the same way for the request command', () => {
    const run = shell('node "$CLI" request \'GET /zen\' > /dev/full');
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'manifest-check: cannot write to standard output: no space left on device (ENOSPC)\n',
    );
  });
});

describe('colour in the real command', () => {
  it('reads FORCE_COLOR, NO_COLOR and TERM from the environment of the real command', () => {
    const forced = shell('node "$CLI" examples/invalid/json-syntax', { FORCE_COLOR: '1' });
    const piped = shell('node "$CLI" examples/invalid/json-syntax');
    expect(forced.stdout).toContain('\u001b[31merror\u001b[0m');
    expect(piped.stdout).not.toContain('\u001b[');
  });

  it('on a real terminal: colour by default, none with TERM=dumb or NO_COLOR', () => {
    const onTerminal = (env: Record<string, string>) =>
      shell('script -qec "node \\"$CLI\\" examples/invalid/json-syntax" /dev/null', env).stdout;
    expect(onTerminal({ TERM: 'xterm' })).toContain('\u001b[31merror\u001b[0m');
    expect(onTerminal({ TERM: 'dumb' })).not.toContain('\u001b[31m');
    expect(onTerminal({ TERM: 'xterm', NO_COLOR: '1' })).not.toContain('\u001b[31m');
  });
});
