/**
 * A workspace of hostile manifests, and the Action and the CLI run on it the way a runner runs
 * them: keys, values, file and directory names that try to start workflow commands, get past
 * their escaping, or put HTML into the job summary.
 */
import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from '../../src/action.js';
import { makeTempDir } from './temp-dir.js';

/** What every injected command names first, so a line that starts with file text is told apart. */
export const MARKER = 'pwned';

/** Workflow commands a file could try to issue. */
export const INJECTED_COMMANDS: readonly string[] = [
  `::error::${MARKER}`,
  `::warning file=${MARKER}.txt,line=1::${MARKER}`,
  `::notice::${MARKER}`,
  `::add-mask::${MARKER}`,
  `::debug::${MARKER}`,
  `::group::${MARKER}`,
  `::set-output name=${MARKER}::${MARKER}`,
  `::set-env name=${MARKER}::1`,
  `::stop-commands::${MARKER}`,
  // What resumes commands stopped with a guessed token.
  `::${MARKER}::`,
  // The older form, which the runner reads anywhere in a line, not only at its start.
  `x##[error file=README.md;line=1;title=Approved]${MARKER}`,
  `##[warning]${MARKER}`,
  `##[stop-commands]${MARKER}`,
  `##[set-output name=${MARKER};]${MARKER}`,
  `##[add-mask]${MARKER}`,
];

/**
 * What could put a command at the start of a line: the runner reads lines split at CR and LF and
 * trims white space before a command; and what could get past the escaping of `%`, CR and LF.
 */
export const LINE_STARTS: readonly string[] = [
  '\n',
  '\r',
  '\r\n',
  '%0A',
  '%0D',
  '%25',
  ' ',
  '\t',
  '\v',
  '\f',
  '\u001c',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\u3000',
  '',
];

/** Text a job summary must show as text, never as HTML or Markdown. */
export const MARKUP: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '`code` **bold** _em_ ~~gone~~ $x$',
  '| a | b |',
  '&lt;b&gt; \\<b>',
  '<!-- open comment',
  '\n\n# heading\n\n<details open>',
];

/** Every hostile text: each command after each line start, then the markup. */
export const HOSTILE_TEXTS: readonly string[] = [
  ...LINE_STARTS.flatMap((start) => INJECTED_COMMANDS.map((command) => start + command)),
  ...MARKUP,
];

/** A workspace of hostile manifests. */
export interface HostileWorkspace {
  root: string;
  /** Every file written, relative to the root. */
  files: string[];
}

/**
 * For each hostile text, a directory named by it holding a `vcpkg.json` with the text in keys
 * and values, and a file named by it with `.json` that is not JSON and has the text raw.
 */
export function createHostileWorkspace(): HostileWorkspace {
  const root = makeTempDir('hostile');
  const files: string[] = [];
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
    files.push(file);
  };
  for (const text of HOSTILE_TEXTS) {
    // A slash cannot be in a file name; a division slash looks the same.
    const name = text.replaceAll('/', '\u2215');
    write(path.join(name, 'vcpkg.json'), hostileManifest(text));
    write(`${name}.json`, `{\n  "name": "${text}",\n  ${text}: 1\n}\n`);
  }
  return { root, files };
}

/** JSON with `text` where checks quote keys and values back: names, licenses, platforms, keys. */
function hostileManifest(text: string): string {
  const members: [string, unknown][] = [
    ['name', `x${text}`],
    ['version', text],
    ['license', text],
    ['supports', text],
    ['dependencies', [text, { name: text, platform: text, features: [text] }]],
    ['default-features', [text]],
    ['features', { [text]: { description: text, supports: text } }],
    ['overrides', [{ name: text, version: text }]],
    [text, text],
    [`$${text}`, text],
    [text, 'a duplicate key'],
  ];
  const lines = members.map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** What a run printed and wrote. */
export interface ToolRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** What an Action step printed and wrote: its outputs and job summary too. */
export interface StepRun extends ToolRun {
  outputs: Record<string, string>;
  summary: string;
}

/** The runner's files and variables for one step with these inputs. */
function stepEnvironment(inputs: Record<string, string>, workspace: string) {
  const runner = makeTempDir('runner');
  const files = { output: path.join(runner, 'output'), summary: path.join(runner, 'summary.md') };
  const event = path.join(runner, 'event.json');
  for (const file of [files.output, files.summary]) writeFileSync(file, '');
  writeFileSync(event, '{}');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: event,
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    GITHUB_API_URL: 'https://api.github.com',
    RUNNER_TEMP: runner,
  };
  for (const [name, value] of Object.entries(inputs))
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  const written = () => ({
    outputs: readOutputs(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
  });
  return { env, written };
}

/** Runs the committed bundle, dist/index.js, as a step with these inputs in `workspace`. */
export function runActionBundle(inputs: Record<string, string>, workspace: string): StepRun {
  const { env, written } = stepEnvironment(inputs, workspace);
  const child = spawnSync(process.execPath, [path.resolve('dist/index.js')], {
    cwd: workspace,
    env,
    encoding: 'utf8',
  });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr, ...written() };
}

/**
 * Runs src/action.ts in this process with the real @actions/core, as a step: for what the
 * sources do before dist/ is rebuilt from them. Standard error is not captured.
 */
export async function runActionSources(
  inputs: Record<string, string>,
  workspace: string,
): Promise<StepRun> {
  const { env, written } = stepEnvironment(inputs, workspace);
  const saved = { env: process.env, exitCode: process.exitCode };
  let stdout = '';
  process.env = env;
  const write = jest
    .spyOn(process.stdout, 'write')
    .mockImplementation((chunk: string | Uint8Array) => {
      stdout += String(chunk);
      return true;
    });
  try {
    await run();
    return { status: process.exitCode === 1 ? 1 : 0, stdout, stderr: '', ...written() };
  } finally {
    process.env = saved.env;
    write.mockRestore();
    process.exitCode = saved.exitCode;
  }
}

/** Runs the committed CLI bundle (bin/manifest-check.js) in `cwd`, as a user would. */
export function runCliBundle(args: string[], cwd: string): ToolRun {
  const child = spawnSync(process.execPath, [path.resolve('bin/manifest-check.js'), ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return { status: child.status ?? -1, stdout: child.stdout, stderr: child.stderr };
}

/** `name<<delimiter`, value lines, `delimiter`: the file format of GITHUB_OUTPUT. */
function readOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const [, name, , value] of text.matchAll(pattern)) outputs[name as string] = value as string;
  return outputs;
}
