/**
 * The command table: which command a line runs, read once from the words before its options
 * and paths; `--help` names every command; a mistyped command's word is suggested the command.
 */
import { describe, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { commandOf } from '../../../src/cli/run.js';
import { cli, cliIn } from '../../support/run-cli.js';
import { makeTempDir } from '../../support/temp-dir.js';

describe('commandOf', () => {
  it('finds the command word after the options, and takes it out of its arguments', () => {
    expect(commandOf(['--color', 'never', 'format', '--check', 'a'])).toEqual({
      name: 'format',
      args: ['--color', 'never', '--check', 'a'],
    });
    expect(commandOf(['request', 'GET /x'])).toEqual({ name: 'request', args: ['GET /x'] });
  });

  it('runs validate, its word kept, when the first positional is no other command', () => {
    expect(commandOf(['validate', 'format'])).toEqual({
      name: 'validate',
      args: ['validate', 'format'],
    });
    expect(commandOf(['a', 'request'])).toEqual({ name: 'validate', args: ['a', 'request'] });
  });

  it("never takes an option's value for a command, whichever command the option is of", () => {
    expect(commandOf(['--schema', 'format', 'a']).name).toBe('validate');
    expect(commandOf(['--method', 'format', 'request']).name).toBe('request');
    expect(commandOf(['--format', 'request']).name).toBe('validate');
  });
});

describe('--help', () => {
  it('names every command, and where the help of each is', async () => {
    const { stdout } = await cli(['--help']);
    expect(stdout).toContain('manifest-check [validate] [options]');
    expect(stdout).toContain('manifest-check format [options] [PATH ...]');
    expect(stdout).toContain('manifest-check request ROUTE [options]');
    expect(stdout).toContain("see 'manifest-check format --help'");
    expect(stdout).toContain("see 'manifest-check request --help'");
  });
});

describe('a mistyped command', () => {
  it.each([
    ['formt', 'format'],
    ['requets', 'request'],
    ['Format', 'format'],
  ])('%s: says which command was meant', async (word, command) => {
    expect(await cli([word, '--check'])).toEqual({
      status: 2,
      stdout: '',
      stderr: `manifest-check: unknown command '${word}'; did you mean ${command}?\nRun 'manifest-check --help' for usage.\n`,
    });
  });

  it('is a file name when a file has that name, or when it follows -- or --hook', async () => {
    const dir = makeTempDir('mistyped-command');
    writeFileSync(path.join(dir, 'formt'), '{ "name": "zlib", "version": "1.3" }');
    expect((await cliIn(dir, ['formt'])).status).toBe(0);
    expect((await cli(['--', 'formt'])).stderr).toBe(
      "manifest-check: no such file or directory: formt\nRun 'manifest-check --help' for usage.\n",
    );
    expect((await cli(['--hook', 'formt'])).stderr).toContain('no such file or directory: formt');
  });

  it('is not suggested when no command is near', async () => {
    expect((await cli(['zlib'])).stderr).toBe(
      "manifest-check: no such file or directory: zlib\nRun 'manifest-check --help' for usage.\n",
    );
  });
});
