/** The command table: which command a line runs, read once from the words before its options and paths. */
import { describe, expect, it } from '@jest/globals';
import { commandOf } from '../../../src/cli/run.js';
import { cli } from '../../support/run-cli.js';

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
