import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The outcome of asking git what a pull request changed. */
export type ChangedFiles = { ok: true; files: Set<string> } | { ok: false; reason: string };

/**
 * Files added, copied, modified, renamed or changed in type (a file made a link) between the
 * merge base of `base` and `head`, as POSIX
 * paths relative to `directory` (a checkout may sit below the repository's root). Fails softly:
 * a shallow clone may lack the base.
 */
export async function changedFiles(
  directory: string,
  base: string,
  head: string,
): Promise<ChangedFiles> {
  if (!/^[0-9a-f]{7,64}$/i.test(base) || !/^[0-9a-f]{7,64}$/i.test(head))
    return { ok: false, reason: `the event's base and head are not commit ids (${base}, ${head})` };
  try {
    const { stdout } = await run(
      'git',
      [
        '-c',
        'core.quotePath=off',
        'diff',
        '--relative',
        '--name-only',
        '-z',
        '--diff-filter=ACMRT',
        `${base}...${head}`,
      ],
      { cwd: directory, maxBuffer: 64 * 1024 * 1024 },
    );
    return { ok: true, files: new Set(stdout.split('\0').filter(Boolean)) };
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim().split('\n')[0];
    return { ok: false, reason: stderr || (error as Error).message };
  }
}
