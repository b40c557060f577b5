/**
 * File names are never options. pre-commit and prek run `entry`, then the hook's `args:`, then the
 * staged file names; a pull request names files, so a folder called `--schema=e` holding a
 * `vcpkg.json` once made its own `{}` the schema. The hook's entry says `--hook`: after it, file
 * names only, or the hook's own options ended by `--`. Without `--hook`, every argument after the
 * first path is a path. .ci/pre-commit-e2e runs the same attack through real pre-commit and prek.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCommandLine, splitPaths } from '../../src/cli/args.js';
import { commandOf } from '../../src/cli/run.js';
import { cliIn } from '../support/run-cli.js';
import { makeTempDir } from '../support/temp-dir.js';

const temporary = makeTempDir('hook-arguments');

const INVALID = '{\n  "name": "bad",\n  "version": "1.0",\n  "bogus": true\n}\n';

/** Folders named as options, each holding a valid manifest. */
const LEVERS = ['--schema=e', '--schema-ref=e', '--format=json', '--max-file-size=1'];

/** A repository as a hostile pull request leaves it: an invalid manifest and a lax "schema". */
function hostileRepository(): string {
  const repository = makeTempDir('repository', temporary);
  for (const folder of ['bad', 'e', ...LEVERS]) mkdirSync(path.join(repository, folder));
  writeFileSync(path.join(repository, 'bad', 'vcpkg.json'), INVALID);
  writeFileSync(path.join(repository, 'e', 'vcpkg.json'), '{}');
  for (const folder of LEVERS)
    writeFileSync(path.join(repository, folder, 'vcpkg.json'), '{"name": "x", "version": "1"}');
  return repository;
}

describe('where the options end', () => {
  it('every argument after the first path is a path', () => {
    expect(splitPaths(['--strict', 'a/vcpkg.json', '--schema=e/vcpkg.json', '-v'])).toEqual({
      optionArgs: ['--strict'],
      paths: ['a/vcpkg.json', '--schema=e/vcpkg.json', '-v'],
    });
  });

  it('the leading word validate is the command, not a path', () => {
    expect(splitPaths(['validate', '--strict', 'a', '--quiet'])).toEqual({
      optionArgs: ['validate', '--strict'],
      paths: ['a', '--quiet'],
    });
  });

  it('-- ends the options', () => {
    expect(splitPaths(['--strict', '--', '--schema=e/vcpkg.json'])).toEqual({
      optionArgs: ['--strict'],
      paths: ['--schema=e/vcpkg.json'],
    });
  });

  it("after --hook without a --, every argument is a file name, the hook's own before it stay options", () => {
    expect(splitPaths(['--strict', '--hook', '--schema=e/vcpkg.json', '-h'])).toEqual({
      optionArgs: ['--strict', '--hook'],
      paths: ['--schema=e/vcpkg.json', '-h'],
    });
  });

  it("after --hook, the hook's args: are options up to their --", () => {
    const args = ['--hook', '--format', 'json', '--', '--schema=e/vcpkg.json', '--', 'x'];
    expect(splitPaths(args)).toEqual({
      optionArgs: ['--hook', '--format', 'json'],
      paths: ['--schema=e/vcpkg.json', '--', 'x'],
    });
  });

  it('an option value that looks like a path or --hook stays a value', () => {
    const request = parseCommandLine(['--schema', 's.json', '--format', 'json', 'a']);
    expect(request).toMatchObject({ schemaFile: 's.json', format: 'json', paths: ['a'] });
  });

  it("a file name before a hook's -- is refused, saying where file names go", () => {
    expect(() => parseCommandLine(['--hook', 'x/vcpkg.json', '--'])).toThrow(
      `"x/vcpkg.json" stands among the hook's options, before --; put file names after --`,
    );
  });

  it('a hook run is never the request command, whatever a file is called', () => {
    expect(commandOf(['--hook', 'request', 'GET /x']).name).toBe('validate');
    expect(commandOf(['--', 'request']).name).toBe('validate');
    expect(commandOf(['request', 'GET /x'])).toEqual({ name: 'request', args: ['GET /x'] });
  });
});

