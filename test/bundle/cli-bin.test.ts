/** The built executable, bin/manifest-check.js, which runs the bundle dist/cli. */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

describe('the built executable', () => {
  const bin = path.resolve('bin/manifest-check.js');
  it('runs the bundle with the same exit statuses, without colour when not on a terminal', () => {
    const invalid = spawnSync(process.execPath, [bin, 'examples/invalid/json-syntax'], {
      encoding: 'utf8',
    });
    expect([invalid.status, invalid.stdout]).toEqual([
      1,
      'examples/invalid/json-syntax/vcpkg.json:4:1: error: a trailing comma is not allowed in JSON; found `}` [json-syntax]\n' +
        '1 file checked: 0 valid, 1 invalid; 1 error, 0 warnings\n',
    ]);
    expect(spawnSync(process.execPath, [bin, 'examples/valid']).status).toBe(0);
    expect(spawnSync(process.execPath, [bin, '--nope']).status).toBe(2);
  });

  it('reads standard input for a request body (its reader is loaded only then)', () => {
    const run = spawnSync(
      process.execPath,
      [bin, 'request', 'POST /markdown/raw', '--input', '-'],
      {
        encoding: 'utf8',
        input: 'piped\n',
      },
    );
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(JSON.parse(run.stdout)).toMatchObject({ method: 'post', body: 'piped\n' });
  });

  it('is CommonJS, as the bundle it runs: require() would refuse an ES module on Node 20', () => {
    // With -e, argv[1] is the first argument after the script: the bin, then its arguments.
    const run = spawnSync(process.execPath, ['-e', 'require(process.argv[1])', bin, '--version'], {
      encoding: 'utf8',
    });
    expect([run.status, run.stdout, run.stderr]).toEqual([0, '0.1.0\n', '']);
  });
});
