/**
 * Throw-away registries of real ports, and the real vcpkg's version database commands on them:
 * the oracle of `manifest-check versions`.
 *
 * A registry is a git repository laid out as microsoft/vcpkg is (`ports/<name>/vcpkg.json` and
 * `portfile.cmake`, `versions/baseline.json`, `versions/<letter>-/<name>.json`) that is also its
 * own vcpkg root (`.vcpkg-root`, and the one-line `scripts/vcpkg-tools.json` without which
 * `x-add-version --all` ends in `internal error … Value was null`). Its ports come from
 * `../shared/corpus/vcpkg-ports-2026-08`, closed under their dependencies (`host` ones and those of
 * features included), or are given inline. It lives under /dev/shm when there is one (as
 * test/support/vcpkg-oracle.ts does), in a temporary directory removed after the suite.
 *
 * vcpkg runs offline with the registry as its root (`VCPKG_ROOT`), from the registry, and writes
 * its build trees (`--verify-git-trees` unpacks every entry) to a folder of its own outside the
 * registry, so a run leaves nothing in the working tree but what the command is meant to write;
 * it hashes the port folders from an index without stat data (see statlessIndex).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CORPUS_DIR } from './corpus.js';
import { gitIn } from './git.js';
import { makeTempDir } from './temp-dir.js';
import { VCPKG_ORACLE, oracleProblem } from './vcpkg-oracle.js';

/** The snapshot of microsoft/vcpkg's ports the registries are made of. */
export const REGISTRY_PORTS_SET = 'vcpkg-ports-2026-08';

/** True when ../shared (the vcpkg oracle and the corpus) is absent: the registry tests skip. */
export const sharedAbsent =
  !existsSync(VCPKG_ORACLE) || !existsSync(path.join(CORPUS_DIR, REGISTRY_PORTS_SET));

/** A suite's title, saying that it was skipped and why when ../shared is absent. */
export const registryTitle = (title: string): string =>
  sharedAbsent ? `${title} (skipped: no ../shared)` : title;

/** The one line vcpkg needs as its tools file. */
export const VCPKG_TOOLS_JSON = '{"schema-version": 2, "tools": []}\n';

/** A port given inline: its folder's files, by path below `ports/<name>/`. */
export interface InlinePort {
  name: string;
  files: Record<string, string | Uint8Array>;
}

export interface RegistryOptions {
  /** Where the registry goes: /dev/shm when it exists, else the system's temporary folder. */
  parent?: string;
  /** The corpus snapshot ports are named from: REGISTRY_PORTS_SET unless told. */
  set?: string;
  /** Let vcpkg write the database (`x-add-version --all`) and commit it. */
  fill?: boolean;
}

const defaultParent = () => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/** The stand-in `portfile.cmake` of a port (the corpus holds manifests only). */
export const standInPortfile = (name: string): string =>
  `# ${name}: a stand-in portfile for the version database's tests\n`;

/** The text of a corpus port's vcpkg.json. */
export function corpusManifest(name: string, set = REGISTRY_PORTS_SET): string {
  const file = path.join(CORPUS_DIR, set, name, 'vcpkg.json');
  if (!existsSync(file)) throw new Error(`no port ${name} in ${path.join(CORPUS_DIR, set)}`);
  return readFileSync(file, 'utf8');
}

type Dependency = string | { name?: unknown };

/** The ports a manifest depends on, in its own dependencies and its features' (host ones too). */
export function dependencyNames(manifest: unknown): string[] {
  const names = new Set<string>();
  const add = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const dependency of list as Dependency[]) {
      const name = typeof dependency === 'string' ? dependency : dependency?.name;
      if (typeof name === 'string') names.add(name);
    }
  };
  const object = manifest as { dependencies?: unknown; features?: unknown };
  add(object?.dependencies);
  const features = object?.features;
  if (Array.isArray(features))
    for (const feature of features) add((feature as { dependencies?: unknown })?.dependencies);
  else if (typeof features === 'object' && features !== null)
    for (const feature of Object.values(features))
      add((feature as { dependencies?: unknown })?.dependencies);
  return [...names];
}

/**
 * The named corpus ports and every port they depend on, transitively, sorted. Throws when one is
 * not in the corpus.
 */
export function closeOverDependencies(names: readonly string[], set = REGISTRY_PORTS_SET) {
  const closed = new Set<string>();
  const pending = [...names];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (closed.has(name)) continue;
    closed.add(name);
    pending.push(...dependencyNames(JSON.parse(corpusManifest(name, set))));
  }
  return [...closed].sort();
}

/**
 * A new registry, committed: the corpus ports named (closed under their dependencies) or the
 * ports given inline (as given, with a stand-in portfile.cmake where they have none), and a
 * database holding an empty baseline only, unless `fill` asks vcpkg to write it. Returns its root
 * (a real path).
 */
