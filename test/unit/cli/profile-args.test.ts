/** `--profile` and `--manifest-kind` on the command line: known names only, said with the choices. */
import { describe, expect, it } from '@jest/globals';
import { parseCommandLine } from '../../../src/cli/args.js';
import { cli } from '../../support/run-cli.js';

describe('--profile', () => {
  it('is spec unless given, and current when asked', () => {
    expect(parseCommandLine(['.'])).toMatchObject({ command: 'validate', profile: 'spec' });
    expect(parseCommandLine(['--profile', 'current', '.'])).toMatchObject({ profile: 'current' });
    expect(parseCommandLine(['--profile=spec'])).toMatchObject({ profile: 'spec' });
  });

  it('of an unknown name is a usage error that names the choices', async () => {
    expect(await cli(['--profile', 'latest', 'examples/valid'])).toEqual({
      status: 2,
      stdout: '',
      stderr:
        'manifest-check: unknown --profile "latest"; expected spec or current\nRun \'manifest-check --help\' for usage.\n',
    });
  });
});

describe('--manifest-kind', () => {
  it('is left to each manifest’s place unless given', () => {
    expect(parseCommandLine(['.'])).not.toHaveProperty('manifestKind');
    expect(parseCommandLine(['--manifest-kind', 'port', '.'])).toMatchObject({
      manifestKind: 'port',
    });
  });

  it('of an unknown kind is a usage error that names the choices', async () => {
    const run = await cli(['--manifest-kind', 'library', 'examples/valid']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown --manifest-kind "library"; expected port or project');
  });
});
