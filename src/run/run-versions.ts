// The versions command's run: a registry read, its trees asked of git, checked, fixed, reported.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { portTreeIds, readTreeManifests } from '../files/git-trees.js';
import {
  readRegistry,
  RegistryFolderError,
  type RegistryFolders,
  type RegistryRead,
} from '../files/registry-files.js';
import { writeAtomically } from '../files/write-atomic.js';
import { fileProblem } from '../manifest/problems/file-problem.js';
import { nowMs } from './interrupts.js';
import type { Problem } from '../manifest/problems/problem.js';
import { unreadableReport, type FileReport } from '../report/file-report.js';
import type { ManifestRules } from '../manifest/check-manifest.js';
import type {
  RegistryCheck,
  RegistryCheckStep,
  RegistryInput,
} from '../versions/check-registry.js';
import type { DatabaseWrite } from '../versions/add-versions.js';

/** What a versions run is asked to do. */
export interface VersionsRunRequest {
  folders: RegistryFolders;
  /** Read each git-tree the database names and check the version it holds. */
  deep: boolean;
  /** Write the entries `vcpkg x-add-version --all` writes before checking. */
  fix: boolean;
  /** Also check the change since this commit (`--base`): microsoft/vcpkg's pull-request rules. */
  base?: string;
  maxFileSize: number;
  /** Report errors only. */
  errorsOnly: boolean;
}

export interface VersionsOutcome {
  /** A report of each file read, valid ones too, and of each file a problem is about. */
  reports: FileReport[];
  /** With --fix: the files written, as reports name them. */
  written: string[];
  /** With --fix: a port stopped it, as one stops `vcpkg x-add-version --all`: nothing was written. */
  stopped: boolean;
}

/**
 * Checks a registry, fixing it first when asked. Throws RegistryFolderError when a folder is
 * missing, or git cannot give the trees of a git registry.
 */
export async function runVersions(request: VersionsRunRequest): Promise<VersionsOutcome> {
  const started: Promise<TreeIds>[] = [];
  const startTreeIds = () => {
    const computing = portTreeIds(request.folders.root, request.folders.ports);
    started.push(computing);
    return computing;
  };
  try {
    return await checkAndFix(request, startTreeIds);
  } finally {
    // A run that stops early (a missing folder) leaves no git running, nor its temporary index.
    await Promise.all(started);
  }
}

/**
 * runVersions' work. Each check reads the registry while git computes the ports' tree ids in the
 * background (`startTreeIds`): they are needed last.
 */
async function checkAndFix(
  request: VersionsRunRequest,
  startTreeIds: () => Promise<TreeIds>,
): Promise<VersionsOutcome> {
  const { folders } = request;
  // Started before the chunks load.
  const computing = startTreeIds();
  // Loaded only for this command: no part of a validation's start-up.
  const [{ checkRegistryInSteps, readDatabase }, { currentRules }] = await Promise.all([
    import('../versions/check-registry.js'),
    import('../manifest/validate-current.js'),
  ]);
  const rules: ManifestRules = { current: currentRules };
  const check = async (read: RegistryRead, trees: Promise<TreeIds>) => {
    const input: RegistryInput = {
      ports: read.ports,
      versionsFiles: read.versionsFiles,
      baseline: read.baseline,
      treeIds: undefined,
      manifestRules: rules,
    };
    const ids = trees.then((result) => treeIdsOrNone(result, input, readDatabase));
    if (request.deep) {
      input.treeIds = await ids;
      input.trees = gitTrees(folders, input, readDatabase);
    }
    const checked = await checkWhileGitRuns(checkRegistryInSteps(input), ids);
    input.treeIds = await ids;
    return { input, checked };
  };

  let read = readRegistry(folders, request.maxFileSize);
  let { input, checked } = await check(read, computing);
  const written: string[] = [];
  let stopped = false;
  const failures = new Map<string, Problem[]>();
  if (request.fix) {
    const { planFix } = await import('../versions/fix-registry.js');
    const plan = planFix(input, checked);
    for (const [file, problems] of plan.refusals) failures.set(shownPath(file, folders), problems);
    ({ stopped } = plan);
    for (const write of plan.writes) {
      const file = shownPath(write.path, folders);
      const outcome = writeDatabaseFile(file, write, folders.versions);
      if (outcome === undefined) written.push(file);
      else
        failures.set(file, [fileProblem('unwritable', `cannot write ${write.path}: ${outcome}`)]);
    }
    // Checked again as written: what --fix could not mend is what is left to report.
    if (written.length > 0) {
      const again = startTreeIds();
      read = readRegistry(folders, request.maxFileSize);
      ({ input, checked } = await check(read, again));
    }
  }

  if (request.base !== undefined) {
    const { changeProblems } = await import('./versions-base.js');
    const changes = changeProblems(
      request.base,
      folders,
      read,
      checked,
      rules,
      request.maxFileSize,
    );
    for (const [file, problems] of changes) {
      const shown = shownPath(file, folders);
      failures.set(shown, [...(failures.get(shown) ?? []), ...problems]);
    }
  }
  return { reports: [...reports(read, checked, failures, request)], written, stopped };
}

type TreeIds = Awaited<ReturnType<typeof portTreeIds>>;

/** How long the check goes on before it lets git's next step start, in milliseconds. */
const TURN_FOR_GIT_MS = 1;

