/**
 * Nothing the CLI prints can be a workflow command, in either form the runner reads: `::name::`
 * at a line's start, and `##[name]` anywhere in a line. The pre-commit hook is the CLI, so this
 * holds for the hook's output in a workflow log too.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { neutraliseCommands } from '../../src/report/workflow-commands.js';
import { githubMock } from '../support/actions-mock.js';
import { runActionSources } from '../support/hostile-workspace.js';
import { cli } from '../support/run-cli.js';
import { makeTempDir } from '../support/temp-dir.js';

// The Action runs with the real @actions/core, so the lines read are those it writes; the pull
// request event is made up.
jest.unstable_mockModule('@actions/github', () => githubMock);

const temporary = makeTempDir('commands');

/** Whether the runner would read a command in `output`: `##[` anywhere, `::` at a line start. */
function hasCommand(output: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what the runner trims
  return output.includes('##[') || /(^|[\r\n])[\s\x1c-\x1f\x85\xa0]*::/.test(output);
}

describe('neutraliseCommands', () => {
  it.each([
    ['x##[error file=README.md;line=1]LGTM', 'x#\\u0023[error file=README.md;line=1]LGTM'],
    ['###[warning]x', '##\\u0023[warning]x'],
    ['a\n::error::x', 'a\n\\u003a:error::x'],
    ['a\r\n \t::error::x', 'a\\u000d\n \t\\u003a:error::x'],
    ['a\r::error::x', 'a\\u000d::error::x'],
    ['::stop-commands::x', '\\u003a:stop-commands::x'],
    ['ends with #', 'ends with \\u0023'],
    ['a::b and #[x] and # and C:: stay', 'a::b and #[x] and # and C:: stay'],
  ])('%j becomes %j', (text, neutral) => {
    expect(neutraliseCommands(text)).toBe(neutral);
    expect(hasCommand(neutraliseCommands(text))).toBe(false);
  });

  it('never leaves a command, and escapes exactly what the four plain replacements do', () => {
    // The replacements in full on every text; neutraliseCommands skips those that cannot match.
    const reference = (text: string) =>
      text
        .replace(
          // eslint-disable-next-line no-control-regex -- control characters are what a terminal runs
          /[\0-\x08\x0b-\x1f\x7f-\x9f]/g,
          (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
        )
        .replaceAll('##[', '#\\u0023[')
        .replace(
          // eslint-disable-next-line no-control-regex -- control characters are what .NET trims
          /(^|[\r\n])([\t\v\f \x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*):(?=:)/g,
          '$1$2\\u003a',
        )
        .replace(/#$/, '\\u0023');
    const piece = fc.constantFrom(
      '#',
      '##',
      '[',
      ':',
      '::',
      ' ',
      '\t',
      '\n',
      '\r',
      '\x1b',
      '\x1c',
      '\x85',
      '\u3000',
      'a',
      '#[',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        expect(neutraliseCommands(text)).toBe(reference(text));
        expect(hasCommand(neutraliseCommands(text))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a JSON document the same document, however it is cut into chunks', () => {
    const value = {
      '##[stop-commands]pause': 'x##[error file=README.md;line=1;title=Approved]LGTM',
      list: ['\n::error::x', '#', '##', '::', 'a#', '#[b'],
    };
    const text = JSON.stringify(value, null, 2);
    for (let cut = 0; cut <= text.length; cut++) {
      const printed = neutraliseCommands(text.slice(0, cut)) + neutraliseCommands(text.slice(cut));
      expect(hasCommand(printed)).toBe(false);
      expect(JSON.parse(printed)).toEqual(value);
    }
  });
});

describe('the CLI prints no command from a manifest, in any format', () => {
  const forged = 'x##[error file=README.md;line=1;title=Approved]LGTM';
  const manifest = JSON.stringify({ name: forged, version: '1', '##[stop-commands]pause': 1 });
  const directory = path.join(temporary, 'ports-##[warning]x');
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, 'vcpkg.json'), manifest);

  it('text: the values and the path are there, each `##[` written as `#\\u0023[`', async () => {
    const run = await cli([directory]);
    expect(run.status).toBe(1);
    expect(hasCommand(run.stdout + run.stderr)).toBe(false);
    const shownPath = JSON.stringify(path.join(directory, 'vcpkg.json')).replace(
      '##[',
      '#\\u0023[',
    );
    expect(run.stdout).toContain(
      `${shownPath}:1:77: error: unknown property "#\\u0023[stop-commands]pause"; expected one of`,
    );
    expect(run.stdout).toContain('"x#\\u0023[error file=README.md;line=1;title=Approved]LGTM"');
  });

  it.each(['json', 'sarif'])(
    '%s: the document parses back to the values as they are',
    async (format) => {
      const run = await cli(['--format', format, directory]);
      expect(hasCommand(run.stdout + run.stderr)).toBe(false);
      const messages = JSON.stringify(JSON.parse(run.stdout));
      expect(messages).toContain('##[stop-commands]pause');
      expect(messages).toContain(forged.replaceAll('"', '\\"'));
    },
  );

  it('an error about a path names it without a command', async () => {
    const run = await cli([path.join(temporary, 'missing-##[error]x')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('missing-#\\u0023[error]x');
    expect(hasCommand(run.stderr)).toBe(false);
  });
});

/** The runner reads output a line at a time, as .NET's ReadLine splits it: at CR, LF or CRLF. */
const RUNNER_LINE_BREAK = /\r\n|\r|\n/;

/**
 * The commands the runner runs for `output`, as `name` or `name file=…`: `::name …::data` at a
 * line's start (after white space), else `##[name …]data` anywhere in the line, none while
 * commands are stopped but the one that resumes them. Stop and resume read as `stop-commands`
 * and `resume`, whatever the token.
 */
function commandsRun(output: string): string[] {
  const commands: string[] = [];
  let stoppedBy: string | undefined;
  for (const line of output.split(RUNNER_LINE_BREAK)) {
    // eslint-disable-next-line no-control-regex -- control characters are what .NET trims
    const text = line.replace(/^[\s\x1c-\x1f\x85\xa0]+/, '');
    const v2 = /^::([^ :]*)( [^:]*)?::(.*)$/.exec(text);
    const v1 = /##\[([^ \]]*)( [^\]]*)?\](.*)$/.exec(line);
    const [, name = '', properties = '', data = ''] = v2 ?? v1 ?? [];
    if (name === '') continue;
    if (stoppedBy !== undefined) {
      if (name !== stoppedBy) continue;
      stoppedBy = undefined;
      commands.push('resume');
      continue;
    }
    if (name === 'stop-commands') stoppedBy = data;
    const file = /(?:^ |,)file=([^,]*)/.exec(properties)?.[1];
    commands.push(file === undefined ? name : `${name} file=${file}`);
  }
  return commands;
}

describe('the Action prints no command from its inputs', () => {
  beforeEach(() => {
    githubMock.context.payload = {};
  });

  /** What the step prints on a workspace with one invalid manifest, with these inputs. */
  async function runStep(inputs: Record<string, string>): Promise<string> {
    const root = makeTempDir('commands-workspace');
    writeFileSync(path.join(root, 'vcpkg.json'), '{"name": "x", "version": "1", "bogus": 1}');
    return (await runActionSources(inputs, root)).stdout;
  }

  /** What the step runs there: stops commands around its problems, annotates one, fails. */
  const OWN_COMMANDS = ['stop-commands', 'resume', 'error file=vcpkg.json', 'error'];

  it.each([
    [
      '`##[warning]` in a pattern',
      'vcpkg.json\n!##[warning]injected',
      '!#\\u0023[warning]injected',
    ],
    [
      '`##[stop-commands]`, which would silence the annotations and the failure',
      'vcpkg.json\n!##[stop-commands]injected',
      '!#\\u0023[stop-commands]injected',
    ],
    ['`::error::` after a CR', 'vcpkg.json\n!x\r::error::injected', '!x\\r::error::injected'],
  ])(
    'files with %s: the note quotes it, the step runs its own commands only',
    async (_, files, shown) => {
      const output = await runStep({ files });
      expect(output).not.toContain('##[');
      expect(commandsRun(output)).toEqual(OWN_COMMANDS);
      expect(output.split(RUNNER_LINE_BREAK)).toContain(`1 file matches "vcpkg.json", "${shown}"`);
    },
  );

  it('files with `##[` that matches nothing: the failure line quotes it neutralised', async () => {
    const output = await runStep({ files: '##[warning]injected' });
    expect(output).not.toContain('##[');
    expect(commandsRun(output)).toEqual(['error']);
    expect(output).toContain(`input 'files': "#\\u0023[warning]injected" matched no file`);
  });

  it("changed-only: a warning that quotes the event's commits neutralises them", async () => {
    githubMock.context.payload = {
      pull_request: { base: { sha: '##[warning]injected' }, head: { sha: 'a1b2c3d' } },
    };
    const output = await runStep({ 'changed-only': 'true' });
    expect(output).not.toContain('##[');
    expect(commandsRun(output)).toEqual(['warning', ...OWN_COMMANDS]);
    expect(output).toContain('#\\u0023[warning]injected');
  });

  it('only src/action/log.ts prints through @actions/core', () => {
    const sources = path.resolve(import.meta.dirname, '../../src');
    const read = (file: string) => readFileSync(path.join(sources, file), 'utf8');
    const users = readdirSync(sources, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && read(file).includes("from '@actions/core'"))
      .sort();
    expect(users).toEqual(['action.ts', path.join('action', 'log.ts')]);
    // The adapter reads inputs and sets outputs with it; it prints nothing itself.
    const printing = /\bcore\s*(\.\s*(info|warning|error|notice|debug|setFailed|startGroup)\b|\[)/;
    expect(read('action.ts')).not.toMatch(printing);
  });
});
