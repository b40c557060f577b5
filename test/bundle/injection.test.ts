/**
 * No workflow command from a file. The Action (the committed bundle, in shards so that every
 * file gets annotations) and the CLI (every format) run on a workspace of hostile manifests.
 * Their output is read as the runner reads it, and every line that would be a command must be
 * one the tool issues itself: an annotation whose escaped properties and message decode to a
 * problem of the step's own report (as neutraliseCommands prints it), or the stop-commands pair
 * around untrusted text.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Log as Sarif } from 'sarif';
import type { JsonReport as Report } from '../../src/report/json.js';
import { neutraliseCommands } from '../../src/report/workflow-commands.js';
import {
  createHostileWorkspace,
  MARKER,
  runActionBundle,
  runCliBundle,
  type HostileWorkspace,
  type StepRun,
  type ToolRun,
} from '../support/hostile-workspace.js';

/** The runner reads output a line at a time, as .NET's ReadLine splits it: at CR, LF or CRLF. */
const RUNNER_LINE_BREAK = /\r\n|\r|\n/;
/** And trims white space before looking for `::`: .NET's char.IsWhiteSpace, and U+001C-U+001F. */
const RUNNER_WHITE_SPACE =
  // eslint-disable-next-line no-control-regex -- control characters are what .NET trims
  /^[\t-\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;
const ANNOTATION_PROPERTIES = new Set(['title', 'file', 'line', 'endLine', 'col', 'endColumn']);
const STOP_TOKEN = /^[0-9a-f]{32}$/;
/** The older form of a workflow command, which the runner reads anywhere in a line. */
const OLD_COMMAND = '##[';
const SHARDS = 12;
/** The only HTML a job summary has: its own tables. */
const SUMMARY_TAGS = new Set('table thead tbody tr th td code br details summary'.split(' '));
/** A JSON-quoted file name: no line break, no `##`, no bare quote can be in it. */
const QUOTED = String.raw`"(?:[^"\\\n\r#]|\\[^\n\r]|#(?!#))*"`;
/** The run's one note on manifests written for today's vcpkg (laterFormsNote), in its two forms. */
const LATER_FORMS_NOTE = new RegExp(
  `^(?:\\d+ manifests are written for today's vcpkg: the first, ${QUOTED},|${QUOTED} is written for today's vcpkg: it) [^\n\r]*, which the default profile \\(the December 2020 manifest spec\\) does not know; `,
);

/** A line that is a workflow command to the runner: `::name properties::data`. */
interface WorkflowCommand {
  /** `::name properties::data`, or the older `##[name properties]data`. */
  form: '::' | '##[';
  name: string;
  properties?: string;
  data: string;
}

/**
 * The command a line issues; `undefined` for a line that is none. The runner tries the `::` form
 * first, at the line's start after white space, then the older `##[name properties]data` form,
 * found anywhere in the line.
 */
function readCommand(line: string): WorkflowCommand | 'not a command' | undefined {
  const text = line.replace(RUNNER_WHITE_SPACE, '');
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end >= 0) return commandOf('::', text.slice(2, end), text.slice(end + 2));
  }
  const start = line.indexOf(OLD_COMMAND);
  if (start >= 0) {
    const end = line.indexOf(']', start);
    if (end >= 0) return commandOf('##[', line.slice(start + 3, end), line.slice(end + 1));
  }
  return text.startsWith('::') ? 'not a command' : undefined;
}

function commandOf(form: WorkflowCommand['form'], info: string, data: string): WorkflowCommand {
  const space = info.indexOf(' ');
  return {
    form,
    name: space < 0 ? info : info.slice(0, space),
    properties: space < 0 ? undefined : info.slice(space + 1),
    data,
  };
}

/** `%25`, `%0D`, `%0A`, `%3A` and `%2C` decoded, as the runner decodes them. */
function unescape(text: string): string {
  return text.replace(/%(25|0D|0A|3A|2C)/g, (_, code: string) =>
    String.fromCharCode(parseInt(code, 16)),
  );
}

/** What the Action may issue: annotations of the problems in its own JSON report. */
type Problems = Set<string>;

function problemKey(file: string, line: string, rule: string, message: string): string {
  return JSON.stringify([file, line, rule, message]);
}

function reportedProblems(step: StepRun): Problems {
  return problemsOf(readFileSync(step.outputs.report as string, 'utf8'));
}

/** The problems of a JSON report, as an annotation shows them. */
function problemsOf(json: string): Problems {
  const report = JSON.parse(json) as {
    files: { file: string; problems: { rule: string; message: string; line: number }[] }[];
  };
  // The Action prints each file name and message as neutraliseCommands writes it.
  const shown = neutraliseCommands;
  return new Set(
    report.files.flatMap(({ file, problems }) =>
      problems.map(({ line, rule, message }) =>
        problemKey(shown(file), String(line), rule, shown(message)),
      ),
    ),
  );
}

