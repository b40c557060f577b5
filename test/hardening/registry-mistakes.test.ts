/**
 * The catalogue of registry mistakes (test/support/registry-mistakes.ts) against the real vcpkg:
 * each mistake's recorded verdict, with and without `--verify-git-trees`, is what vcpkg does, and
 * each good change passes, so the differential sweep (test/sweeps/versions-oracle.test.ts) can
 * trust them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { gitIn } from '../support/git.js';
import {
  REGISTRY_GOOD_CHANGES,
  REGISTRY_MISTAKES,
  applyMistake,
  makeFilledRegistry,
  type RegistryMistake,
} from '../support/registry-mistakes.js';
import {
  copyRegistry,
  registryTitle,
  sharedAbsent,
  vcpkgAddVersion,
  vcpkgVerify,
} from '../support/vcpkg-registry.js';

const describeRegistry = sharedAbsent ? describe.skip : describe;

describe('the catalogue of registry mistakes', () => {
  it('holds more than 25 kinds, each named once, the four vcpkg misses among them', () => {
    const names = REGISTRY_MISTAKES.map((mistake) => mistake.name);
    expect(names.length).toBeGreaterThan(25);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'baseline-for-deleted-port',
        'published-entry-overwritten',
        'port-deleted-with-versions-file',
        'two-versions-in-one-change',
      ]),
    );
  });

  it('says vcpkg reports a mistake exactly when its recorded verdict is a failure', () => {
    for (const mistake of REGISTRY_MISTAKES) {
      expect([mistake.name, mistake.vcpkgReports]).toEqual([
        mistake.name,
        mistake.vcpkg.status !== 0,
      ]);
      // What the state alone shows is said for mistakes vcpkg misses, never for the others.
      if (mistake.vcpkgReports)
        expect([mistake.name, mistake.stateFiles]).toEqual([mistake.name, undefined]);
    }
  });
});

describeRegistry(registryTitle('each registry mistake, judged by the real vcpkg'), () => {
  let filled = '';
  beforeAll(() => {
    filled = makeFilledRegistry();
  });

  it('starts from a registry vcpkg accepts, git trees included', () => {
    expect(vcpkgVerify(filled)).toMatchObject({ status: 0, files: [] });
    expect(vcpkgVerify(filled, ['--verify-git-trees'])).toMatchObject({ status: 0, files: [] });
    expect(gitIn(filled, 'status', '--porcelain')).toBe('');
  });

  it.each(REGISTRY_MISTAKES.map((mistake) => [mistake.name, mistake] as const))(
    '%s: vcpkg does what the catalogue says',
    (_name, mistake: RegistryMistake) => {
      const { root, base, head } = applyMistake(filled, mistake);
      const verdict = ({ status, files }: { status: number | null; files: string[] }) => ({
        status,
        files,
      });
      expect({
        vcpkg: verdict(vcpkgVerify(root)),
        deep: verdict(vcpkgVerify(root, ['--verify-git-trees'])),
      }).toEqual({ vcpkg: mistake.vcpkg, deep: mistake.deep });
      // A committed mistake is a change of its own from the filled registry.
      expect(head === base).toBe(Boolean(mistake.uncommitted));
      // Every file a verdict names is one of the registry's, for a report to be put on.
      const named = [...mistake.vcpkg.files, ...mistake.deep.files, ...(mistake.stateFiles ?? [])];
      expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
    },
  );

  it.each(REGISTRY_GOOD_CHANGES.map((change) => [change.name, change] as const))(
    '%s: vcpkg accepts it, git trees included',
    (_name, change) => {
      const { root } = applyMistake(filled, change);
      expect({
        vcpkg: vcpkgVerify(root).status,
        deep: vcpkgVerify(root, ['--verify-git-trees']).status,
      }).toEqual({ vcpkg: 0, deep: 0 });
    },
  );

  it('refuses to record the port-version sequences the catalogue records with a skip', () => {
    const edits = [
      ['"version": "12.2.0"', '"version": "12.3.0"', 'so there should be no "port-version"'],
      ['"port-version": 1', '"port-version": 3', 'the expected new "port-version" is 2'],
    ];
    for (const [from, to, said] of edits) {
      const root = copyRegistry(filled);
      const file = path.join(root, 'ports/fmt/vcpkg.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace(from as string, to as string));
      const run = vcpkgAddVersion(root, ['fmt']);
      expect({
        status: run.status,
        said: `${run.stdout}${run.stderr}`.includes(said as string),
      }).toEqual({
        status: 1,
        said: true,
      });
    }
  });
});
