/**
 * vcpkg's work folders are not the user's files: a search skips them where vcpkg's layout makes
 * them certain (buildtrees, packages, installed and downloads beside `.vcpkg-root`; a project's
 * vcpkg_installed beside its vcpkg.json), and says so once per folder, as a warning on the folder,
 * however deep the copies of manifests inside lie. The same names elsewhere are searched.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findManifests } from '../../../src/files/find-manifests.js';
import { globFiles } from '../../../src/files/glob-files.js';
import { cliIn } from '../../support/run-cli.js';
import { makeTempDir } from '../../support/temp-dir.js';

const GOOD = '{ "name": "zlib", "version": "1.3" }\n';
const BAD = '{ "name": "Not_A_Port" }\n';

/** A vcpkg root after a build: its ports, and 3 copies of old manifests deep in its buildtrees. */
function vcpkgRoot(): string {
  const root = makeTempDir('vcpkg-root');
  const files: Record<string, string> = {
    '.vcpkg-root': '',
    'ports/zlib/vcpkg.json': GOOD,
    'buildtrees/versioning_/versions/zlib/0123abcd/vcpkg.json': BAD,
    'buildtrees/versioning_/versions/zlib/4567ef01/vcpkg.json': BAD,
    'packages/zlib_x64-linux/share/zlib/vcpkg.json': BAD,
    'downloads/tools/.keep': '',
    'app/vcpkg.json': GOOD,
    'app/vcpkg_installed/x64-linux/share/zlib/vcpkg.json': BAD,
    // Not vcpkg's: no .vcpkg-root beside it, no vcpkg.json beside that vcpkg_installed.
    'app/buildtrees/vcpkg.json': GOOD,
    'other/vcpkg_installed/vcpkg.json': GOOD,
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const FOUND = [
  'app/buildtrees/vcpkg.json',
  'app/vcpkg.json',
  'other/vcpkg_installed/vcpkg.json',
  'ports/zlib/vcpkg.json',
];
const SKIPPED = ['app/vcpkg_installed', 'buildtrees', 'downloads', 'packages'];

describe("vcpkg's work folders", () => {
  it('are skipped by a directory search, each said once, and the same names elsewhere searched', () => {
    const root = vcpkgRoot();
    const found = findManifests([root]);
    const relative = (file: string) => path.relative(root, file);
    expect(found.files.map((file) => relative(file.path))).toEqual(FOUND);
    expect(found.unreadable.map((folder) => relative(folder.path)).sort()).toEqual(SKIPPED);
    const buildtrees = found.unreadable.find((folder) => folder.path.endsWith('buildtrees'));
    expect(buildtrees).toEqual({
      path: path.join(root, 'buildtrees'),
      message:
        "vcpkg's work folder buildtrees (beside .vcpkg-root) is not searched: vcpkg writes its files (copies of ports and old manifests among them); give it as a PATH to check them",
      skippedMatches: 0,
    });
  });

  it("are skipped by the Action's patterns unless one names them", () => {
    const root = vcpkgRoot();
    const globbed = globFiles(root, ['**/vcpkg.json'], ['vcpkg.json']);
    expect(globbed.files).toEqual(FOUND);
    expect(globbed.unreadable.map((folder) => folder.path).sort()).toEqual(SKIPPED);
    expect(globbed.unreadable.find((folder) => folder.path === 'packages')?.message).toBe(
      "vcpkg's work folder packages (beside .vcpkg-root) is not searched: vcpkg writes its files (copies of ports and old manifests among them); name it in a pattern to check its files (packages/…), or exclude it (!packages/**)",
    );
    const named = globFiles(root, ['buildtrees/**/vcpkg.json'], ['vcpkg.json']);
    expect(named.files).toHaveLength(2);
    expect(named.unreadable).toEqual([]);
    expect(globFiles(root, ['**/vcpkg.json', '!packages/**']).unreadable).toHaveLength(3);
  });

  it('are warnings in the run, each folder once, and checked when named', async () => {
    const root = vcpkgRoot();
    const run = await cliIn(root, ['.']);
    expect(run.stdout).toMatch(/^buildtrees:1:1: warning: vcpkg's work folder buildtrees/m);
    // The 4 manifests, and a report for each of the 4 folders (each counted as a file, as a skipped
    // node_modules is): none of the 5 copies below them.
    expect(run.stdout).toMatch(/8 files checked: 8 valid, 0 invalid; 0 errors, 4 warnings\n$/);
    expect(run.status).toBe(0);
    const named = await cliIn(root, ['buildtrees']);
    expect(named.stdout).toMatch(/2 files checked: 0 valid, 2 invalid/);
  });
});
