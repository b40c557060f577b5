/**
 * The throw-away registries and the real vcpkg's version database commands on them
 * (test/support/vcpkg-registry.ts), each on its own: the differential sweep of `versions` trusts
 * them.
 */
import { appendFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { gitIn } from '../support/git.js';
import {
  closeOverDependencies,
  commitAll,
  copyRegistry,
  filesInErrors,
  makeRegistry,
  registryTitle,
  sharedAbsent,
  vcpkgAddVersion,
  vcpkgVerify,
} from '../support/vcpkg-registry.js';

const describeRegistry = sharedAbsent ? describe.skip : describe;

describe('filesInErrors', () => {
  it('takes the registry-relative path each error line starts with, and no other', () => {
    const output = [
      '/r/versions/z-/zlib.json: error: zlib@1.3.2#2 git tree 72f6 does not match the port directory',
      '/r/ports/zlib: note: the port directory has git tree 1ec1',
      '/r/ports/bad/vcpkg.json:4:3: error: Unexpected character; expected property name',
      '/r/versions/m-/bad.json: /bt/versioning_/versions/bad/a1f2/vcpkg.json:4:3: error: Unexpected',
      'error: no path here',
      '/elsewhere/vcpkg.json: error: outside the registry',
      '  vcpkg x-add-version zlib',
      '/r/versions/z-/zlib.json: error: said twice',
    ].join('\n');
    expect(filesInErrors(output, '/r')).toEqual([
      'ports/bad/vcpkg.json',
      'versions/m-/bad.json',
      'versions/z-/zlib.json',
    ]);
  });
});

describeRegistry(registryTitle('a registry of real ports'), () => {
  it('holds the ports named and every port they depend on, host and feature ones included', () => {
    const closed = closeOverDependencies(['spdlog']);
    expect(closed).toEqual(expect.arrayContaining(['fmt', 'spdlog', 'vcpkg-cmake']));
    const root = makeRegistry(['spdlog']);
    expect(readdirSync(path.join(root, 'ports')).sort()).toEqual(closed);
    expect(existsSync(path.join(root, 'ports', 'fmt', 'portfile.cmake'))).toBe(true);
    expect(existsSync(path.join(root, '.vcpkg-root'))).toBe(true);
    expect(gitIn(root, 'status', '--porcelain')).toBe('');
  });

  it('has vcpkg write its database, which vcpkg then accepts, with and without git trees', () => {
    const root = makeRegistry(['spdlog'], { fill: true });
    expect(gitIn(root, 'status', '--porcelain')).toBe('');
    const baseline = JSON.parse(
      readFileSync(path.join(root, 'versions/baseline.json'), 'utf8'),
    ) as { default: Record<string, unknown> };
    expect(Object.keys(baseline.default).sort()).toEqual(closeOverDependencies(['spdlog']));
    expect(existsSync(path.join(root, 'versions/s-/spdlog.json'))).toBe(true);
    for (const args of [[], ['--verify-git-trees']])
      expect(vcpkgVerify(root, args)).toMatchObject({ status: 0, files: [] });
    // vcpkg's build trees went elsewhere.
    expect(gitIn(root, 'status', '--porcelain', '--ignored')).toBe('');
  });

  it('names the versions file of a port edited without a version bump, in a copy only', () => {
    const root = makeRegistry(['fmt'], { fill: true });
    const copy = copyRegistry(root);
    appendFileSync(path.join(copy, 'ports/fmt/portfile.cmake'), '# edited\n');
    expect(vcpkgVerify(copy)).toMatchObject({ status: 1, files: ['versions/f-/fmt.json'] });
    expect(vcpkgVerify(root)).toMatchObject({ status: 0, files: [] });
    // x-add-version refuses to overwrite the published version unless told to.
    expect(vcpkgAddVersion(copy, ['fmt']).status).toBe(1);
    expect(vcpkgAddVersion(copy, ['fmt', '--overwrite-version']).status).toBe(0);
    const head = commitAll(copy, 'Overwrite fmt');
    expect(head).toMatch(/^[0-9a-f]{40}$/);
    expect(vcpkgVerify(copy, ['--verify-git-trees'])).toMatchObject({ status: 0, files: [] });
  });

  it('takes ports given inline, with a stand-in portfile where they have none', () => {
    const root = makeRegistry(
      [{ name: 'a', files: { 'vcpkg.json': '{\n  "name": "a",\n  "version": "1"\n}\n' } }],
      { fill: true },
    );
    expect(readFileSync(path.join(root, 'versions/a-/a.json'), 'utf8')).toMatch(/"version": "1"/);
    expect(existsSync(path.join(root, 'ports/a/portfile.cmake'))).toBe(true);
    expect(vcpkgVerify(root).status).toBe(0);
  });

  it('has vcpkg see an edit of the same size made within the second of the commit', () => {
    // git trusts an index entry whose size and times to the second match the file: vcpkg, which
    // hashes from a copy of the index, took 3 such bumps in 30 for no change before it got one
    // without stat data.
    const root = makeRegistry(['zlib'], { fill: true });
    const statuses = [3, 4, 5, 6, 7, 8, 9].map((portVersion) => {
      const file = path.join(root, 'ports/zlib/vcpkg.json');
      const text = readFileSync(file, 'utf8');
      writeFileSync(file, text.replace(/"port-version": \d/, `"port-version": ${portVersion}`));
      const run = vcpkgAddVersion(root, ['zlib']);
      commitAll(root, `Update zlib to #${portVersion}`);
      return run.status;
    });
    expect(statuses).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(vcpkgVerify(root, ['--verify-git-trees'])).toMatchObject({ status: 0, files: [] });
  });
});
