import { Readable } from 'node:stream';
import packageJson from '../../package.json' with { type: 'json' };
import { runCli } from '../../src/cli/run.js';

/** What a command line did. */
export interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** The user agent the request command sends. */
export const USER_AGENT = `manifest-check/${packageJson.version}`;

/** Runs a command line with a fake terminal: `stdin` as standard input, coloured if asked. */
export async function cli(args: string[], { stdin = '', color = false } = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const status = await runCli(args, {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    readStdin: () => Promise.resolve(stdin),
    stdinStream: () => Readable.from([Buffer.from(stdin)]),
    color,
  });
  return { status, stdout, stderr };
}

/** Runs a command line in `directory`, as pre-commit runs a hook in the repository's root. */
export async function cliIn(directory: string, args: string[]): Promise<Run> {
  const before = process.cwd();
  process.chdir(directory);
  try {
    return await cli(args);
  } finally {
    process.chdir(before);
  }
}
