/**
 * A catalogue of the mistakes a port change makes in a registry's version database, each an edit
 * of a filled registry (one whose database vcpkg wrote with `x-add-version --all`), with what the
 * real vcpkg's `x-ci-verify-versions` says of it, with and without `--verify-git-trees`: its exit
 * status and the registry files its errors name. test/hardening/registry-mistakes.test.ts runs
 * vcpkg on every one and asserts those verdicts, so the catalogue cannot lie about vcpkg.
 *
 * The kinds are those of issue 37 and of vcpkg's own end-to-end registry
 * (vcpkg-tool's azure-pipelines/e2e-assets/ci-verify-versions-registry): a port changed without a
 * version bump, a version without its entry, the baseline behind, ahead, missing or kept for a
 * deleted port, a versions file missing, misplaced or malformed, entries malformed, duplicated or
 * out of order, a port manifest invalid or misnamed, dependencies, constraints and overrides the
 * database cannot resolve, a scheme changed, git trees the repository lacks or that hold something
 * else, and the four kinds the issue says vcpkg misses (three of which only a base commit shows).
 * Measured, vcpkg misses more: a versions file in another letter's folder (it reads them all),
 * duplicated entries, entries out of order, a port-version sequence that skips or carries over.
 *
 * Beside them, changes made as they should be (REGISTRY_GOOD_CHANGES), which vcpkg passes: a
 * check must report nothing on those.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gitIn } from './git.js';
import {
  commitAll,
  copyRegistry,
  makeRegistry,
  vcpkgAddVersion,
  writeTree,
} from './vcpkg-registry.js';

/** What `x-ci-verify-versions` does about a registry. */
export interface MistakeVerdict {
  /** Its exit status. */
  status: number;
  /** The registry files its errors name (as VcpkgRun's `files`), sorted. */
  files: string[];
}

/** An edit of the filled registry. */
export interface RegistryEdit {
  /** Its id, in kebab case. */
  name: string;
  /** The edit, as a contributor makes it. */
  description: string;
  /** Left in the working tree, not committed (vcpkg hashes the working tree). */
  uncommitted?: boolean;
  /** Edits the registry (a copy of the filled one); may run vcpkg, which must succeed. */
  apply(root: string): void;
}

/** One kind of mistake. */
export interface RegistryMistake extends RegistryEdit {
  /** `vcpkg x-ci-verify-versions` reports it (exits 1). */
  vcpkgReports: boolean;
  /** What `x-ci-verify-versions` does, measured. */
  vcpkg: MistakeVerdict;
  /** What `x-ci-verify-versions --verify-git-trees` does, measured. */
  deep: MistakeVerdict;
  /**
   * The files a check of the registry's state alone reports for a mistake vcpkg misses, where
   * issue 37's state checks cover it; absent when vcpkg reports it or only a base commit shows it.
   */
  stateFiles?: string[];
  /**
   * The state check reports it as a warning, so the run exits 0: a mistake microsoft/vcpkg's own
   * database holds in old files that vcpkg reads (duplicated or unordered entries, a port-version
   * sequence broken by --skip-version-format-check).
   */
  stateWarning?: boolean;
  /** Only the change from a base commit shows it (issue 37's change rules, `--base`). */
  changeRule?: boolean;
}

/** A mistake applied: the commit before it and the one that holds it (the same when uncommitted). */
export interface AppliedMistake {
  root: string;
  base: string;
  head: string;
}

/** The corpus ports of the catalogue's registry, closed under their dependencies (31 ports). */
export const MISTAKE_SEEDS = [
  'abseil',
  'brotli',
  'bzip2',
  'catch2',
  'cjson',
  'cxxopts',
  'expat',
  'fmt',
  'gtest',
  'jsoncpp',
  'libjpeg-turbo',
  'liblzma',
  'libpng',
  'lz4',
  'nlohmann-json',
  'openssl',
  'pcre2',
  're2',
  'spdlog',
  'sqlite3',
  'tinyxml2',
  'utf8proc',
  'yaml-cpp',
  'zlib',
  'zstd',
];

