import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { autoColor, chooseColor } from '../src/cli/color.js';
import { cli } from './support/run-cli.js';

// The real CLI, bundled from the sources as `npm run build` does, so real pipes and files are used.
let root: string;
let bundle: string;
let manyInvalid: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'manifest-check-'));
  bundle = path.join(root, 'cli', 'index.js');
  // A failed build shows ncc's own output in the failure.
  execFileSync('npx', ['ncc', 'build', 'src/cli.ts', '-o', path.join(root, 'cli'), '-q'], {
    stdio: 'pipe',
  });
  // Far more output than a pipe holds (64 KB), so the CLI is still writing when the reader leaves.
  manyInvalid = path.join(root, 'many');
  for (let i = 0; i < 600; i++) {
    mkdirSync(path.join(manyInvalid, `port-${i}`), { recursive: true });
    writeFileSync(
      path.join(manyInvalid, `port-${i}`, 'vcpkg.json'),
      '{\n  "name": "Bad_Name",\n  "version": 1,\n  "bogus": true\n}\n',
    );
  }
}, 120_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  expect.hasAssertions();
});

/** Runs a bash command line with the bundled CLI as `$CLI`; its output and status. */
function shell(command: string, env: Record<string, string> = {}) {
  const run = spawnSync('bash', ['--norc', '--noprofile', '-c', command], {
    env: { PATH: process.env.PATH, CLI: bundle, MANY: manyInvalid, ...env },
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

  it('says in one line why the output could not be written, and exits 2 (`> /dev/full`)', () => {
    if (!existsSync('/dev/full')) return void expect('no /dev/full here').toBeTruthy();
    const run = shell('node "$CLI" "$MANY" > /dev/full');
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr: 'manifest-check: cannot write to standard output: no space left on device (ENOSPC)\n',
    });
  });

  it('fails the same way for the request command', () => {
    if (!existsSync('/dev/full')) return void expect('no /dev/full here').toBeTruthy();
    const run = shell('node "$CLI" request \'GET /zen\' > /dev/full');
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'manifest-check: cannot write to standard output: no space left on device (ENOSPC)\n',
    );
  });
});

describe('colour: --color, then FORCE_COLOR, NO_COLOR and TERM, then whether it is a terminal', () => {
  const tty = { isTTY: true, env: {} };
  const pipe = { isTTY: false, env: {} };

  it.each([
    ['a terminal', tty, true],
    ['a pipe or a file', pipe, false],
    ['a terminal with NO_COLOR=1', { ...tty, env: { NO_COLOR: '1' } }, false],
    [
      'a terminal with an empty NO_COLOR (ignored, as no-color.org says)',
      { ...tty, env: { NO_COLOR: '' } },
      true,
    ],
    ['a terminal with TERM=dumb', { ...tty, env: { TERM: 'dumb' } }, false],
    ['a terminal with TERM=xterm-256color', { ...tty, env: { TERM: 'xterm-256color' } }, true],
    ['a pipe with FORCE_COLOR=1', { ...pipe, env: { FORCE_COLOR: '1' } }, true],
    ['a pipe with FORCE_COLOR=true', { ...pipe, env: { FORCE_COLOR: 'true' } }, true],
    ['a pipe with FORCE_COLOR=3', { ...pipe, env: { FORCE_COLOR: '3' } }, true],
    ['a terminal with FORCE_COLOR=0', { ...tty, env: { FORCE_COLOR: '0' } }, false],
    ['a terminal with FORCE_COLOR=false', { ...tty, env: { FORCE_COLOR: 'false' } }, false],
    ['a pipe with an empty FORCE_COLOR (ignored)', { ...pipe, env: { FORCE_COLOR: '' } }, false],
    [
      'a pipe with FORCE_COLOR=1 and TERM=dumb',
      { ...pipe, env: { FORCE_COLOR: '1', TERM: 'dumb' } },
      true,
    ],
    [
      'a pipe with FORCE_COLOR=1 and NO_COLOR=1 (as Node decides)',
      { ...pipe, env: { FORCE_COLOR: '1', NO_COLOR: '1' } },
      true,
    ],
  ])('--color auto (the default) on %s', (_name, terminal, expected) => {
    expect(chooseColor('auto', autoColor(terminal))).toBe(expected);
  });

  it('--color always and --color never override the environment and the terminal', () => {
    expect(
      chooseColor('always', autoColor({ isTTY: false, env: { NO_COLOR: '1', TERM: 'dumb' } })),
    ).toBe(true);
    expect(chooseColor('never', autoColor({ isTTY: true, env: { FORCE_COLOR: '1' } }))).toBe(false);
  });

  it('--color always colours where auto would not, and --color never keeps a terminal plain', async () => {
    const always = await cli(['--color', 'always', 'examples/invalid/json-syntax'], {
      color: false,
    });
    const never = await cli(['--color=never', 'examples/invalid/json-syntax'], { color: true });
    const auto = await cli(['--color', 'auto', 'examples/invalid/json-syntax'], { color: true });
    expect(always.stdout).toContain('\u001b[31merror\u001b[0m');
    expect(never.stdout).not.toContain('\u001b[');
    expect(auto.stdout).toContain('\u001b[31merror\u001b[0m');
  });

  it('rejects another --color value, naming the three', async () => {
    expect(await cli(['--color', 'yes', 'examples/valid'])).toEqual({
      status: 2,
      stdout: '',
      stderr:
        'manifest-check: unknown --color "yes"; expected auto, always or never\nRun \'manifest-check --help\' for usage.\n',
    });
  });

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
