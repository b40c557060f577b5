import {
  HIDDEN_OR_REORDERING,
  escapeShownControls,
  jsonQuoted,
} from '../util/control-characters.js';
import type { FileReport } from './file-report.js';
import type { Problem } from '../manifest/problems/problem.js';
import { unifiedDiff } from '../util/text-diff.js';

/** ANSI styles, used only when the output is a terminal that wants colour. */
const STYLES = { error: '31', warning: '33', rule: '2', summary: '1' } as const;

/** Paints text when colour is on. */
export type Paint = (style: keyof typeof STYLES, text: string) => string;

/** The sequences a painter writes, which the command line prints as they are. */
// eslint-disable-next-line no-control-regex -- ESC starts them
export const PAINTED = /\x1b\[(?:31|33|2|1|0)m/;

/** A painter: ANSI colour on, or plain text. */
export function painter(color: boolean): Paint {
  return color
    ? (style, text) => `\u001b[${STYLES[style]}m${text}\u001b[0m`
    : (_style, text) => text;
}

/**
 * `path:line:col: error: message [rule]` a problem, `path: formatted` for a file `format` rewrote,
 * and the diff when the report keeps both texts; terminal and bidi controls escaped.
 */
export function formatFileText(report: FileReport, paint: Paint): string {
  const problems = report.problems
    .map((problem) => `${formatProblem(report.file, problem, paint)}\n`)
    .join('');
  const formatted = report.formatted ? `${formatPath(report.file)}: formatted\n` : '';
  const diff =
    report.canonical === undefined
      ? ''
      : escapeShownControls(
          unifiedDiff(report.canonical.before, report.canonical.after, {
            fromFile: formatPath(`a/${report.file}`),
            toFile: formatPath(`b/${report.file}`),
          }),
        );
  return `${problems}${formatted}${diff}`;
}

function formatProblem(file: string, problem: Problem, paint: Paint): string {
  const message = escapeShownControls(problem.message.replace(/[\r\n]+/g, ' '));
  return `${formatPath(file)}:${problem.line}:${problem.column}: ${paint(problem.severity, problem.severity)}: ${message} ${paint('rule', `[${problem.rule}]`)}`;
}

const QUOTED_ALSO = /^[\s:"]|##\[/;

/**
 * A path as it starts a line: JSON-quoted when it holds a control or bidi character, starts with
 * white space, `:` or `"`, or holds `##[`: it could start a workflow command or reorder the line.
 */
function formatPath(file: string): string {
  return HIDDEN_OR_REORDERING.test(file) || QUOTED_ALSO.test(file) ? jsonQuoted(file) : file;
}
