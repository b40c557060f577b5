/**
 * The one way src/files runs git synchronously: an argument array (never a shell), stdout as
 * bytes, and a failure told in one line (git's first line of standard error, or what stopped it).
 */
import { spawnSync } from 'node:child_process';
import { escapeShownControls } from '../util/control-characters.js';
import { cutShort } from '../util/cut-short.js';
import { formatFileSize } from './file-size.js';
import { describeFsError } from './fs-errors.js';

export type GitRun = { ok: true; stdout: Buffer } | { ok: false; reason: string };

/** git with `args` in `cwd`: what it printed, or why it failed, in one line. */
export function git(
  cwd: string,
  args: readonly string[],
  options: { env: NodeJS.ProcessEnv; input?: string; maxBuffer: number },
): GitRun {
  const result = spawnSync('git', ['-c', 'core.autocrlf=false', ...args], {
    cwd,
    env: options.env,
    input: options.input,
    maxBuffer: options.maxBuffer,
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    windowsHide: true,
  });
  const command = `git ${args.find((arg) => !arg.startsWith('-') && !arg.includes('=')) ?? ''}`;
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: false, reason: 'git is not installed or not on the PATH' };
    if (code === 'ENOBUFS')
      return {
        ok: false,
        reason: `${command} printed more than ${formatFileSize(options.maxBuffer)}`,
      };
    return { ok: false, reason: `${command}: ${describeFsError(result.error)}` };
  }
  if (result.status !== 0) {
    const said = firstLine(result.stderr.toString('utf8'));
    const ended = result.signal ? `was ended by ${result.signal}` : `exited with ${result.status}`;
    return { ok: false, reason: said ? `${command}: ${said}` : `${command} ${ended}` };
  }
  return { ok: true, stdout: result.stdout };
}

/** The first line git said that is not blank, cut short, its controls escaped. */
function firstLine(text: string): string {
  const line = text.split('\n').find((each) => each.trim() !== '') ?? '';
  return escapeShownControls(cutShort(line.trim(), 200));
}