/**
 * The filled registry the mistakes edit: the seeds' ports, the database vcpkg wrote, and then one
 * more version of zlib (1.3.2#3, so that `versions/z-/zlib.json` holds two entries and the older
 * one is a published version no port folder holds), committed.
 */
export function makeFilledRegistry(parent?: string): string {
  const root = makeRegistry(MISTAKE_SEEDS, { fill: true, ...(parent ? { parent } : {}) });
  editJson(root, 'ports/zlib/vcpkg.json', (manifest) => {
    manifest['port-version'] = 3;
  });
  addVersion(root, ['zlib']);
  commitAll(root, 'Update zlib to 1.3.2#3');
  return root;
}

/** Applies an edit to a copy of the filled registry, committed unless it says otherwise. */
export function applyMistake(filled: string, edit: RegistryEdit): AppliedMistake {
  const root = copyRegistry(filled);
  const base = gitIn(root, 'rev-parse', 'HEAD');
  edit.apply(root);
  const head = edit.uncommitted ? base : commitAll(root, edit.name);
  return { root, base, head };
}

type Json = Record<string, unknown>;
type Entry = Record<string, unknown>;

const readText = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
const writeText = (root: string, file: string, text: string) =>
  writeFileSync(path.join(root, file), text);

/** Rewrites a JSON file as vcpkg lays it out (two spaces), after `edit` changed its value. */
function editJson(root: string, file: string, edit: (value: Json) => void): void {
  const value = JSON.parse(readText(root, file)) as Json;
  edit(value);
  writeText(root, file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Edits the entries of a versions file. */
function editEntries(root: string, file: string, edit: (entries: Entry[]) => Entry[]): void {
  editJson(root, file, (value) => {
    value.versions = edit(value.versions as Entry[]);
  });
}

/** Edits the baseline entry of a port. */
function editBaseline(root: string, port: string, edit: (entry: Entry) => void): void {
  editJson(root, 'versions/baseline.json', (value) => {
    edit((value.default as Record<string, Entry>)[port] as Entry);
  });
}

/** Runs `x-add-version ARGS`, which must succeed. */
function addVersion(root: string, args: string[]): void {
  const run = vcpkgAddVersion(root, args);
  if (run.status !== 0)
    throw new Error(`vcpkg x-add-version ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
}

/** Edits a port's manifest and records its new tree over the published one, as vcpkg would. */
function editPortAndRecord(root: string, port: string, edit: (manifest: Json) => void): void {
  editJson(root, `ports/${port}/vcpkg.json`, edit);
  addVersion(root, [
    port,
    '--overwrite-version',
    '--skip-version-format-check',
    '--skip-formatting-check',
  ]);
}

const bumpPortVersion = (root: string, port: string, to: number) =>
  editJson(root, `ports/${port}/vcpkg.json`, (manifest) => {
    manifest['port-version'] = to;
  });

/** The git tree of a folder of the registry's HEAD. */
const treeAtHead = (root: string, folder: string) => gitIn(root, 'rev-parse', `HEAD:${folder}`);

/** Writes a tree of these files (mode 100644) to the registry's repository, not to HEAD; its id. */
function writeTreeObject(root: string, files: Record<string, string>): string {
  const git = (args: string[], input: string) =>
    execFileSync('git', args, { cwd: root, input, encoding: 'utf8' }).trim();
  const lines = Object.entries(files).map(
    ([name, text]) => `100644 blob ${git(['hash-object', '-w', '--stdin'], text)}\t${name}`,
  );
  return git(['mktree'], `${lines.join('\n')}\n`);
}

const clean: MistakeVerdict = { status: 0, files: [] };
const reported = (...files: string[]): MistakeVerdict => ({ status: 1, files: files.sort() });

const FMT = 'versions/f-/fmt.json';
const ZLIB = 'versions/z-/zlib.json';
const CJSON = 'versions/c-/cjson.json';
const BASELINE = 'versions/baseline.json';

/** Every mistake of the catalogue. */
export const REGISTRY_MISTAKES: readonly RegistryMistake[] = [
  {
    name: 'port-edited-without-version-bump',
    description: 'a file of a published port changed, its version not bumped',
    vcpkgReports: true,
    vcpkg: reported(FMT),
    deep: reported(FMT),
    apply: (root) => writeText(root, 'ports/fmt/portfile.cmake', '# fmt, edited\n'),
  },
  {
    name: 'port-edited-uncommitted',
    description: 'a file of a published port changed in the working tree only',
    vcpkgReports: true,
    vcpkg: reported(FMT),
    deep: reported(FMT),
    uncommitted: true,
    apply: (root) => writeText(root, 'ports/fmt/portfile.cmake', '# fmt, edited\n'),
  },
  {
    name: 'port-file-added-without-version-bump',
    description: 'a file added to a published port, its version not bumped',
    vcpkgReports: true,
    vcpkg: reported(FMT),
    deep: reported(FMT),
    apply: (root) => writeText(root, 'ports/fmt/usage', 'fmt provides CMake targets\n'),
  },
  {
    name: 'port-file-made-executable',
    description: 'a file of a published port made executable (its mode is part of the tree)',
    vcpkgReports: true,
    vcpkg: reported(FMT),
    deep: reported(FMT),
    apply: (root) => chmodSync(path.join(root, 'ports/fmt/portfile.cmake'), 0o755),
  },
  {
    name: 'port-version-bumped-without-entry',
    description: 'port-version bumped, no entry added to the versions file',
    vcpkgReports: true,
    vcpkg: reported('ports/fmt/vcpkg.json', BASELINE),
    deep: reported('ports/fmt/vcpkg.json', BASELINE),
    apply: (root) => bumpPortVersion(root, 'fmt', 2),
  },
  {
    name: 'version-changed-without-entry',
    description: 'a new version, no entry added to the versions file',
    vcpkgReports: true,
    vcpkg: reported('ports/fmt/vcpkg.json', BASELINE),
    deep: reported('ports/fmt/vcpkg.json', BASELINE),
    apply: (root) =>
      editJson(root, 'ports/fmt/vcpkg.json', (manifest) => {
        manifest.version = '12.3.0';
        delete manifest['port-version'];
      }),
  },
  {
    name: 'baseline-behind',
    description: 'a new version in the versions file, the baseline left at the old one',
    vcpkgReports: true,
    vcpkg: reported(BASELINE),
    deep: reported(BASELINE),
    apply: (root) => {
      bumpPortVersion(root, 'fmt', 2);
      addVersion(root, ['fmt']);
      gitIn(root, 'checkout', 'HEAD', '--', BASELINE);
    },
  },
  {
    name: 'baseline-ahead',
    description: 'the baseline names a port-version the port does not have yet',
    vcpkgReports: true,
    vcpkg: reported(BASELINE),
    deep: reported(BASELINE),
    apply: (root) =>
      editBaseline(root, 'fmt', (entry) => {
        entry['port-version'] = 5;
      }),
  },
  {
    name: 'baseline-entry-missing',
    description: 'a port without a baseline entry',
    vcpkgReports: true,
    vcpkg: reported(BASELINE),
    deep: reported(BASELINE),
    apply: (root) =>
      editJson(root, BASELINE, (value) => {
        delete (value.default as Json).fmt;
      }),
  },
  {
    name: 'baseline-for-deleted-port',
    description: 'a port deleted, its baseline entry (and versions file) kept: websocketpp',
    vcpkgReports: false,
    vcpkg: clean,
    deep: clean,
    stateFiles: [BASELINE],
    apply: (root) => rmSync(path.join(root, 'ports/cjson'), { recursive: true }),
  },
  {
    name: 'baseline-syntax-error',
    description: 'the baseline is not JSON',
    vcpkgReports: true,
    vcpkg: reported(BASELINE),
    deep: reported(BASELINE),
    apply: (root) => writeText(root, BASELINE, readText(root, BASELINE).replace(/}\s*$/, '')),
  },
  {
    name: 'baseline-wrong-field',
    description: 'a baseline entry says "version" where vcpkg reads "baseline"',
    vcpkgReports: true,
    vcpkg: reported(BASELINE),
    deep: reported(BASELINE),
    apply: (root) =>
      editBaseline(root, 'fmt', (entry) => {
        entry.version = entry.baseline;
        delete entry.baseline;
      }),
  },
  {
    name: 'baseline-port-version-not-integer',
    description: 'a baseline entry whose port-version is a string',
    vcpkgReports: true,
    vcpkg: reported(BASELINE),
    deep: reported(BASELINE),
    apply: (root) =>
      editBaseline(root, 'fmt', (entry) => {
        entry['port-version'] = '1';
      }),
  },
  {
    name: 'versions-file-missing',
    description: 'a port without its versions file (spdlog depends on it)',
    vcpkgReports: true,
    vcpkg: reported('ports/fmt/vcpkg.json', 'ports/spdlog/vcpkg.json'),
    deep: reported('ports/fmt/vcpkg.json', 'ports/spdlog/vcpkg.json'),
    apply: (root) => rmSync(path.join(root, FMT)),
  },
  {
    name: 'versions-file-in-wrong-folder',
    description: 'a versions file outside its first letter’s folder (vcpkg reads every folder)',
    vcpkgReports: false,
    vcpkg: clean,
    deep: clean,
    stateFiles: ['versions/z-/fmt.json'],
    apply: (root) => renameSync(path.join(root, FMT), path.join(root, 'versions/z-/fmt.json')),
  },
  {
    name: 'versions-file-syntax-error',
    description: 'a versions file with a trailing comma',
    vcpkgReports: true,
    vcpkg: reported(FMT),
    deep: reported(FMT),
    apply: (root) => writeText(root, FMT, readText(root, FMT).replace(/}\s*]/, '},\n  ]')),
  },
  {
    name: 'versions-entry-wrong-field',
    description: 'a versions entry says "git_tree" for "git-tree"',
    vcpkgReports: true,
    vcpkg: reported(FMT),
    deep: reported(FMT),
    apply: (root) => writeText(root, FMT, readText(root, FMT).replace('"git-tree"', '"git_tree"')),
  },
  {
    name: 'versions-entry-git-tree-not-40-hex',
    description: 'a versions entry whose git-tree is 39 hex digits',
    vcpkgReports: true,
    vcpkg: reported(FMT),
    deep: reported(FMT),
    apply: (root) =>
      editEntries(root, FMT, (entries) =>
        entries.map((entry) => ({ ...entry, 'git-tree': String(entry['git-tree']).slice(1) })),
      ),
  },
  {
    name: 'versions-entry-git-tree-upper-case',
    description: 'a versions entry whose git-tree is in upper-case hex',
    vcpkgReports: true,
    vcpkg: reported(FMT),
    deep: reported(FMT),
    apply: (root) =>
      editEntries(root, FMT, (entries) =>
        entries.map((entry) => ({
          ...entry,
          'git-tree': String(entry['git-tree']).toUpperCase(),
        })),
      ),
  },
  {
    name: 'versions-entries-duplicated',
    description: 'a versions file holding the same entry twice',
    vcpkgReports: false,
    vcpkg: clean,
    deep: clean,
    stateFiles: [ZLIB],
    stateWarning: true,
    apply: (root) => editEntries(root, ZLIB, (entries) => [entries[0] as Entry, ...entries]),
  },
  {
    name: 'versions-entries-out-of-order',
    description: 'a versions file whose older entry comes first',
    vcpkgReports: false,
    vcpkg: clean,
    deep: clean,
    stateFiles: [ZLIB],
    stateWarning: true,
    apply: (root) => editEntries(root, ZLIB, (entries) => [...entries].reverse()),
  },
  {
    name: 'versions-entry-port-version-negative',
    description: 'a published entry whose port-version is -1',
    vcpkgReports: true,
    vcpkg: reported(ZLIB),
    deep: reported(ZLIB),
    apply: (root) =>
      editEntries(root, ZLIB, ([newest, older]) => [
        newest as Entry,
        { ...older, 'port-version': -1 },
      ]),
  },
  {
    name: 'versions-entry-port-version-fraction',
    description: 'a published entry whose port-version is 2.5',
    vcpkgReports: true,
    vcpkg: reported(ZLIB),
    deep: reported(ZLIB),
    apply: (root) =>
      editEntries(root, ZLIB, ([newest, older]) => [
        newest as Entry,
        { ...older, 'port-version': 2.5 },
      ]),
  },
  {
    name: 'versions-entry-two-version-fields',
    description: 'a published entry with both "version" and "version-string"',
    vcpkgReports: true,
    vcpkg: reported(ZLIB),
    deep: reported(ZLIB),
    apply: (root) =>
      editEntries(root, ZLIB, ([newest, older]) => [
        newest as Entry,
        { 'version-string': 'old', ...older },
      ]),
  },
  {
    name: 'port-name-not-folder',
    description: 'a port manifest named otherwise than its folder',
    vcpkgReports: true,
    vcpkg: reported(CJSON),
    deep: reported(CJSON),
    apply: (root) =>
      editJson(root, 'ports/cjson/vcpkg.json', (manifest) => {
        manifest.name = 'cjson-utils';
      }),
  },
  {
    name: 'port-manifest-syntax-error',
    description: 'a port manifest that is not JSON',
    vcpkgReports: true,
    vcpkg: reported('ports/cjson/vcpkg.json'),
    deep: reported('ports/cjson/vcpkg.json'),
    apply: (root) =>
      writeText(
        root,
        'ports/cjson/vcpkg.json',
        readText(root, 'ports/cjson/vcpkg.json').replace('"name"', '~broken, "name"'),
      ),
  },
  {
    name: 'port-manifest-without-version',
    description: 'a port manifest without a version field',
    vcpkgReports: true,
    vcpkg: reported('ports/cjson/vcpkg.json'),
    deep: reported('ports/cjson/vcpkg.json'),
    apply: (root) =>
      editJson(root, 'ports/cjson/vcpkg.json', (manifest) => {
        delete manifest.version;
      }),
  },
  {
    name: 'dependency-not-in-database',
    description: 'a dependency on a port the database does not have',
    vcpkgReports: true,
    vcpkg: reported('ports/cjson/vcpkg.json'),
    deep: reported('ports/cjson/vcpkg.json'),
    apply: (root) =>
      editPortAndRecord(root, 'cjson', (manifest) => {
        (manifest.dependencies as unknown[]).push('no-such-port');
      }),
  },
  {
    name: 'feature-dependency-not-in-database',
    description: 'a feature’s dependency on a port the database does not have',
    vcpkgReports: true,
    vcpkg: reported('ports/cjson/vcpkg.json'),
    deep: reported('ports/cjson/vcpkg.json'),
    apply: (root) =>
      editPortAndRecord(root, 'cjson', (manifest) => {
        (manifest.features as Record<string, Json>).utils!.dependencies = ['no-such-port'];
      }),
  },
  {
    name: 'version-constraint-not-in-database',
    description: 'a "version>=" naming a version the database does not have',
    vcpkgReports: true,
    vcpkg: reported('ports/cjson/vcpkg.json'),
    deep: reported('ports/cjson/vcpkg.json'),
    apply: (root) =>
      editPortAndRecord(root, 'cjson', (manifest) => {
        (manifest.dependencies as unknown[]).push({ name: 'zlib', 'version>=': '1.0.0' });
      }),
  },
  {
    name: 'override-of-missing-version',
    description: 'an override naming a version the database does not have',
    vcpkgReports: true,
    vcpkg: reported('ports/cjson/vcpkg.json'),
    deep: reported('ports/cjson/vcpkg.json'),
    apply: (root) =>
      editPortAndRecord(root, 'cjson', (manifest) => {
        manifest.overrides = [{ name: 'zlib', version: '1.0.0' }];
      }),
  },
  {
    name: 'override-of-port-not-in-database',
    description: 'an override naming a port the database does not have',
    vcpkgReports: true,
    vcpkg: reported('ports/cjson/vcpkg.json'),
    deep: reported('ports/cjson/vcpkg.json'),
    apply: (root) =>
      editPortAndRecord(root, 'cjson', (manifest) => {
        manifest.overrides = [{ name: 'no-such-port', version: '1' }];
      }),
  },
  {
    name: 'scheme-mismatch-version-date',
    description: 'a versions entry says "version" where the port says "version-date"',
    vcpkgReports: true,
    vcpkg: reported('versions/v-/vcpkg-cmake.json'),
    deep: reported('versions/v-/vcpkg-cmake.json'),
    apply: (root) =>
      writeText(
        root,
        'versions/v-/vcpkg-cmake.json',
        readText(root, 'versions/v-/vcpkg-cmake.json').replace('"version-date"', '"version"'),
      ),
  },
  {
    name: 'scheme-mismatch-version-string',
    description: 'a versions entry says "version-string" where the port says "version"',
    vcpkgReports: true,
    vcpkg: reported(FMT),
    deep: reported(FMT),
    apply: (root) =>
      writeText(root, FMT, readText(root, FMT).replace('"version"', '"version-string"')),
  },
  {
    name: 'git-tree-missing-from-repository',
    description: 'a published entry whose git-tree the repository lacks',
    vcpkgReports: false,
    vcpkg: clean,
    deep: reported(ZLIB),
    apply: (root) =>
      editEntries(root, ZLIB, ([newest, older]) => [
        newest as Entry,
        { ...older, 'git-tree': '0000000000000000000000000000000000000001' },
      ]),
  },
  {
    name: 'git-tree-of-another-version',
    description: 'a published entry whose git-tree holds the port’s next version',
    vcpkgReports: false,
    vcpkg: clean,
    deep: reported(ZLIB),
    apply: (root) =>
      editEntries(root, ZLIB, ([newest, older]) => [
        newest as Entry,
        { ...older, 'git-tree': newest?.['git-tree'] },
      ]),
  },
  {
    name: 'git-tree-of-another-port',
    description: 'a published entry whose git-tree holds another port',
    vcpkgReports: false,
    vcpkg: clean,
    deep: reported(ZLIB),
    apply: (root) =>
      editEntries(root, ZLIB, ([newest, older]) => [
        newest as Entry,
        { ...older, 'git-tree': treeAtHead(root, 'ports/fmt') },
      ]),
  },
  {
    name: 'published-tree-manifest-malformed',
    description: 'a published entry whose git-tree holds a vcpkg.json that is not JSON',
    vcpkgReports: false,
    vcpkg: clean,
    deep: reported(ZLIB),
    apply: (root) =>
      editEntries(root, ZLIB, ([newest, older]) => [
        newest as Entry,
        {
          ...older,
          'git-tree': writeTreeObject(root, {
            'portfile.cmake': '# zlib\n',
            'vcpkg.json': '{\n  "name": "zlib",\n  ~broken\n}\n',
          }),
        },
      ]),
  },
  {
    name: 'new-version-with-port-version',
    description:
      'a new version recorded with the old port-version kept, as x-add-version does only when told --skip-version-format-check',
    vcpkgReports: false,
    vcpkg: clean,
    deep: clean,
    // The state shows the port's newest entry breaking the sequence (the port agrees with
    // it): a warning there, as microsoft/vcpkg keeps 13 files whose newest entry does so.
    stateFiles: [FMT],
    stateWarning: true,
    apply: (root) => {
      editJson(root, 'ports/fmt/vcpkg.json', (manifest) => {
        manifest.version = '12.3.0';
      });
      addVersion(root, ['fmt', '--skip-version-format-check']);
    },
  },
  {
    name: 'port-version-skipped',
    description:
      'port-version bumped by two and recorded, as x-add-version does only when told --skip-version-format-check',
    vcpkgReports: false,
    vcpkg: clean,
    deep: clean,
    // The state shows the port's newest entry breaking the sequence (the port agrees with
    // it): a warning there, as microsoft/vcpkg keeps 13 files whose newest entry does so.
    stateFiles: [FMT],
    stateWarning: true,
    apply: (root) => {
      bumpPortVersion(root, 'fmt', 3);
      addVersion(root, ['fmt', '--skip-version-format-check']);
    },
  },
  {
    name: 'published-entry-overwritten',
    description: 'a port edited and its published entry overwritten: python3 3.12.9#5, #47494',
    vcpkgReports: false,
    vcpkg: clean,
    deep: clean,
    changeRule: true,
    apply: (root) => {
      writeText(root, 'ports/zlib/portfile.cmake', '# zlib, edited\n');
      addVersion(root, ['zlib', '--overwrite-version']);
    },
  },
  {
    name: 'port-deleted-with-versions-file',
    description: 'a port deleted with its versions file and baseline entry',
    vcpkgReports: false,
    vcpkg: clean,
    deep: clean,
    changeRule: true,
    apply: (root) => {
      rmSync(path.join(root, 'ports/cjson'), { recursive: true });
      rmSync(path.join(root, CJSON));
      editJson(root, BASELINE, (value) => {
        delete (value.default as Json).cjson;
      });
    },
  },
  {
    name: 'two-versions-in-one-change',
    description: 'two versions of a port added in one change',
    vcpkgReports: false,
    vcpkg: clean,
    deep: clean,
    changeRule: true,
    apply: (root) => {
      bumpPortVersion(root, 'fmt', 2);
      addVersion(root, ['fmt']);
      bumpPortVersion(root, 'fmt', 3);
      addVersion(root, ['fmt']);
    },
  },
];

/**
 * Changes made as they should be, each an edit of the filled registry that vcpkg accepts (its
 * test holds vcpkg to that): a check must report nothing on them.
 */
export const REGISTRY_GOOD_CHANGES: readonly RegistryEdit[] = [
  {
    name: 'port-version-bump-recorded',
    description: 'a port changed, its port-version bumped and recorded by x-add-version',
    apply: (root) => {
      writeText(root, 'ports/fmt/portfile.cmake', '# fmt, edited\n');
      bumpPortVersion(root, 'fmt', 2);
      addVersion(root, ['fmt']);
    },
  },
  {
    name: 'new-version-recorded',
    description: 'a new version without port-version, recorded by x-add-version',
    apply: (root) => {
      editJson(root, 'ports/fmt/vcpkg.json', (manifest) => {
        manifest.version = '12.3.0';
        delete manifest['port-version'];
      });
      addVersion(root, ['fmt']);
    },
  },
  {
    name: 'new-port-recorded',
    description: 'a new port, recorded by x-add-version',
    apply: (root) => {
      writeTree(root, {
        'ports/my-port/vcpkg.json': `${JSON.stringify(
          {
            name: 'my-port',
            version: '1.0.0',
            description: 'A port of the tests',
            dependencies: ['zlib'],
          },
          null,
          2,
        )}\n`,
        'ports/my-port/portfile.cmake': '# my-port\n',
      });
      addVersion(root, ['my-port']);
    },
  },
  {
    name: 'port-deleted-keeping-versions-file',
    description:
      'a port deleted with its baseline entry, its versions file kept (microsoft/vcpkg’s way)',
    apply: (root) => {
      rmSync(path.join(root, 'ports/cjson'), { recursive: true });
      editJson(root, BASELINE, (value) => {
        delete (value.default as Json).cjson;
      });
    },
  },
  {
    name: 'executable-file-recorded',
    description: 'an executable script added to a port, its port-version bumped and recorded',
    apply: (root) => {
      writeText(root, 'ports/fmt/fix.sh', '#!/bin/sh\n');
      chmodSync(path.join(root, 'ports/fmt/fix.sh'), 0o755);
      bumpPortVersion(root, 'fmt', 2);
      addVersion(root, ['fmt']);
    },
  },
  {
    name: 'change-recorded-uncommitted',
    description:
      'a port change and its new entry, both in the working tree only (one commit to be)',
    uncommitted: true,
    apply: (root) => {
      writeText(root, 'ports/zlib/portfile.cmake', '# zlib, edited\n');
      bumpPortVersion(root, 'zlib', 4);
      addVersion(root, ['zlib']);
    },
  },
];