/** Why an annotation is not one the Action issues, or undefined when it is. */
function whyNotAnnotation(command: WorkflowCommand, problems: Problems): string | undefined {
  const properties = new Map<string, string>();
  for (const property of command.properties?.split(',') ?? []) {
    // The runner splits a property at its first `=`: a value may have more.
    const equals = property.indexOf('=');
    const key = property.slice(0, equals);
    if (equals < 0 || !ANNOTATION_PROPERTIES.has(key))
      return `a property the Action does not write, ${JSON.stringify(property)}`;
    properties.set(key, unescape(property.slice(equals + 1)));
  }
  const message = unescape(command.data);
  const file = properties.get('file');
  if (file !== undefined) {
    const key = problemKey(
      file,
      properties.get('line') ?? '',
      properties.get('title') ?? '',
      message,
    );
    return problems.has(key) ? undefined : 'an annotation of no problem in the report';
  }
  if (properties.get('title') === 'Not every problem is annotated') return undefined;
  if (
    command.name === 'notice' &&
    command.properties === undefined &&
    LATER_FORMS_NOTE.test(message)
  )
    return undefined;
  return command.properties === undefined && /^\d+ files? checked: /.test(message)
    ? undefined
    : 'an annotation without a file that the Action does not write';
}

/**
 * The lines of `output` the runner would run as commands that the tool does not issue itself,
 * each with why. `problems` are those the Action, or the CLI's `--format github`, may annotate;
 * the CLI's other formats issue no command.
 */
function injectedCommands(output: string, problems?: Problems): string[] {
  const injected: string[] = [];
  let stoppedBy: string | undefined;
  for (const line of output.split(RUNNER_LINE_BREAK)) {
    const command = readCommand(line);
    if (command === undefined) continue;
    const found = (reason: string) => injected.push(`${reason}: ${JSON.stringify(line)}`);
    if (command === 'not a command') {
      if (stoppedBy === undefined) found('a line that starts with ::');
      continue;
    }
    if (stoppedBy !== undefined) {
      if (command.name === stoppedBy) stoppedBy = undefined;
      continue;
    }
    if (problems === undefined) found('the CLI issues no workflow command');
    else if (command.form === OLD_COMMAND) found('the Action issues no command of the older form');
    else if (['error', 'warning', 'notice'].includes(command.name)) {
      const reason = whyNotAnnotation(command, problems);
      if (reason !== undefined) found(reason);
    } else if (command.name === 'stop-commands' && STOP_TOKEN.test(command.data))
      stoppedBy = command.data;
    else found('a command the Action does not issue');
  }
  return injected;
}

const lineCount = (run: ToolRun) => `${run.stdout}${run.stderr}`.split(RUNNER_LINE_BREAK).length;

let workspace: HostileWorkspace;
let steps: StepRun[];
let cli: Record<'text' | 'json' | 'sarif' | 'github', ToolRun>;

beforeAll(() => {
  workspace = createHostileWorkspace();
  const { root, files } = workspace;
  steps = [];
  for (let shard = 1; shard <= SHARDS; shard++) {
    const inputs = {
      files: '**/*.json',
      annotations: 'true',
      'sarif-file': `manifest-check-${shard}.sarif`,
      shard: `${shard}/${SHARDS}`,
    };
    steps.push(runActionBundle(inputs, root));
  }
  // Directories are searched; the other files are named, as the user would name them.
  const named = files.filter((file) => !file.endsWith(`${path.sep}vcpkg.json`));
  const runFormat = (format: string) => runCliBundle(['--format', format, '.', ...named], root);
  cli = {
    text: runFormat('text'),
    json: runFormat('json'),
    sarif: runFormat('sarif'),
    github: runFormat('github'),
  };
}, 120_000);

describe('the hostile workspace', () => {
  it('has a manifest in a directory, and a file, named by each hostile text', () => {
    // 17 line starts before each of 15 commands, and 8 pieces of markup.
    expect(workspace.files).toHaveLength(2 * (17 * 15 + 8));
    expect(workspace.files).toContain(`\n::error::${MARKER}${path.sep}vcpkg.json`);
    expect(workspace.files).toContain(` ::${MARKER}::.json`);
  });
});

