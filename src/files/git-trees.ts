/**
 * The git tree ids of a registry's ports, as vcpkg computes them, and the port manifests that
 * trees in the repository hold (git-base.ts reads the database at --base; both run git through
 * run-git.ts).
 *
 * Every git call here runs with an argument array (never a shell), from the folder it is about,
 * without the variables that would point git at another repository or index (a hook's
 * `GIT_INDEX_FILE`, a user's `GIT_DIR`), and with `core.autocrlf=false`, as vcpkg-tool runs every
 * git command (src/vcpkg/base/git.cpp). The tree ids are computed while the caller goes on (the
 * versions run reads and checks the registry meanwhile); the trees of --deep are read
 * synchronously, as the rest of files/ reads.
 */
import { copyFileSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTROL_CHARACTER, jsonQuoted } from '../util/control-characters.js';
import { cutQuoted } from '../util/cut-short.js';
import { withThousands } from '../util/thousands.js';
import { formatFileSize } from './file-size.js';
import { describeFsError, realPath } from './fs-errors.js';
import { environmentWithoutRepository } from './git-environment.js';
import { parseCatFileBatch, runGit, runGitInBackground } from './run-git.js';

export type GitResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** A port manifest a tree holds: its `vcpkg.json`, else its `CONTROL`. */
export type TreeManifest = { file: 'vcpkg.json' | 'CONTROL'; bytes: Uint8Array };

/** The largest port manifest read from a tree: a bigger one fails its tree id. */
export const MAX_TREE_MANIFEST_SIZE = 1024 * 1024;
/** The most bytes of manifests read from git in one call, all trees together. */
export const MAX_TREE_MANIFESTS_TOTAL = 256 * 1024 * 1024;
/** The most `git ls-tree` may print for a ports folder: 2 MB holds 20,000 ports. */
const MAX_LISTING = 64 * 1024 * 1024;
/** What a git command's messages may take; more ends it. */
const MAX_MESSAGES = 16 * 1024 * 1024;

