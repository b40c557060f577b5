/**
 * Colour: --color, then FORCE_COLOR, NO_COLOR and TERM, then whether it is a terminal, as the
 * CLI decides it in-process. test/bundle/cli-io.test.ts runs the real command on a terminal.
 */
import { describe, expect, it } from '@jest/globals';
import { autoColor, chooseColor } from '../../../src/cli/color.js';
import { cli } from '../../support/run-cli.js';

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
});