describe('the Action: validate with annotations, a SARIF file and the job summary', () => {
  it('checks every hostile file and annotates many of them', () => {
    const files = steps.reduce((sum, step) => sum + Number(step.outputs.files), 0);
    expect(files).toBe(workspace.files.length);
    const annotations = steps.flatMap((step) =>
      step.stdout.split('\n').filter((line) => /^::(error|warning) title=[^:]*,file=/.test(line)),
    );
    expect(annotations.length).toBeGreaterThan(200);
  });

  it('issues no command from a file', () => {
    for (const step of steps) {
      expect(step.stderr).toBe('');
      expect(injectedCommands(step.stdout, reportedProblems(step))).toEqual([]);
    }
  });

  it('prints the problems between stop-commands and a token no file can contain', () => {
    const tokens = steps.map((step) => {
      const lines = step.stdout.split(RUNNER_LINE_BREAK);
      // Lines of file text in between may start with `::stop-commands::` too; they do nothing.
      const start = lines.findIndex((line) => line.startsWith('::stop-commands::'));
      const token = (lines[start] as string).slice('::stop-commands::'.length);
      expect(token).toMatch(STOP_TOKEN);
      expect(lines.indexOf(`::${token}::`)).toBeGreaterThan(start + 1);
      return token;
    });
    expect(new Set(tokens).size).toBe(SHARDS);
    const contents = workspace.files.map(
      (file) => file + readFileSync(path.join(workspace.root, file), 'utf8'),
    );
    for (const token of tokens) expect(contents.filter((text) => text.includes(token))).toEqual([]);
  });

  it('writes a job summary with no HTML or Markdown from a file', () => {
    expect(steps.map(({ summary }) => summary).join('')).toContain('&lt;script&gt;alert(1)');
    for (const { summary } of steps) {
      const written = [...summary.matchAll(/<\/?([^\s>/]*)/g)].map(([, name]) => name);
      expect(written.filter((name) => !SUMMARY_TAGS.has(name as string))).toEqual([]);
      expect(summary).not.toMatch(/[[\]`|*_~$\\]/);
      // Text from a file is only ever inside a tag, never at the start of a Markdown line.
      const lines = summary.split('\n').filter((line) => line !== '' && !line.startsWith('<'));
      expect(lines).toEqual(['## manifest-check', expect.stringMatching(/^\d+ files? checked: /)]);
    }
  });

  it('writes a JSON report and a SARIF log that parse', () => {
    for (const [index, step] of steps.entries()) {
      const report = JSON.parse(readFileSync(step.outputs.report as string, 'utf8')) as Report;
      const sarif = JSON.parse(
        readFileSync(path.join(workspace.root, `manifest-check-${index + 1}.sarif`), 'utf8'),
      ) as Sarif;
      expect(sarif.runs[0]?.results).toHaveLength(report.summary.errors + report.summary.warnings);
    }
  });
});

describe('the CLI', () => {
  it.each(['text', 'json', 'sarif'] as const)(
    '--format %s issues no command from a file',
    (format) => {
      const run = cli[format];
      // The one note of the run, on manifests written for today's vcpkg, and nothing else.
      const [note, ...rest] = run.stderr.split('\n');
      expect(note).toMatch(/^manifest-check: note: /);
      expect(LATER_FORMS_NOTE.test((note as string).slice('manifest-check: note: '.length))).toBe(
        true,
      );
      expect(rest).toEqual(['']);
      expect(run.stdout.split(MARKER).length).toBeGreaterThan(workspace.files.length);
      expect(injectedCommands(run.stdout + run.stderr)).toEqual([]);
    },
  );

  it('--format github issues an annotation of a problem of its own report, and no other command', () => {
    const run = cli.github;
    expect(run.stderr).toBe(cli.json.stderr);
    const problems = problemsOf(cli.json.stdout);
    const { summary } = JSON.parse(cli.json.stdout) as Report;
    const annotations = run.stdout.split('\n').filter((line) => /^::(error|warning) /.test(line));
    expect(annotations).toHaveLength(summary.errors + summary.warnings);
    expect(run.stdout.split('\n').slice(-2)).toEqual([
      expect.stringMatching(/^\d+ files checked: /),
      '',
    ]);
    expect(injectedCommands(run.stdout + run.stderr, problems)).toEqual([]);
  });

  it('quotes a path that has a line break or starts with white space or a colon', () => {
    const lines = cli.text.stdout.split('\n');
    expect(lines).toContain(
      `"\\n::error::${MARKER}/vcpkg.json":2:11: error: "x\\n::error::${MARKER}" is not a package name: lowercase letters and digits in dash-separated groups, with dots between segments (pattern ^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$) [pattern]`,
    );
    expect(lines.filter((line) => line.startsWith(`" ::${MARKER}::.json"`))).toHaveLength(1);
    expect(
      lines.filter((line) => line.startsWith(`"\\u2028::error::${MARKER}.json"`)),
    ).toHaveLength(1);
  });

  it('--format json and sarif print JSON that parses, with every file', () => {
    const report = JSON.parse(cli.json.stdout) as Report;
    expect(report.files).toHaveLength(workspace.files.length);
    const sarif = JSON.parse(cli.sarif.stdout) as Sarif;
    expect(sarif.runs[0]?.results).toHaveLength(report.summary.errors + report.summary.warnings);
  });
});

it('altogether: every line of every run scanned, 0 injected commands', () => {
  const runs: [ToolRun, Problems | undefined][] = [
    ...steps.map((step): [ToolRun, Problems] => [step, reportedProblems(step)]),
    ...[cli.text, cli.json, cli.sarif].map((run): [ToolRun, undefined] => [run, undefined]),
    [cli.github, problemsOf(cli.json.stdout)],
  ];
  const lines = runs.reduce((sum, [run]) => sum + lineCount(run), 0);
  const injected = runs.flatMap(([run, problems]) =>
    injectedCommands(run.stdout + run.stderr, problems),
  );
  expect(lines).toBeGreaterThan(50_000);
  expect(injected).toEqual([]);
});
