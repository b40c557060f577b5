/**
 * `--profile current` on a directory: its vcpkg-configuration.json files are found and checked as
 * vcpkg reads them, each problem with its place; `--profile spec` (the default) finds vcpkg.json
 * only, as before.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { cli, cliIn } from '../../support/run-cli.js';
import { makeTempDir } from '../../support/temp-dir.js';

const VALID_MANIFEST = '{\n  "name": "ok",\n  "version": "1.0"\n}\n';
/** vcpkg refuses it: a git registry needs its repository and baseline. */
const BAD_CONFIGURATION = '{\n  "default-registry": {\n    "kind": "git"\n  }\n}\n';

/** A hook of .pre-commit-hooks.yaml, as pre-commit reads it. */
interface Hook {
  id: string;
  entry: string;
  files: string;
}

const HOOKS = parseYaml(readFileSync('.pre-commit-hooks.yaml', 'utf8')) as Hook[];

function project(files: Record<string, string>): string {
  const root = makeTempDir('cli-configuration');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('vcpkg-configuration.json on the command line', () => {
  it('fails a directory whose configuration vcpkg refuses under --profile current, with places', async () => {
    const root = project({
      'vcpkg.json': VALID_MANIFEST,
      'vcpkg-configuration.json': BAD_CONFIGURATION,
    });
    const configuration = path.join(root, 'vcpkg-configuration.json');
    expect(await cli(['--profile', 'current', root])).toEqual({
      status: 1,
      stdout:
        `${configuration}:2:23: error: a git registry: missing required field 'baseline' (a baseline) [configuration]\n` +
        `${configuration}:2:23: error: a git registry: missing required field 'repository' (a git repository URL) [configuration]\n` +
        '2 files checked: 1 valid, 1 invalid; 2 errors, 0 warnings\n',
      stderr: '',
    });
  });

  it("fails the same directory under --profile spec, the default: the configuration is vcpkg's", async () => {
    const root = project({
      'vcpkg.json': VALID_MANIFEST,
      'vcpkg-configuration.json': BAD_CONFIGURATION,
    });
    const spec = await cli(['--profile', 'spec', root]);
    expect(spec.stdout).toContain(
      "vcpkg-configuration.json:2:23: error: a git registry: missing required field 'baseline' (a baseline) [configuration]\n",
    );
    expect(spec.stdout).toMatch(/2 files checked: 1 valid, 1 invalid; 2 errors, 0 warnings\n$/);
    expect(spec.stderr).toBe('');
    expect(spec.status).toBe(1);
    expect(await cli([root])).toEqual(spec);
  });

  it('checks a configuration named as a PATH as a configuration under the default profile', async () => {
    const root = project({ 'vcpkg-configuration.json': '{"overlay-ports": ["./ports"]}' });
    expect(await cli([path.join(root, 'vcpkg-configuration.json')])).toEqual({
      status: 0,
      stdout: '1 file checked: 1 valid, 0 invalid; 0 errors, 0 warnings\n',
      stderr: '',
    });
  });

  it('checks a configuration named as a PATH under --profile current', async () => {
    const root = project({ 'vcpkg-configuration.json': '{"overlay-ports": ["./ports"]}' });
    expect(
      await cli(['--profile', 'current', path.join(root, 'vcpkg-configuration.json')]),
    ).toEqual({
      status: 0,
      stdout: '1 file checked: 1 valid, 0 invalid; 0 errors, 0 warnings\n',
      stderr: '',
    });
  });

  it('says which names it looked for when a directory holds neither', async () => {
    const root = project({ 'other.json': '{}' });
    expect(await cli(['--profile', 'current', root])).toEqual({
      status: 2,
      stdout: '',
      stderr: `manifest-check: no vcpkg.json or vcpkg-configuration.json found in ${root}\nRun 'manifest-check --help' for usage.\n`,
    });
    expect((await cli([root])).stderr).toContain(
      `no vcpkg.json or vcpkg-configuration.json found in ${root}\n`,
    );
  });
});

describe('the pre-commit hooks', () => {
  const staged = [
    'vcpkg.json',
    'ports/a/vcpkg.json',
    'vcpkg-configuration.json',
    'b/vcpkg-configuration.json',
  ];
  const matched = (id: string) => {
    const hook = HOOKS.find((each) => each.id === id);
    return staged.filter((file) => new RegExp(hook?.files ?? '$^').test(file));
  };

  it('every checking hook is given staged vcpkg-configuration.json files too', () => {
    expect(matched('manifest-check-current')).toEqual(staged);
    expect(matched('manifest-check')).toEqual(staged);
    expect(matched('manifest-check-strict')).toEqual(staged);
    const current = new RegExp(
      HOOKS.find((each) => each.id === 'manifest-check-current')?.files ?? '',
    );
    for (const other of [
      'myvcpkg-configuration.json',
      'vcpkg-configuration.json.bak',
      'vcpkg-.json',
    ])
      expect(current.test(other)).toBe(false);
  });

  it('manifest-check-current checks a staged configuration as vcpkg reads it', async () => {
    const root = project({ 'b/vcpkg-configuration.json': BAD_CONFIGURATION });
    const hook = HOOKS.find((each) => each.id === 'manifest-check-current');
    const args = (hook?.entry ?? '').split(' ').slice(1);
    expect(args).toEqual(['--profile', 'current', '--hook']);
    const run = await cliIn(root, [...args, 'b/vcpkg-configuration.json']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      "b/vcpkg-configuration.json:2:23: error: a git registry: missing required field 'baseline' (a baseline) [configuration]\n",
    );
  });
});
