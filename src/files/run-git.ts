/**
 * The one way src/files runs git: an argument array (never a shell), in the folder it is about,
 * without the variables that would point git at another repository (unless the caller gives its
 * own environment), stdout as bytes, and a failure told in one line (git's first line of standard
 * error, or what stopped it). Synchronously (runGit), or while the caller goes on with other work
 * (runGitInBackground). And the one reader of `git cat-file --batch`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { escapeShownControls } from '../util/control-characters.js';
import { cutShort } from '../util/cut-short.js';
import { formatFileSize } from './file-size.js';
import { describeFsError } from './fs-errors.js';
import { environmentWithoutRepository } from './git-environment.js';

export type GitRun =
  { ok: true; stdout: Buffer } | { ok: false; reason: string; missingGit?: true };

/**
 * git with `args` in `cwd`: what it printed, or why it failed, in one line (`git <command>: …`,
 * the command being the first argument that is neither an option nor a `-c` setting). Output past
 * `maxBuffer` ends git and fails; `missingGit` says git could not be started at all. `env`
 * defaults to this process's without the variables that tie git to one repository.
 */
export function runGit(
  cwd: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; input?: string; maxBuffer: number },
): GitRun {
  const result = spawnSync('git', args, {
    cwd,
    env: options.env ?? environmentWithoutRepository(),
    input: options.input,
    maxBuffer: options.maxBuffer,
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    windowsHide: true,
  });
  return gitRunOf(args, options.maxBuffer, result);
}

/**
 * runGit without waiting: git runs while this process goes on, and the promise (which never
 * rejects) gives what runGit would have given, output limits and words alike. Its standard input
 * is closed: nothing is written to it.
 */
export function runGitInBackground(
  cwd: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; maxBuffer: number },
): Promise<GitRun> {
  return new Promise((resolve) => {
    const child = spawn('git', args, {
      cwd,
      env: options.env ?? environmentWithoutRepository(),
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const kept = {
      stdout: { chunks: [] as Buffer[], bytes: 0 },
      stderr: { chunks: [] as Buffer[], bytes: 0 },
    };
    let error: NodeJS.ErrnoException | undefined;
    const collect = (stream: keyof typeof kept) => (chunk: Buffer) => {
      if (error !== undefined) return;
      const output = kept[stream];
      output.bytes += chunk.length;
      if (output.bytes > options.maxBuffer) {
        // As spawnSync ends a command that prints more than maxBuffer.
        error = Object.assign(new Error(`${stream} past maxBuffer`), { code: 'ENOBUFS' });
        child.kill();
        return;
      }
      output.chunks.push(chunk);
    };
    child.stdout.on('data', collect('stdout'));
    child.stderr.on('data', collect('stderr'));
    child.on('error', (failure) => {
      error ??= failure;
    });
    // After 'error' too: a git that could not start closes with no status.
    child.on('close', (status, signal) => {
      resolve(
        gitRunOf(args, options.maxBuffer, {
          error,
          status,
          signal,
          stdout: Buffer.concat(kept.stdout.chunks),
          stderr: Buffer.concat(kept.stderr.chunks),
        }),
      );
    });
  });
}

/** What a git process gave, as a GitRun: its output, or why it failed in one line. */
function gitRunOf(
  args: readonly string[],
  maxBuffer: number,
  result: {
    error?: Error | undefined;
    status: number | null;
    signal: NodeJS.Signals | null;
    stdout: Buffer;
    stderr: Buffer;
  },
): GitRun {
  const command = `git ${args.find((arg) => !arg.startsWith('-') && !arg.includes('=')) ?? ''}`;
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      return { ok: false, reason: 'git is not installed or not on the PATH', missingGit: true };
    if (code === 'ENOBUFS')
      return {
        ok: false,
        reason: `${command} printed more than ${formatFileSize(maxBuffer)}`,
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

/** A blob asked of `git cat-file --batch`: its id, and its size when the caller knows it. */
export interface BatchAsk {
  object: string;
  size?: number;
}

/**
 * `git cat-file --batch`'s output (`<id> blob <size>\n<bytes>\n` for each blob asked, in order)
 * cut into the blobs' bytes (views of `output`, not copies), and `used`, the bytes read. Else
 * which answer is not a blob asked and why: `ended` (no answer), `missing` (git has no such
 * object), `answered` (another object, not a blob, or another size; `header` is its line),
 * `inside` (the output ends inside the blob, or no newline follows it).
 */
export function parseCatFileBatch(
  output: Buffer,
  asked: readonly BatchAsk[],
):
  | { ok: true; blobs: Buffer[]; used: number }
  | { ok: false; index: number; why: 'ended' | 'missing' | 'answered' | 'inside'; header: string } {
  const blobs: Buffer[] = [];
  let at = 0;
  for (const [index, { object, size: expected }] of asked.entries()) {
    const newline = output.indexOf(10, at);
    if (newline === -1) return { ok: false, index, why: 'ended', header: '' };
    const header = output.toString('latin1', at, newline);
    const [id, type, size = ''] = header.split(' ');
    const fail = (why: 'missing' | 'answered' | 'inside') =>
      ({ ok: false, index, why, header }) as const;
    if (id !== object) return fail('answered');
    if (type === 'missing') return fail('missing');
    if (type !== 'blob' || !/^\d+$/.test(size)) return fail('answered');
    if (expected !== undefined && Number(size) !== expected) return fail('answered');
    const start = newline + 1;
    const end = start + Number(size);
    if (output[end] !== 10) return fail('inside');
    blobs.push(output.subarray(start, end));
    at = end + 1;
  }
  return { ok: true, blobs, used: at };
}
