// The programs the release runs (git, gh, the build), each returning what happened as a value.
import { spawnSync } from 'node:child_process';

/**
 * Runs `program` with `args` in the current directory and returns its exit status and output.
 * `status` is null when the program could not be started; `missing` says it was not found.
 */
export function run(program, args) {
  const result = spawnSync(program, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return {
    status: result.status,
    missing: result.error?.code === 'ENOENT',
    stdout: result.stdout ?? '',
    stderr: result.stderr ?? '',
  };
}

/** git's output, trimmed, or undefined when git failed. */
export function gitOutput(...args) {
  const result = run('git', args);
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The first line of a program's complaint, to quote in one line. */
export function firstLine(text) {
  return text.trim().split('\n')[0] ?? '';
}

/** Runs a shell command line (the build), its output shown as it comes; returns its exit status. */
export function runShell(commandLine) {
  return spawnSync(commandLine, { shell: true, stdio: ['ignore', 'inherit', 'inherit'] }).status;
}

/**
 * `git status --porcelain` entries (`M dist/index.js`) under `paths` (all of the tree when none),
 * untracked files included: an empty list is a clean tree.
 */
export function changedFiles(...paths) {
  const status = gitOutput('status', '--porcelain', '--untracked-files=all', '--', ...paths);
  if (status === undefined) return undefined;
  return status === '' ? [] : status.split('\n').map((line) => line.trim());
}

/** At most three entries of a list, then how many more: `M a, M b, M c and 4 more`. */
export function listSome(entries) {
  const shown = entries.slice(0, 3).join(', ');
  return entries.length > 3 ? `${shown} and ${entries.length - 3} more` : shown;
}
