/**
 * examples/current/ is written for today's vcpkg: the real vcpkg accepts its manifest with the
 * configuration beside it, and the configuration alone, and so does `--profile current`, in
 * vcpkg's canonical form. The default profile (the 2020 spec) refuses the manifest and says which
 * profile checks it.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { cli } from '../support/run-cli.js';
import { judgeWithVcpkg, VCPKG_ORACLE } from '../support/vcpkg-oracle.js';

const manifest = readFileSync('examples/current/vcpkg.json', 'utf8');
const configuration = readFileSync('examples/current/vcpkg-configuration.json', 'utf8');

describe('examples/current/', () => {
  it('passes --profile current and format --check', async () => {
    const run = await cli(['--profile', 'current', 'examples/current/']);
    expect(run.stdout).toBe('2 files checked: 2 valid, 0 invalid; 0 errors, 0 warnings\n');
    expect(run.status).toBe(0);
    expect((await cli(['format', '--check', 'examples/current/'])).status).toBe(0);
  });

  it('is refused by the default profile, with the note that names --profile current', async () => {
    const run = await cli(['examples/current/vcpkg.json']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/written for today's vcpkg.*--profile current checks it/);
  });
});

const oracleExists = existsSync(VCPKG_ORACLE);
(oracleExists ? describe : describe.skip)(
  oracleExists
    ? 'examples/current/ and vcpkg'
    : 'examples/current/ and vcpkg (skipped: no ../shared)',
  () => {
    it('are accepted by the real vcpkg: the manifest with its configuration, and the configuration', () => {
      const { verdicts } = judgeWithVcpkg([
        { path: 'vcpkg.json', text: manifest, kind: 'project', configuration },
        { path: 'vcpkg-configuration.json', text: configuration, kind: 'configuration' },
      ]);
      expect(
        verdicts.map(({ path, accepted, messages }) => ({ path, accepted, messages })),
      ).toEqual([
        { path: 'vcpkg.json', accepted: true, messages: [] },
        { path: 'vcpkg-configuration.json', accepted: true, messages: [] },
      ]);
    });
  },
);