describe('a hostile pull request under the hook', () => {
  it('a folder named --schema=e does not make its {} the schema: the invalid manifest fails', async () => {
    const repository = hostileRepository();
    const run = await cliIn(repository, [
      '--hook',
      '--schema=e/vcpkg.json',
      'bad/vcpkg.json',
      'e/vcpkg.json',
    ]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('bad/vcpkg.json:4:3: error: unknown property "bogus"');
    expect(run.stdout).toContain('3 files checked: 1 valid, 2 invalid');
  });

  it('neither do --format=, --max-file-size= or --schema-ref= folders, nor -h or -v', async () => {
    const repository = hostileRepository();
    for (const lever of LEVERS.slice(1)) {
      const run = await cliIn(repository, ['--hook', `${lever}/vcpkg.json`, 'bad/vcpkg.json']);
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('bad/vcpkg.json:4:3: error: unknown property "bogus"');
      expect(run.stdout).toContain('2 files checked: 1 valid, 1 invalid');
    }
    // A file name that is exactly an option is a path that names nothing: the hook fails.
    for (const option of ['-h', '-v', '--version']) {
      const run = await cliIn(repository, ['--hook', option, 'bad/vcpkg.json']);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(`no such file or directory: ${option}`);
    }
  });

  it("the hook's own args: still work when they end with --", async () => {
    const repository = hostileRepository();
    const run = await cliIn(repository, [
      '--hook',
      '--format',
      'json',
      '--',
      '--schema=e/vcpkg.json',
      'bad/vcpkg.json',
    ]);
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as { files: { file: string; valid: boolean }[] };
    expect(report.files.map(({ file, valid }) => [file, valid])).toEqual([
      ['--schema=e/vcpkg.json', true],
      ['bad/vcpkg.json', false],
    ]);
  });

  it('args: without their -- fail, saying how to end them', async () => {
    const repository = hostileRepository();
    const run = await cliIn(repository, ['--hook', '--format', 'json', 'bad/vcpkg.json']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      "no such file or directory: --format; after --hook every argument is a file name until a --: end the hook's options (pre-commit's args:) with --",
    );
  });

  it('an option after a path fails, saying options come first', async () => {
    const repository = hostileRepository();
    const run = await cliIn(repository, ['bad/vcpkg.json', '--strict']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'no such file or directory: --strict; options come before the first PATH: every argument after it is a PATH',
    );
  });

  it('a staged link out of the repository is reported, not read', async () => {
    const repository = hostileRepository();
    const outside = makeTempDir('outside', temporary);
    writeFileSync(path.join(outside, 'secret.json'), '{"token": "ghp_secret"}');
    mkdirSync(path.join(repository, 'linked'));
    symlinkSync(path.join(outside, 'secret.json'), path.join(repository, 'linked', 'vcpkg.json'));
    const run = await cliIn(repository, ['--hook', 'linked/vcpkg.json']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('a symbolic link to a file outside the repository');
    expect(run.stdout).not.toContain('ghp_secret');
  });

  it('a staged vcpkg.json that links to a directory out of the repository is not searched', async () => {
    const repository = hostileRepository();
    const outside = makeTempDir('outside-tree', temporary);
    mkdirSync(path.join(outside, 'port'));
    writeFileSync(path.join(outside, 'port', 'vcpkg.json'), '{"token": "ghp_secret"}');
    mkdirSync(path.join(repository, 'tree'));
    symlinkSync(outside, path.join(repository, 'tree', 'vcpkg.json'));
    const run = await cliIn(repository, ['--hook', 'tree/vcpkg.json']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      'tree/vcpkg.json:1:1: error: a symbolic link to a file outside the repository',
    );
    expect(run.stdout).not.toContain('port/vcpkg.json');
    expect(run.stdout).not.toContain('ghp_secret');
  });

  it('a staged link inside the repository is checked through', async () => {
    const repository = hostileRepository();
    mkdirSync(path.join(repository, 'ports'));
    symlinkSync('../bad/vcpkg.json', path.join(repository, 'ports', 'vcpkg.json'));
    const run = await cliIn(repository, ['--hook', 'ports/vcpkg.json']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('ports/vcpkg.json:4:3: error: unknown property "bogus"');
  });
});

describe('the current hook checks what a directory run checks about the staged files', () => {
  const BASELINE = '0123456789abcdef0123456789abcdef01234567';
  /** A git registry and no default-registry: valid only beside a manifest with builtin-baseline. */
  const CONFIGURATION = `{\n  "registries": [\n    {\n      "kind": "git",\n      "repository": "https://github.com/example/registry",\n      "baseline": "${BASELINE}",\n      "packages": ["mylib"]\n    }\n  ]\n}\n`;
  const NO_BASELINE =
    'Using registries requires that a baseline is set for the default registry or that the default registry is null.';

  /** A repository whose `app/vcpkg.json` (with or without its baseline) has a configuration beside. */
  function pair(withBaseline: boolean): string {
    const repository = makeTempDir('pair', temporary);
    mkdirSync(path.join(repository, 'app'));
    const baseline = withBaseline ? `,\n  "builtin-baseline": "${BASELINE}"` : '';
    writeFileSync(
      path.join(repository, 'app', 'vcpkg.json'),
      `{\n  "name": "app"${baseline},\n  "dependencies": ["mylib"]\n}\n`,
    );
    writeFileSync(path.join(repository, 'app', 'vcpkg-configuration.json'), CONFIGURATION);
    return repository;
  }

  /** The files of a JSON report, each with its rules. */
  function files(stdout: string): Record<string, string[]> {
    const report = JSON.parse(stdout) as {
      files: { file: string; problems: { rule: string }[] }[];
    };
    return Object.fromEntries(
      report.files.map(({ file, problems }) => [file, problems.map(({ rule }) => rule)]),
    );
  }

  it('a staged vcpkg.json that drops builtin-baseline fails on the configuration beside it', async () => {
    // vcpkg (f9eb9c6) says of the configuration, exit status 1: "The configuration defined in
    // …/vcpkg-configuration.json is invalid. Using registries requires that a baseline is set …"
    const run = await cliIn(pair(false), ['--profile', 'current', '--hook', 'app/vcpkg.json']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`app/vcpkg-configuration.json:1:1: error: ${NO_BASELINE}`);
    expect(run.stdout).toContain('2 files checked: 1 valid, 1 invalid; 1 error, 0 warnings\n');
  });

  it('checks each file once when both are staged, and passes a pair vcpkg accepts', async () => {
    const repository = pair(true);
    const both = ['app/vcpkg.json', 'app/vcpkg-configuration.json'];
    const run = await cliIn(repository, [
      '--profile',
      'current',
      '--format',
      'json',
      '--hook',
      ...both,
    ]);
    expect(run.status).toBe(0);
    expect(files(run.stdout)).toEqual({ 'app/vcpkg-configuration.json': [], 'app/vcpkg.json': [] });
    const broken = await cliIn(pair(false), ['--profile', 'current', '--hook', ...both]);
    expect(broken.stdout).toContain('2 files checked: 1 valid, 1 invalid; 1 error, 0 warnings\n');
  });

  it('a staged file brings in the one vcpkg reads with it, under either profile', async () => {
    const repository = pair(false);
    const staged = ['--hook', 'app/vcpkg-configuration.json'];
    const current = await cliIn(repository, [
      '--profile',
      'current',
      '--format',
      'json',
      ...staged,
    ]);
    expect(Object.keys(files(current.stdout))).toEqual([
      'app/vcpkg-configuration.json',
      'app/vcpkg.json',
    ]);
    const spec = await cliIn(repository, ['--format', 'json', '--hook', 'app/vcpkg.json']);
    expect(Object.keys(files(spec.stdout))).toEqual([
      'app/vcpkg-configuration.json',
      'app/vcpkg.json',
    ]);
    // The format hook holds manifests only: the configuration is read with it, never formatted.
    const format = await cliIn(repository, ['format', '--check', '--hook', 'app/vcpkg.json']);
    expect(format.stdout).not.toContain('vcpkg-configuration.json');
  });
});