export function makeRegistry(
  ports: readonly string[] | readonly InlinePort[],
  options: RegistryOptions = {},
): string {
  const set = options.set ?? REGISTRY_PORTS_SET;
  const inline: readonly InlinePort[] = ports.every((port) => typeof port === 'string')
    ? closeOverDependencies(ports, set).map((name) => ({
        name,
        files: { 'vcpkg.json': corpusManifest(name, set) },
      }))
    : ports;
  const root = makeTempDir('vcpkg-registry', options.parent ?? defaultParent());
  writeTree(root, {
    '.vcpkg-root': '',
    'scripts/vcpkg-tools.json': VCPKG_TOOLS_JSON,
    'versions/baseline.json': '{\n  "default": {}\n}\n',
  });
  for (const port of inline)
    writeTree(path.join(root, 'ports', port.name), {
      'portfile.cmake': standInPortfile(port.name),
      ...port.files,
    });
  gitIn(root, 'init', '--quiet', '--initial-branch=main');
  commitAll(root, 'Add the ports');
  if (options.fill) fillRegistry(root);
  return root;
}

/** Writes files below `root`, making their folders. */
export function writeTree(root: string, files: Record<string, string | Uint8Array>): void {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

/** Lets vcpkg write the whole database (`x-add-version --all`) and commits it; throws if it fails. */
export function fillRegistry(root: string): string {
  const run = vcpkgAddVersion(root, ['--all', '--skip-version-format-check']);
  if (run.status !== 0)
    throw new Error(`vcpkg x-add-version --all failed in ${root}:\n${run.stdout}${run.stderr}`);
  return commitAll(root, 'Update version database');
}

/** Commits everything in the working tree (an empty commit when nothing changed); its hash. */
export function commitAll(root: string, message: string): string {
  gitIn(root, 'add', '--all');
  gitIn(root, 'commit', '--quiet', '--allow-empty', '--no-verify', '-m', message);
  return gitIn(root, 'rev-parse', 'HEAD');
}

/** A copy of a registry (its git repository and working tree as they stand), beside it. */
export function copyRegistry(root: string, parent = path.dirname(root)): string {
  const copy = makeTempDir('vcpkg-registry', parent);
  const run = spawnSync('cp', ['-a', `${root}/.`, copy], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`cp -a ${root} failed: ${run.stderr}`);
  return copy;
}

/** What one vcpkg run did. */
export interface VcpkgRun {
  /** Its exit status (null when it was killed). */
  status: number | null;
  stdout: string;
  stderr: string;
  /**
   * The registry-relative paths its errors name, sorted, each once: the path an `error:` line
   * starts with (`versions/z-/zlib.json`, `ports/zlib/vcpkg.json`, `ports/zlib` as vcpkg names
   * the folder of a port). Paths outside the registry (vcpkg's build trees) are left out.
   */
  files: string[];
}

/** `vcpkg x-add-version ARGS` in the registry (`--all`, a port's name, `--overwrite-version`...). */
export function vcpkgAddVersion(root: string, args: readonly string[]): VcpkgRun {
  return runVcpkg(root, ['x-add-version', ...args]);
}

/** `vcpkg x-ci-verify-versions ARGS` in the registry (`--verify-git-trees`, `--verbose`...). */
export function vcpkgVerify(root: string, args: readonly string[] = []): VcpkgRun {
  return runVcpkg(root, ['x-ci-verify-versions', ...args]);
}

function runVcpkg(root: string, args: string[]): VcpkgRun {
  const problem = oracleProblem();
  if (problem) throw new Error(problem);
  const scratch = makeTempDir('vcpkg-scratch', path.dirname(root));
  const buildtrees = path.join(scratch, 'buildtrees');
  try {
    const run = spawnSync(VCPKG_ORACLE, [...args, `--x-buildtrees-root=${buildtrees}`], {
      cwd: root,
      env: {
        ...process.env,
        VCPKG_ROOT: root,
        VCPKG_DISABLE_METRICS: '1',
        GIT_INDEX_FILE: statlessIndex(root, scratch),
      },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (run.error) throw new Error(`the vcpkg oracle did not run: ${run.error.message}`);
    return {
      status: run.status,
      stdout: run.stdout,
      stderr: run.stderr,
      files: filesInErrors(`${run.stdout}\n${run.stderr}`, root),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * A copy of the registry's git index without the files' stat data, for vcpkg to hash the port
 * folders from. vcpkg copies the index and runs `git add -A` on the copy, which trusts an entry
 * whose size and times (to the second) match the file: a test that edits a file to one of the
 * same size within the second it was committed in would have vcpkg hash the old content (seen:
 * `x-add-version` said "checked-in files ... are unchanged" after a port-version bump). Without
 * stat data git hashes every file; what is staged stays staged.
 */
function statlessIndex(root: string, scratch: string): string {
  const index = path.join(scratch, 'index');
  const tree = gitIn(root, 'write-tree');
  execFileSync('git', ['read-tree', tree], {
    cwd: root,
    env: { ...process.env, GIT_INDEX_FILE: index },
    stdio: 'ignore',
  });
  return index;
}

/** An error line: `<path>[:L:C]: error: ...`, or `<path>: <other path>:L:C: error: ...`. */
const ERROR_LINE = /^(\/[^:]*)(?::\d+:\d+)?: (?:\S[^:]*(?::\d+:\d+)?: )?error: /;

/** The registry-relative paths that vcpkg's error lines start with, sorted, each once. */
export function filesInErrors(output: string, root: string): string[] {
  const files = new Set<string>();
  for (const line of output.split('\n')) {
    const match = ERROR_LINE.exec(line);
    const file = match?.[1];
    if (file?.startsWith(`${root}/`)) files.add(file.slice(root.length + 1));
  }
  return [...files].sort();
}