/**
 * Drives a check in steps to its end, letting git's background steps go on between them while
 * the tree ids are still to come (each git step starts when this process notices the last one
 * ended), and gives the check the tree ids when it asks.
 */
async function checkWhileGitRuns(
  steps: Generator<RegistryCheckStep, RegistryCheck, ReadonlyMap<string, string> | undefined>,
  treeIds: Promise<ReadonlyMap<string, string> | undefined>,
): Promise<RegistryCheck> {
  let settled = false;
  const settle = () => {
    settled = true;
  };
  // A failure is thrown where the check asks for the tree ids.
  treeIds.then(settle, settle);
  // At once first: git's first step may have ended while the registry was read.
  let turnAt = 0;
  let given: ReadonlyMap<string, string> | undefined;
  for (;;) {
    if (!settled && nowMs() >= turnAt) {
      // Two turns of the event loop: a git step's end (its exit, the end of its output) is seen
      // in one, the next step starts in the other.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      turnAt = nowMs() + TURN_FOR_GIT_MS;
    }
    const step = steps.next(given);
    if (step.done) return step.value;
    given = step.value === 'tree-ids' ? await treeIds : undefined;
  }
}

/**
 * The ports' tree ids, or none for a filesystem registry (entries with a `path`, none with a
 * `git-tree`), which needs no git. Throws RegistryFolderError when git cannot give the tree ids
 * of a git registry.
 */
function treeIdsOrNone(
  trees: TreeIds,
  input: RegistryInput,
  readDatabase: (input: RegistryInput) => RegistryCheck['database'],
): Map<string, string> | undefined {
  if (trees.ok) return trees.value;
  const database = readDatabase(input);
  const entries = [...database.versionsFiles.values()].flatMap((file) => file.entries);
  const filesystem = entries.length > 0 && entries.every((entry) => entry.gitTree === undefined);
  if (filesystem) return undefined;
  throw new RegistryFolderError(
    `${trees.message}; a git registry's tree ids are computed by git (a filesystem registry's entries give a "path" instead of a "git-tree")`,
  );
}

/** For --deep: the manifest in each git-tree the database names. */
function gitTrees(
  folders: RegistryFolders,
  input: RegistryInput,
  readDatabase: (input: RegistryInput) => RegistryCheck['database'],
): NonNullable<RegistryInput['trees']> {
  const ids = new Set<string>();
  for (const file of readDatabase(input).versionsFiles.values())
    for (const entry of file.entries) if (entry.gitTree !== undefined) ids.add(entry.gitTree);
  const trees = readTreeManifests(folders.root, [...ids]);
  if (!trees.ok) throw new RegistryFolderError(trees.message);
  return trees.value;
}

/** A file of the registry's layout (`versions/z-/zlib.json`) as reports name it. */
function shownPath(layoutPath: string, folders: RegistryFolders): string {
  const [top, ...rest] = layoutPath.split('/');
  const folder = top === 'ports' ? folders.ports : top === 'versions' ? folders.versions : '';
  return path.join(folder || folders.root, ...rest);
}

/**
 * Writes one database file whole or not at all, making its letter folder when it is new; the
 * reason it was not written, or undefined.
 */
function writeDatabaseFile(
  file: string,
  write: DatabaseWrite,
  versionsFolder: string,
): string | undefined {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
  } catch (error) {
    return `its folder cannot be made (${(error as Error).message})`;
  }
  const outcome = writeAtomically(file, write.text, {
    root: { path: versionsFolder, name: 'the versions folder' },
    create: true,
  });
  return outcome.ok ? undefined : outcome.reason;
}

/**
 * A report for every file read (valid ones too: the summary counts them), then for each file a
 * problem names that was not read (a missing versions file), then for each file not read.
 */
function* reports(
  read: RegistryRead,
  checked: RegistryCheck,
  failures: ReadonlyMap<string, Problem[]>,
  request: VersionsRunRequest,
): Generator<FileReport> {
  const seen = new Set<string>();
  const reportOf = (file: string, problems: Problem[]): FileReport => {
    seen.add(file);
    // The check's problems, then the fix's and the change rules': in the file's order.
    problems.sort((a, b) => a.line - b.line || a.column - b.column);
    const kept = request.errorsOnly ? problems.filter((p) => p.severity === 'error') : problems;
    return { file, valid: !problems.some((p) => p.severity === 'error'), problems: kept };
  };
  const report = (layoutPath: string): FileReport => {
    const file = shownPath(layoutPath, request.folders);
    return reportOf(file, [
      ...(checked.problems.get(layoutPath) ?? []),
      ...(failures.get(file) ?? []),
    ]);
  };
  for (const port of read.ports) if (port.manifest) yield report(port.manifest.path);
  for (const file of read.versionsFiles) yield report(file.path);
  if (read.baseline !== undefined) yield report(read.baseline.path);
  for (const layoutPath of [...checked.problems.keys()].sort())
    if (!seen.has(shownPath(layoutPath, request.folders))) yield report(layoutPath);
  for (const file of [...failures.keys()].sort())
    if (!seen.has(file)) yield reportOf(file, [...(failures.get(file) ?? [])]);
  for (const notRead of read.notRead)
    yield unreadableReport(
      notRead.shownAs,
      notRead.kind === 'link' ? 'link-not-followed' : notRead.kind,
      notRead.message,
    );
}
