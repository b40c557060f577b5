/**
 * Overlay ports are ports: under the current profile, a manifest in a folder that the
 * `overlay-ports` of a configuration the run reads names is checked with port rules (a name and
 * one version field required), as vcpkg reads it, wherever the folder lies.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cliIn } from '../../support/run-cli.js';
import { makeTempDir } from '../../support/temp-dir.js';

function tree(files: Record<string, string>): string {
  const root = makeTempDir('overlay-ports');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

/** A port's manifest without a version: a project may have none, a port may not. */
const NO_VERSION = '{\n  "name": "libwebsockets"\n}\n';
const PROJECT = '{\n  "name": "app",\n  "version": "1.0"\n}\n';
const missing = (file: string) =>
  `${file}:1:1: error: a manifest: expected a versioning field (one of version, version-date, version-semver, or version-string) [version-one-of]\n`;

describe('overlay ports under --profile current', () => {
  it('a folder of overlay ports: each manifest in it is a port', async () => {
    const root = tree({
      'vcpkg.json': PROJECT,
      'vcpkg-configuration.json': '{ "overlay-ports": ["./overlay-ports"] }\n',
      'overlay-ports/libwebsockets/vcpkg.json': NO_VERSION,
    });
    const run = await cliIn(root, ['--profile', 'current', '.']);
    expect(run.stdout).toBe(
      missing('overlay-ports/libwebsockets/vcpkg.json') +
        '3 files checked: 2 valid, 1 invalid; 1 error, 0 warnings\n',
    );
    expect(run.status).toBe(1);
  });

  it('an overlay of one port, named through a parent folder', async () => {
    const root = tree({
      'app/vcpkg.json': PROJECT,
      'app/vcpkg-configuration.json': '{ "overlay-ports": ["../custom/libwebsockets"] }\n',
      'custom/libwebsockets/vcpkg.json': NO_VERSION,
    });
    const run = await cliIn(root, ['--profile', 'current', '.']);
    expect(run.stdout).toContain(missing('custom/libwebsockets/vcpkg.json'));
  });

  it('without an overlay naming it, the same manifest is a project’s, and valid', async () => {
    const root = tree({
      'vcpkg.json': PROJECT,
      'vcpkg-configuration.json': '{ "overlay-ports": ["./elsewhere"] }\n',
      'overlay-ports/libwebsockets/vcpkg.json': NO_VERSION,
    });
    const run = await cliIn(root, ['--profile', 'current', '.']);
    expect(run.stdout).toBe('3 files checked: 3 valid, 0 invalid; 0 errors, 0 warnings\n');
  });

  it('--manifest-kind still reads every manifest as the kind it names', async () => {
    const root = tree({
      'vcpkg.json': PROJECT,
      'vcpkg-configuration.json': '{ "overlay-ports": ["./overlay-ports"] }\n',
      'overlay-ports/libwebsockets/vcpkg.json': NO_VERSION,
    });
    const run = await cliIn(root, ['--profile', 'current', '--manifest-kind', 'project', '.']);
    expect(run.status).toBe(0);
  });
});
