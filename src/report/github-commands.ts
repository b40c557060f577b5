/**
 * `--format github`: an annotation command per problem (reporters.ts adds the summary). The
 * commands bypass the CLI's neutraliseCommands, so each value is neutralised here, then escaped as
 * @actions/core escapes it: no text from a file can end the command or make a second one.
 */
import type { Annotation, AnnotationProperties } from './annotations.js';
import { toAnnotation } from './annotations.js';
import type { ReportSink } from './report-sink.js';
import { neutraliseCommands } from './workflow-commands.js';

/** The runner's names of an annotation's properties, in @actions/core's order. */
const COMMAND_PROPERTIES: readonly [string, keyof AnnotationProperties][] = [
  ['file', 'file'],
  ['line', 'startLine'],
  ['col', 'startColumn'],
  ['endLine', 'endLine'],
  ['endColumn', 'endColumn'],
  ['title', 'title'],
];

/** A command's data, escaped as @actions/core's escapeData: the runner decodes these. */
function escapeCommandData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** A command property's value, escaped as @actions/core's escapeProperty. */
function escapeCommandProperty(text: string): string {
  return escapeCommandData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=RULE::message`: one line. */
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

/** The `github` reporter's part for a file: its commands, to `writeCommands` as they are. */
export function annotationCommands(writeCommands: (text: string) => void): ReportSink['file'] {
  return ({ file, problems }) => {
    if (problems.length === 0) return;
    writeCommands(
      problems.map((problem) => annotationCommand(toAnnotation(file, problem))).join(''),
    );
  };
}