/** A git object id: SHA-1, or SHA-256 in a repository that uses it. */
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** A tree id as a versions file holds it (vcpkg's is_git_sha). */
const TREE_ID = /^[0-9a-f]{40}$/;

/**
 * The tree id of each folder directly in `portsDir` (absolute) as git would commit the working
 * tree, uncommitted edits included, exactly as vcpkg computes it. `root` is the registry's folder.
 * Folder name → 40-hex tree id. Not ok (with a one-line message naming the folder and what was
 * expected) when root is not in a git work tree, git is missing, or git fails.
 *
 * As vcpkg (VcpkgPaths::get_builtin_ports_directory_trees): a copy of the repository's index,
 * `git add -A .` in the ports folder with `GIT_INDEX_FILE` naming the copy, `git write-tree`,
 * `git ls-tree -z` of the ports folder in that tree. So `.gitignore` (files already tracked stay,
 * as in a commit), `.gitattributes` (eol and text conversion, filters), file modes, links and
 * `core.autocrlf=false` count as git counts them: four git processes, however many ports, one
 * after the other while the caller's own work goes on (git runs in the background).
 *
 * - The copy lives in a new private folder of the system's temporary folder, removed afterwards,
 *   also on failure; vcpkg puts it beside the index, under `.git`. A folder of our own cannot
 *   meet another run's copy or its `index.lock`, and a run that is killed leaves nothing in the
 *   user's repository. The user's index is only read. The copy keeps the index's time, which
 *   vcpkg's does not: with a newer copy git trusts what it noted of a file edited in the second
 *   the index was written, and vcpkg then hashes that port as it was before the edit.
 * - `git add` writes the blobs of new and changed files into the repository's objects, and
 *   `git write-tree` the trees, as vcpkg does: so a tree id computed here can be read back from
 *   the repository (`--deep` before the commit, as `x-ci-verify-versions --verify-git-trees`).
 *   Git's own `gc` prunes them if they are never committed.
 * - A repository with no index yet (nothing ever added) starts from an empty index, which is
 *   what such a repository's index holds; vcpkg fails there.
 * - `portsDir` may be a link and may lie below the top of the work tree: git runs in its real
 *   path, so the ids are those of the folder git sees there.
 * - Only folders have a tree: an empty folder (git keeps no empty tree), a folder whose files are
 *   all ignored, a port folder that is a link (git stores the link) or a submodule (git stores a
 *   commit) has no entry, and neither has a file directly in `portsDir`.
 */
export async function portTreeIds(
  root: string,
  portsDir: string,
): Promise<GitResult<Map<string, string>>> {
  const shown = shownFolder(root, portsDir);
  const located = await locatePorts(portsDir, shown);
  if (!located.ok) return located;
  const { folder, index } = located.value;
  let scratch: string;
  try {
    scratch = mkdtempSync(path.join(tmpdir(), 'manifest-check-index-'));
  } catch (error) {
    return fail(
      `${shown}: expected a temporary folder for git's index (${describeFsError(error)})`,
    );
  }
  try {
    const copy = path.join(scratch, 'index');
    try {
      copyFileSync(index, copy);
      keepTime(index, copy);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        return fail(`${shown}: expected to read git's index (${describeFsError(error)})`);
    }
    const env = environmentWithoutRepository({ GIT_INDEX_FILE: copy });
    const added = await gitInBackground(folder, ADD, { env, maxBuffer: MAX_MESSAGES });
    if (!added.ok) return fail(`${shown}: expected git to add the ports folder (${added.reason})`);
    const written = await gitInBackground(folder, ['write-tree'], { env, maxBuffer: MAX_MESSAGES });
    if (!written.ok) return fail(`${shown}: expected git to write a tree (${written.reason})`);
    const tree = written.stdout.toString('latin1').trim();
    if (!OBJECT_ID.test(tree))
      return fail(`${shown}: expected git write-tree to print a tree id, not ${quoted(tree)}`);
    const listed = await gitInBackground(folder, ['ls-tree', '-z', tree], {
      env,
      maxBuffer: MAX_LISTING,
    });
    if (!listed.ok) return fail(`${shown}: expected git to list the ports (${listed.reason})`);
    return parseListing(listed.stdout, shown);
  } finally {
    removeQuietly(scratch);
  }
}

/**
 * Gives `copy` the time of `index`, rounded down to the microsecond before. Git trusts the stat
 * data it kept for a file only when the file is older than the index ("racily clean" otherwise,
 * git's racy-git.txt): a copy made later would hide an edit made in the second the index was
 * written that kept the file's size. An older copy only makes git read more files again.
 */
function keepTime(index: string, copy: string): void {
  const { atimeNs, mtimeNs } = statSync(index, { bigint: true });
  const seconds = (ns: bigint) => Number(ns / 1000n - 1n) / 1e6;
  utimesSync(copy, seconds(atimeNs), seconds(mtimeNs));
}

/**
 * `git add -A .`: every change below the folder, additions, edits and deletions, as vcpkg runs
 * it. `core.safecrlf=false`: a file that `text=auto` converts is hashed converted, without the
 * warning for each (or, with the user's `core.safecrlf=true`, the failure) that `git add` gives;
 * `core.splitIndex=false`: the copy is written whole, with no shared index beside it.
 */
const ADD = [
  '-c',
  'core.safecrlf=false',
  '-c',
  'core.splitIndex=false',
  '-c',
  'advice.addEmbeddedRepo=false',
  'add',
  '-A',
  '--',
  '.',
];

/** The real path of the ports folder, and where its repository keeps the index. */
async function locatePorts(
  portsDir: string,
  shown: string,
): Promise<GitResult<{ folder: string; index: string }>> {
  const real = realPath(portsDir);
  if (!real.ok) return fail(`${shown}: expected the ports folder (${real.reason})`);
  const folder = real.path;
  try {
    if (!statSync(folder).isDirectory()) return fail(`${shown}: expected a folder, found a file`);
  } catch (error) {
    return fail(`${shown}: expected the ports folder (${describeFsError(error)})`);
  }
  const parsed = await gitInBackground(
    folder,
    ['rev-parse', '--is-inside-work-tree', '--git-path', 'index'],
    { env: environmentWithoutRepository(), maxBuffer: MAX_MESSAGES },
  );
  if (!parsed.ok) return fail(`${shown}: expected a folder in a git work tree (${parsed.reason})`);
  const lines = parsed.stdout.toString('utf8').split('\n');
  if (lines[0] === 'false')
    return fail(`${shown}: expected a folder in a git work tree, not in a .git folder`);
  if (lines[0] !== 'true' || lines.length !== 3 || lines[1] === '' || lines[2] !== '')
    return fail(`${shown}: expected git rev-parse to print where the index is`);
  return { ok: true, value: { folder, index: path.resolve(folder, lines[1] as string) } };
}

/** `<mode> <type> <id>\t<name>\0`, repeated: the trees by name. */
function parseListing(listing: Buffer, shown: string): GitResult<Map<string, string>> {
  const trees = new Map<string, string>();
  for (let start = 0; start < listing.length;) {
    let end = listing.indexOf(0, start);
    if (end === -1) end = listing.length;
    const tab = listing.indexOf(9, start);
    const fields = tab === -1 || tab > end ? [] : listing.toString('latin1', start, tab).split(' ');
    const [, type, id] = fields;
    if (fields.length !== 3 || id === undefined || !OBJECT_ID.test(id))
      return fail(
        `${shown}: expected git ls-tree to list entries, not ${quoted(listing.toString('utf8', start, end))}`,
      );
    if (type === 'tree') {
      const name = listing.toString('utf8', tab + 1, end);
      if (trees.has(name))
        return fail(
          `${shown}: expected folder names git tells apart in UTF-8, found two named ${quoted(name)}`,
        );
      trees.set(name, id);
    }
    start = end + 1;
  }
  return { ok: true, value: trees };
}

/**
 * For `--deep`: for each tree id, the port manifest it holds — `vcpkg.json`, else `CONTROL` — or
 * null when the repository has no such tree (or it holds neither).
 *
 * Two git processes for all ids, never one per id: `git cat-file --batch-check` finds each tree
 * and the size of each manifest, then `git cat-file --batch` reads the manifests chosen, so no
 * output is read unbounded. Not ok, before git runs, for an id that is not 40 hex digits (no id
 * can be an option); not ok, naming the tree, for a manifest over 1 MiB
 * ({@link MAX_TREE_MANIFEST_SIZE}), or when all of them together pass
 * {@link MAX_TREE_MANIFESTS_TOTAL}. An id that names a commit or a blob is no tree: null.
 */
export function readTreeManifests(
  root: string,
  treeIds: readonly string[],
): GitResult<Map<string, TreeManifest | null>> {
  for (const id of treeIds)
    if (!TREE_ID.test(id))
      return fail(
        `git tree ${quoted(cutQuoted(id))}: expected a git tree id, 40 hex digits 0-9 a-f`,
      );
  const manifests = new Map<string, TreeManifest | null>();
  const ids = [...new Set(treeIds)];
  if (ids.length === 0) return { ok: true, value: manifests };
  const shown = shownFolder(root, root);
  const real = realPath(root);
  if (!real.ok) return fail(`${shown}: expected the registry's folder (${real.reason})`);
  const env = environmentWithoutRepository();

  const request = ids.map((id) => `${id}\n${id}:vcpkg.json\n${id}:CONTROL\n`).join('');
  const checked = git(
    real.path,
    ['cat-file', '--batch-check=%(objectname) %(objecttype) %(objectsize)'],
    { env, input: request, maxBuffer: ids.length * 3 * 128 + MAX_MESSAGES },
  );
  if (!checked.ok) return fail(`${shown}: expected git to find the trees (${checked.reason})`);
  const lines = checked.stdout.toString('latin1').split('\n');
  if (lines.length !== ids.length * 3 + 1 || lines.at(-1) !== '')
    return fail(`${shown}: expected git cat-file to answer each tree id`);

  const chosen: { id: string; file: TreeManifest['file']; blob: string; size: number }[] = [];
  let total = 0;
  for (const [index, id] of ids.entries()) {
    const [tree, json, control] = [0, 1, 2].map((line) => found(lines[index * 3 + line] ?? ''));
    if (tree === undefined || json === undefined || control === undefined)
      return fail(`${shown}: expected git cat-file to answer for git tree ${id}`);
    const manifest =
      tree?.type !== 'tree'
        ? null
        : json?.type === 'blob'
          ? { file: 'vcpkg.json' as const, ...json }
          : control?.type === 'blob'
            ? { file: 'CONTROL' as const, ...control }
            : null;
    if (manifest === null) {
      manifests.set(id, null);
      continue;
    }
    if (manifest.size > MAX_TREE_MANIFEST_SIZE)
      return fail(
        `git tree ${id}: expected a ${manifest.file} of at most ${formatFileSize(MAX_TREE_MANIFEST_SIZE)} (${withThousands(MAX_TREE_MANIFEST_SIZE)} bytes), found ${withThousands(manifest.size)} bytes`,
      );
    total += manifest.size;
    if (total > MAX_TREE_MANIFESTS_TOTAL)
      return fail(
        `${shown}: expected the port manifests of ${ids.length} git trees to take at most ${formatFileSize(MAX_TREE_MANIFESTS_TOTAL)}`,
      );
    chosen.push({ id, file: manifest.file, blob: manifest.id, size: manifest.size });
  }
  if (chosen.length === 0) return { ok: true, value: manifests };

  const blobs = [...new Set(chosen.map(({ blob }) => blob))];
  const read = git(real.path, ['cat-file', '--batch'], {
    env,
    input: blobs.map((blob) => `${blob}\n`).join(''),
    maxBuffer: total + blobs.length * 128 + MAX_MESSAGES,
  });
  if (!read.ok) return fail(`${shown}: expected git to read the port manifests (${read.reason})`);
  const parsed = parseCatFileBatch(
    read.stdout,
    blobs.map((object) => ({ object })),
  );
  if (!parsed.ok || parsed.used !== read.stdout.length)
    return fail(`${shown}: expected git cat-file to print each port manifest`);
  const contents = new Map(blobs.map((blob, index) => [blob, parsed.blobs[index] as Uint8Array]));
  for (const { id, file, blob } of chosen)
    manifests.set(id, { file, bytes: contents.get(blob) as Uint8Array });
  return { ok: true, value: manifests };
}

/**
 * One line of `--batch-check`: the object found, null when missing (`<name> missing`, or any
 * other answer git gives for a name it cannot show), undefined when it is no answer at all.
 */
function found(line: string): { id: string; type: string; size: number } | null | undefined {
  const fields = line.split(' ');
  if (
    fields.length === 3 &&
    OBJECT_ID.test(fields[0] as string) &&
    /^\d+$/.test(fields[2] as string)
  )
    return { id: fields[0] as string, type: fields[1] as string, size: Number(fields[2]) };
  return fields.length === 2 && /^[a-z]+$/.test(fields[1] as string) ? null : undefined;
}

/** git as vcpkg-tool runs every git command (src/vcpkg/base/git.cpp): `core.autocrlf=false`. */
function git(
  cwd: string,
  args: readonly string[],
  options: { env: NodeJS.ProcessEnv; input?: string; maxBuffer: number },
) {
  return runGit(cwd, [...VCPKG_GIT_SETTINGS, ...args], options);
}

/** {@link git}, in the background. */
function gitInBackground(
  cwd: string,
  args: readonly string[],
  options: { env: NodeJS.ProcessEnv; maxBuffer: number },
) {
  return runGitInBackground(cwd, [...VCPKG_GIT_SETTINGS, ...args], options);
}

const VCPKG_GIT_SETTINGS = ['-c', 'core.autocrlf=false'];

/** `folder` relative to `root` when inside it (`.` for root itself), else as given. */
function shownFolder(root: string, folder: string): string {
  const relative = path.relative(root, folder);
  const shown =
    relative === ''
      ? '.'
      : relative.startsWith('..') || path.isAbsolute(relative)
        ? folder
        : relative;
  return CONTROL_CHARACTER.test(shown) || shown.includes('"') ? jsonQuoted(shown) : shown;
}

/** Removes our own temporary folder; one that cannot be removed changes no result. */
function removeQuietly(folder: string): void {
  try {
    rmSync(folder, { recursive: true, force: true });
  } catch {
    // Left in the system's temporary folder, which the system empties.
  }
}

/** A value git printed, quoted on one line. */
function quoted(text: string): string {
  return jsonQuoted(cutQuoted(text));
}

function fail(message: string): { ok: false; message: string } {
  return { ok: false, message };
}
