/**
 * `manifest-check versions` against the real vcpkg, over the catalogue of registry mistakes
 * (test/support/registry-mistakes.ts, whose verdicts test/hardening/registry-mistakes.test.ts
 * holds to vcpkg's): on the filled registry of real ports, and after each change made as it
 * should be, both pass; for every mistake
 * `x-ci-verify-versions` reports, `versions --format json` exits 1 with an error on each file vcpkg
 * names, and with `--deep` likewise for what `--verify-git-trees` reports; the mistakes vcpkg
 * misses that the registry's state shows (a baseline entry for a deleted port among them) are
 * reported on the files the catalogue says.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  REGISTRY_GOOD_CHANGES,
  REGISTRY_MISTAKES,
  applyMistake,
  makeFilledRegistry,
  type MistakeVerdict,
  type RegistryEdit,
  type RegistryMistake,
} from '../support/registry-mistakes.js';
import { cliIn } from '../support/run-cli.js';
import { registryTitle, sharedAbsent, vcpkgVerify } from '../support/vcpkg-registry.js';

const describeRegistry = sharedAbsent ? describe.skip : describe;

/** One file of the JSON report, as docs/cli.md shows it. */
interface JsonFile {
  file: string;
  problems: { severity: string; rule: string; message: string }[];
}

/** What our run said: its exit status and the registry files it put an error on. */
interface Ours {
  status: number;
  errorFiles: string[];
  stderr: string;
}

/** Runs `manifest-check versions --format json [--deep] ROOT` in-process, from the registry. */
async function versionsOf(root: string, deep = false): Promise<Ours> {
  const options = ['--format', 'json', ...(deep ? ['--deep'] : [])];
  const run = await cliIn(root, ['versions', ...options, root]);
  let files: JsonFile[] = [];
  try {
    files = (JSON.parse(run.stdout) as { files: JsonFile[] }).files;
  } catch {
    // Not a report: the status and standard error say why.
  }
  const errorFiles = files
    .filter((file) => file.problems.some((problem) => problem.severity === 'error'))
    .map((file) => path.relative(root, path.resolve(root, file.file)).split(path.sep).join('/'));
  return { status: run.status, errorFiles: [...new Set(errorFiles)].sort(), stderr: run.stderr };
}

/** vcpkg names a port by its folder (`ports/zlib`) at times: we report on its vcpkg.json. */
const asReported = (file: string) => (/^ports\/[^/]+$/.test(file) ? `${file}/vcpkg.json` : file);

/** Whether our run failed with an error on each of the files, and which it missed. */
function judged(ours: Ours, files: readonly string[]) {
  return {
    status: ours.status,
    missed: files.map(asReported).filter((file) => !ours.errorFiles.includes(file)),
    ...(ours.status === 1 ? {} : { stderr: ours.stderr }),
  };
}

const named = <Edit extends RegistryEdit>(list: readonly Edit[]) =>
  list.map((mistake) => [mistake.name, mistake] as const);

const reportedBy = (pick: (mistake: RegistryMistake) => MistakeVerdict) =>
  named(REGISTRY_MISTAKES.filter((mistake) => pick(mistake).status !== 0));

describeRegistry(registryTitle('versions against the real vcpkg'), () => {
  let filled = '';
  beforeAll(() => {
    filled = makeFilledRegistry();
  });

  it('passes the registry vcpkg wrote and accepts, with and without --deep', async () => {
    expect(vcpkgVerify(filled, ['--verify-git-trees'])).toMatchObject({ status: 0, files: [] });
    expect(await versionsOf(filled)).toEqual({ status: 0, errorFiles: [], stderr: '' });
    expect(await versionsOf(filled, true)).toEqual({ status: 0, errorFiles: [], stderr: '' });
  });

  it.each(named(REGISTRY_GOOD_CHANGES))(
    '%s: a change vcpkg accepts, reported nothing on, with and without --deep',
    async (_name, change) => {
      const { root } = applyMistake(filled, change);
      expect(await versionsOf(root)).toEqual({ status: 0, errorFiles: [], stderr: '' });
      expect(await versionsOf(root, true)).toEqual({ status: 0, errorFiles: [], stderr: '' });
    },
  );

  it.each(reportedBy((mistake) => mistake.vcpkg))(
    '%s: reported on each file x-ci-verify-versions names',
    async (_name, mistake) => {
      const { root } = applyMistake(filled, mistake);
      expect(judged(await versionsOf(root), mistake.vcpkg.files)).toEqual({
        status: 1,
        missed: [],
      });
    },
  );

  it.each(reportedBy((mistake) => mistake.deep))(
    '%s: reported with --deep on each file --verify-git-trees names',
    async (_name, mistake) => {
      const { root } = applyMistake(filled, mistake);
      expect(judged(await versionsOf(root, true), mistake.deep.files)).toEqual({
        status: 1,
        missed: [],
      });
    },
  );

  it('reports a baseline entry for a deleted port on versions/baseline.json, as vcpkg does not', async () => {
    const stale = REGISTRY_MISTAKES.find((mistake) => mistake.name === 'baseline-for-deleted-port');
    expect(stale).toMatchObject({ vcpkgReports: false, stateFiles: ['versions/baseline.json'] });
    const { root } = applyMistake(filled, stale as RegistryMistake);
    expect(judged(await versionsOf(root), ['versions/baseline.json'])).toEqual({
      status: 1,
      missed: [],
    });
  });

  it.each(named(REGISTRY_MISTAKES.filter((mistake) => mistake.stateFiles !== undefined)))(
    '%s: missed by vcpkg, reported from the registry’s state',
    async (_name, mistake) => {
      const { root } = applyMistake(filled, mistake);
      expect(judged(await versionsOf(root), mistake.stateFiles ?? [])).toEqual({
        status: 1,
        missed: [],
      });
    },
  );
});
