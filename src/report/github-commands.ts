/**
 * `--format github`: an annotation command per problem, for a plain `run:` step, then the summary
 * as plain text. These lines are written past the CLI's neutraliseCommands, which would stop
 * them; so every value in them is neutralised here, as the Action's log.ts neutralises what it
 * hands to @actions/core, then escaped as @actions/core escapes it. A value then holds no line
 * break, no `::` at its start and no `##[`: no text from a file can end the command or make a
 * second one.
 */
import type { Annotation, AnnotationProperties } from './annotations.js';
import { toAnnotation } from './annotations.js';
import type { ReportSink } from './report-sink.js';
import { describeSummary } from './totals.js';
import { neutraliseCommands } from './workflow-commands.js';

/**
 * The command properties of an annotation, by the names the runner reads, in the order they are
 * written (@actions/core's toCommandProperties names them the same).
 */
const COMMAND_PROPERTIES: readonly [string, keyof AnnotationProperties][] = [
  ['file', 'file'],
  ['line', 'startLine'],
  ['col', 'startColumn'],
  ['endLine', 'endLine'],
  ['endColumn', 'endColumn'],
  ['title', 'title'],
];

/** A command's data, escaped as @actions/core's escapeData: the runner decodes these. */
export function escapeCommandData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** A command property's value, escaped as @actions/core's escapeProperty. */
export function escapeCommandProperty(text: string): string {
  return escapeCommandData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/**
 * `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=RULE::message`: one line, with each
 * text neutralised (neutraliseCommands) and escaped; a property with no value is left out.
 */
export function annotationCommand({ severity, message, properties }: Annotation): string {
  const written = COMMAND_PROPERTIES.flatMap(([name, key]) => {
    const value = properties[key];
    if (value === undefined || value === '') return [];
    const text = typeof value === 'string' ? neutraliseCommands(value) : String(value);
    return [`${name}=${escapeCommandProperty(text)}`];
  });
  const head = written.length > 0 ? `${severity} ${written.join(',')}` : severity;
  return `::${head}::${escapeCommandData(neutraliseCommands(message))}\n`;
}

/**
 * The `github` reporter: `writeCommands` takes the annotation commands, which must reach the
 * runner as they are; `write` the summary line, plain text that goes through neutraliseCommands.
 */
export function githubCommandsWriter(
  write: (text: string) => void,
  writeCommands: (text: string) => void,
  quiet: boolean,
): ReportSink {
  return {
    file: ({ file, problems }) => {
      if (problems.length === 0) return;
      writeCommands(
        problems.map((problem) => annotationCommand(toAnnotation(file, problem))).join(''),
      );
    },
    end: (summary, interrupted) => {
      if (!quiet || summary.errors > 0 || interrupted !== undefined)
        write(`${describeSummary(summary, interrupted)}\n`);
    },
  };
}
