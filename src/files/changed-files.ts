import { existsSync } from 'node:fs';
import path from 'node:path';
import { lstatQuietly, realPath } from './fs-errors.js';
import { environmentWithoutRepository } from './git-environment.js';
import { runGit } from './run-git.js';

export type ChangedFiles =
  | {
      ok: true;
      files: Set<string>;
      /** Files the pull request deletes (a rename deletes its old path): what was read with them changes. */
      deleted: Set<string>;
      /** Submodules whose own changes could not be listed: every file below each counts. */
      submodules: WholeSubmodule[];
    }
  | { ok: false; reason: string };

/** A submodule the pull request adds or moves, whose files all count as changed. */
export interface WholeSubmodule {
  /** POSIX path relative to the directory asked about. */
  path: string;
  /** Why, for the log: `the pull request adds the submodule sub`. */
  reason: string;
  /** True when its changes could not be told (a fallback), false when all its files are new. */
  uncompared: boolean;
}

/** A gitlink's mode: an entry that is a submodule's commit. */
const GITLINK = '160000';
const COMMIT_ID = /^[0-9a-f]{7,64}$/i;

/**
 * Files added, copied, modified, renamed or changed in type between the merge base of `base` and
 * `head`, and apart the files deleted, relative to `directory` (which may sit below the root). A
 * moved submodule checked out with both commits adds its own changes (nested ones too); one added,
 * or without its commits, is listed whole. Fails softly: a shallow clone may lack the base.
 */
export function changedFiles(directory: string, base: string, head: string): Promise<ChangedFiles> {
  // git runs synchronously here, as in every git reader (runGit); the Action's search awaits this.
  return Promise.resolve(listChanged(directory, base, head));
}

function listChanged(directory: string, base: string, head: string): ChangedFiles {
  if (!COMMIT_ID.test(base) || !COMMIT_ID.test(head))
    return { ok: false, reason: `the event's base and head are not commit ids (${base}, ${head})` };
  const top = diffEntries(directory, [`${base}...${head}`, '--relative']);
  if (!top.ok) return top;
  const files = new Set<string>();
  const deleted = new Set<string>();
  const submodules: WholeSubmodule[] = [];
  const pending = [{ prefix: '', entries: top.entries, directory }];
  while (pending.length > 0) {
    const { prefix, entries, directory: inside } = pending.pop() as (typeof pending)[number];
    for (const entry of entries) {
      const shown = prefix + entry.path;
      if (entry.status === 'D') deleted.add(shown);
      else if (entry.newMode !== GITLINK) files.add(shown);
      else if (entry.oldMode === GITLINK) {
        const moved = movedSubmodule(path.join(inside, entry.path), shown, entry);
        if ('reason' in moved) submodules.push(moved);
        else pending.push({ prefix: `${shown}/`, ...moved });
      } else {
        // Every file of a submodule the pull request adds is new: all of them are its change.
        const reason =
          entry.status === 'A'
            ? `the pull request adds the submodule ${shown}`
            : `the pull request makes ${shown} a submodule`;
        submodules.push({ path: shown, reason, uncompared: false });
      }
    }
  }
  return { ok: true, files, deleted, submodules };
}

/** Which of `files` lie below one of `submodules`, and how many below each. */
export function filesBelowSubmodules(
  files: readonly string[],
  submodules: readonly WholeSubmodule[],
) {
  const counts = new Map(submodules.map((submodule) => [submodule.path, 0]));
  const below = new Set<string>();
  if (counts.size > 0)
    for (const file of files)
      for (let end = file.indexOf('/'); end !== -1; end = file.indexOf('/', end + 1)) {
        const count = counts.get(file.slice(0, end));
        if (count === undefined) continue;
        counts.set(file.slice(0, end), count + 1);
        below.add(file);
        break;
      }
  return { has: (file: string) => below.has(file), count: (at: string) => counts.get(at) ?? 0 };
}

/** One line of `git diff --raw`: an entry's modes, commits or blobs, status and path. */
interface DiffEntry {
  oldMode: string;
  newMode: string;
  oldId: string;
  newId: string;
  status: string;
  path: string;
}

/**
 * The entries git lists for `range` in `directory` (in this process's environment unless `env`
 * is given), or why not in git's own first line, as the warning quotes it (runGit's reason less
 * its `git diff: `). Renames are an addition and a deletion, so each entry has one path;
 * `--ignore-submodules=none` overrides an `ignore` that a pull request may set in `.gitmodules`
 * to hide a submodule it moves.
 */
function diffEntries(
  directory: string,
  range: string[],
  env: NodeJS.ProcessEnv = process.env,
): { ok: true; entries: DiffEntry[] } | { ok: false; reason: string } {
  const listed = runGit(
    directory,
    [
      '-c',
      'core.quotePath=off',
      'diff',
      '--raw',
      '-z',
      '--no-abbrev',
      '--no-renames',
      '--ignore-submodules=none',
      '--diff-filter=ACDMRT',
      ...range,
    ],
    { env, maxBuffer: 64 * 1024 * 1024 },
  );
  if (!listed.ok) return { ok: false, reason: listed.reason.replace(/^git diff: /, '') };
  return { ok: true, entries: parseRaw(listed.stdout.toString('utf8')) };
}

/** `:100644 100644 <id> <id> M\0path\0`, repeated. */
function parseRaw(stdout: string): DiffEntry[] {
  const fields = stdout.split('\0');
  const entries: DiffEntry[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const [oldMode = '', newMode = '', oldId = '', newId = '', status = ''] = (fields[index] ?? '')
      .slice(1)
      .split(' ');
    entries.push({ oldMode, newMode, oldId, newId, status, path: fields[index + 1] ?? '' });
  }
  return entries;
}

/**
 * What changed inside the submodule at `where` (shown as `shown`) between its old and new
 * commits, or why all of it counts. Git runs there only when it is a checked-out submodule: a
 * real directory with its own `.git`, never a link, and git may not look above it.
 */
function movedSubmodule(
  where: string,
  shown: string,
  { oldId, newId }: DiffEntry,
): { entries: DiffEntry[]; directory: string } | WholeSubmodule {
  const moved = `the submodule ${shown} moved from ${oldId.slice(0, 7)} to ${newId.slice(0, 7)}`;
  const whole = (why: string): WholeSubmodule => ({
    path: shown,
    reason: `${moved} ${why}`,
    uncompared: true,
  });
  const checkedOut =
    lstatQuietly(where)?.isDirectory() === true && existsSync(path.join(where, '.git'));
  const resolved = checkedOut ? realPath(where) : undefined;
  if (!resolved?.ok) return whole('and is not checked out');
  const real = resolved.path;
  // Without the variables that tie git to one repository (which git itself clears for a
  // submodule), and not looking above the submodule for one.
  const env = environmentWithoutRepository({ GIT_CEILING_DIRECTORIES: path.dirname(real) });
  const diff = diffEntries(real, [oldId, newId], env);
  if (diff.ok) return { entries: diff.entries, directory: real };
  for (const id of [oldId, newId])
    if (!runGit(real, ['cat-file', '-e', `${id}^{commit}`], { env, maxBuffer: 64 * 1024 }).ok)
      return whole(`and its commit ${id.slice(0, 7)} is not fetched`);
  return whole(`and cannot be compared (${diff.reason})`);
}
