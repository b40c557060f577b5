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
import { readdirSync, readFileSync } from 'node:fs';
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

/** What our run said: its exit status and the registry files it put an error (a problem) on. */
interface Ours {
  status: number;
  errorFiles: string[];
  problemFiles: string[];
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
  const relative = (file: JsonFile) =>
    path.relative(root, path.resolve(root, file.file)).split(path.sep).join('/');
  const filesWith = (errors: boolean) => [
    ...new Set(
      files
        .filter((file) => file.problems.some((problem) => !errors || problem.severity === 'error'))
        .map(relative),
    ),
  ];
  return {
    status: run.status,
    errorFiles: filesWith(true).sort(),
    problemFiles: filesWith(false).sort(),
    stderr: run.stderr,
  };
}

/** vcpkg names a port by its folder (`ports/zlib`) at times: we report on its vcpkg.json. */
const asReported = (file: string) => (/^ports\/[^/]+$/.test(file) ? `${file}/vcpkg.json` : file);

/**
 * Whether our run failed with an error on each of the files, and which it missed; with
 * `warning`, whether it passed with a problem on each.
 */
function judged(ours: Ours, files: readonly string[], warning = false) {
  const reported = warning ? ours.problemFiles : ours.errorFiles;
  return {
    status: ours.status,
    missed: files.map(asReported).filter((file) => !reported.includes(file)),
    ...(ours.status === (warning ? 0 : 1) ? {} : { stderr: ours.stderr }),
  };
}

/** A run that reports no error, and warnings only on the files `warned`. */
function clean(ours: Ours, warned: readonly string[]) {
  const { problemFiles, ...rest } = ours;
  return { ...rest, newlyWarned: problemFiles.filter((file) => !warned.includes(file)) };
}
const NOTHING = { status: 0, errorFiles: [], newlyWarned: [], stderr: '' };

const named = <Edit extends RegistryEdit>(list: readonly Edit[]) =>
  list.map((mistake) => [mistake.name, mistake] as const);

const reportedBy = (pick: (mistake: RegistryMistake) => MistakeVerdict) =>
  named(REGISTRY_MISTAKES.filter((mistake) => pick(mistake).status !== 0));

describeRegistry(registryTitle('versions against the real vcpkg'), () => {
  let filled = '';
  /**
   * The files the filled registry has warnings on: vcpkg wrote it with
   * --skip-version-format-check from real ports, some of which carry a port-version, so their
   * single entry breaks the port-version sequence, as 13 files of microsoft/vcpkg do.
   */
  let filledWarned: string[] = [];
  beforeAll(async () => {
    filled = makeFilledRegistry();
    filledWarned = (await versionsOf(filled)).problemFiles;
  });

  it('passes the registry vcpkg wrote and accepts, with and without --deep', async () => {
    expect(vcpkgVerify(filled, ['--verify-git-trees'])).toMatchObject({ status: 0, files: [] });
    expect(clean(await versionsOf(filled), filledWarned)).toEqual(NOTHING);
    expect(clean(await versionsOf(filled, true), filledWarned)).toEqual(NOTHING);
    // Its warnings are on the versions files of one entry whose port carries a port-version.
    const read = (file: string) =>
      JSON.parse(readFileSync(path.join(filled, file), 'utf8')) as object;
    const fileOf = (port: string) => `versions/${port.charAt(0)}-/${port}.json`;
    const started = readdirSync(path.join(filled, 'ports')).filter(
      (port) =>
        'port-version' in read(`ports/${port}/vcpkg.json`) &&
        (read(fileOf(port)) as { versions: unknown[] }).versions.length === 1,
    );
    expect(filledWarned).toEqual(started.map(fileOf).sort());
  });

  it.each(named(REGISTRY_GOOD_CHANGES))(
    '%s: a change vcpkg accepts, reported nothing on, with and without --deep',
    async (_name, change) => {
      const { root } = applyMistake(filled, change);
      expect(clean(await versionsOf(root), filledWarned)).toEqual(NOTHING);
      expect(clean(await versionsOf(root, true), filledWarned)).toEqual(NOTHING);
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
      const warning = mistake.stateWarning === true;
      expect(judged(await versionsOf(root), mistake.stateFiles ?? [], warning)).toEqual({
        status: warning ? 0 : 1,
        missed: [],
      });
    },
  );
});
