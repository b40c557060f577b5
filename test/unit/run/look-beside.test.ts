/**
 * A project's manifest and the vcpkg-configuration.json beside it are read together under the
 * current profile, as vcpkg merges them in manifest mode: what lookBeside finds, and what it
 * changes in each file's problems when checkFiles checks them.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkFiles } from '../../../src/run/check-files.js';
import { EVERY_RULE } from '../../support/every-rule.js';
import { lookBeside } from '../../../src/run/look-beside.js';
import type { FileReport } from '../../../src/report/file-report.js';
import { makeTempDir } from '../../support/temp-dir.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const GIT_REGISTRY = {
  kind: 'git',
  repository: 'https://github.com/example/registry',
  baseline: SHA,
  packages: ['beicode'],
};

/** A folder with these files (text, or JSON to write). */
function folder(files: Record<string, unknown>): string {
  const root = makeTempDir('look-beside');
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

/** Each file's problems, as `rule@pointer`, checked under the current profile. */
function problemsIn(root: string, names: string[]): Record<string, string[]> {
  const files = names.map((name) => ({ path: path.join(root, name), shownAs: name }));
  const reports = [
    ...checkFiles(files, { strict: false, errorsOnly: false, profile: 'current' }, EVERY_RULE),
  ] as FileReport[];
  return Object.fromEntries(
    reports.map((report) => [
      report.file,
      report.problems.map((problem) => `${problem.severity} ${problem.rule}@${problem.pointer}`),
    ]),
  );
}

describe('lookBeside', () => {
  it("finds a configuration's project manifest, and a project manifest's configuration", () => {
    const root = folder({
      'vcpkg.json': { 'builtin-baseline': SHA, configuration: {} },
      'vcpkg-configuration.json': { 'default-registry': null },
    });
    const directory = root.split(path.sep).join('/');
    const kind = 'project';
    expect(
      lookBeside({ path: path.join(root, 'vcpkg-configuration.json') }, 'configuration', kind, 1e6),
    ).toEqual({
      directory,
      manifest: { builtinBaseline: true, embedsConfiguration: true },
    });
    expect(lookBeside({ path: path.join(root, 'vcpkg.json') }, 'manifest', kind, 1e6)).toEqual({
      directory,
      configuration: { defaultRegistry: true },
    });
  });

  it('gives a port nothing but its folder: vcpkg reads no configuration with a port', () => {
    const root = folder({ 'ports/p/vcpkg.json': {}, 'ports/p/vcpkg-configuration.json': {} });
    const file = { path: path.join(root, 'ports/p/vcpkg.json') };
    expect(lookBeside(file, 'manifest', 'port', 1e6)).toEqual({
      directory: path.join(root, 'ports/p').split(path.sep).join('/'),
    });
  });

  it('takes a file beside that cannot be read or parsed as there, lending nothing', () => {
    const root = folder({ 'vcpkg.json': '{"builtin-baseline": "x",', 'big/vcpkg.json': '{}' });
    mkdirSync(path.join(root, 'vcpkg-configuration.json'));
    const manifest = { path: path.join(root, 'vcpkg.json') };
    expect(lookBeside(manifest, 'manifest', 'project', 1e6).configuration).toEqual({
      defaultRegistry: false,
    });
    const configuration = { path: path.join(root, 'vcpkg-configuration.json') };
    expect(lookBeside(configuration, 'configuration', 'project', 1e6).manifest).toEqual({
      builtinBaseline: false,
      embedsConfiguration: false,
    });
    const big = folder({ 'vcpkg.json': { 'builtin-baseline': SHA, $pad: 'x'.repeat(100) } });
    expect(
      lookBeside(
        { path: path.join(big, 'vcpkg-configuration.json') },
        'configuration',
        'project',
        50,
      ).manifest,
    ).toEqual({ builtinBaseline: false, embedsConfiguration: false });
  });

  it('does not read a link beside that leads out of the root', () => {
    const outside = folder({ 'vcpkg.json': { 'builtin-baseline': SHA } });
    const root = folder({ 'vcpkg-configuration.json': {} });
    symlinkSync(path.join(outside, 'vcpkg.json'), path.join(root, 'vcpkg.json'));
    const file = {
      path: path.join(root, 'vcpkg-configuration.json'),
      root: { path: root, name: 'the workspace' },
    };
    expect(lookBeside(file, 'configuration', 'project', 1e6).manifest).toEqual({
      builtinBaseline: false,
      embedsConfiguration: false,
    });
    // Named by the user, with no root to keep inside, the link is theirs to follow.
    expect(
      lookBeside({ path: file.path }, 'configuration', 'project', 1e6).manifest?.builtinBaseline,
    ).toBe(true);
  });
});

describe('a project and its configuration file, checked', () => {
  const both = ['vcpkg.json', 'vcpkg-configuration.json'];

  it("lends the manifest's builtin-baseline to the file's registries, as vcpkg does", () => {
    const lent = folder({
      'vcpkg.json': { dependencies: ['fmt'], 'builtin-baseline': SHA },
      'vcpkg-configuration.json': { registries: [GIT_REGISTRY] },
    });
    expect(problemsIn(lent, both)).toEqual({ 'vcpkg.json': [], 'vcpkg-configuration.json': [] });
    const none = folder({
      'vcpkg.json': { dependencies: ['fmt'] },
      'vcpkg-configuration.json': { registries: [GIT_REGISTRY] },
    });
    expect(problemsIn(none, both)).toEqual({
      'vcpkg.json': [],
      'vcpkg-configuration.json': ['error configuration@'],
    });
  });

  it('calls a configuration both embedded and beside an error in each file', () => {
    const root = folder({
      'vcpkg.json': { 'vcpkg-configuration': {} },
      'vcpkg-configuration.json': {},
    });
    expect(problemsIn(root, both)).toEqual({
      'vcpkg.json': ['error configuration@/vcpkg-configuration'],
      'vcpkg-configuration.json': ['error configuration@'],
    });
  });

  it("warns about a builtin-baseline that the file's default-registry replaces", () => {
    const root = folder({
      'vcpkg.json': { 'builtin-baseline': SHA },
      'vcpkg-configuration.json': { 'default-registry': { kind: 'builtin', baseline: SHA } },
    });
    expect(problemsIn(root, both)).toEqual({
      'vcpkg.json': ['warning replaced-builtin-baseline@/builtin-baseline'],
      'vcpkg-configuration.json': [],
    });
  });

  it("judges an overlay port against the file's own folder", () => {
    const root = folder({
      'proj/vcpkg-configuration.json': { 'overlay-ports': ['../proj', '../ports'] },
    });
    expect(problemsIn(root, ['proj/vcpkg-configuration.json'])).toEqual({
      'proj/vcpkg-configuration.json': ['error configuration@/overlay-ports/0'],
    });
  });
});
