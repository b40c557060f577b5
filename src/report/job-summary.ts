import { escapeBidiControls } from '../util/control-characters.js';
import type { FileReport } from './file-report.js';
import type { Problem } from '../manifest/problems/problem.js';
import type { LeftOut } from './kept-reports.js';
import { listWords } from '../util/list-words.js';
import { quantity } from '../util/quantity.js';
import { describeSummary, type Summary } from './totals.js';
import { unifiedDiff } from '../util/text-diff.js';

/** GitHub rejects a step summary over 1 MiB; this leaves room for anything else the step adds. */
export const DEFAULT_JOB_SUMMARY_BYTES = 1_000_000;

/** Files with more problems than this are folded, so one broken file does not bury the others. */
export const DEFAULT_FOLD_OVER = 20;

/** Where the whole report is said to be when the summary had to leave problems out. */
export const DEFAULT_SUMMARY_MORE_AT: readonly string[] = ['the JSON report', 'the SARIF file'];

/** How the job summary is laid out and how big it may grow. */
export interface JobSummaryOptions {
  /** The most UTF-8 bytes the result may have; default {@link DEFAULT_JOB_SUMMARY_BYTES}. */
  maxBytes?: number;
  /** Files with more problems than this are folded; default {@link DEFAULT_FOLD_OVER}. */
  foldOver?: number;
  /** Where to see problems left out for size; default {@link DEFAULT_SUMMARY_MORE_AT}. */
  moreAt?: readonly string[];
  /** Problems of files not among `reports` (the run kept no more), counted as left out. */
  leftOut?: LeftOut;
  /** Diffs of files among `reports` that were not kept (their texts passed the run's budget). */
  diffsLeftOut?: number;
}

const HEADING = '## manifest-check';
const NO_PROBLEMS = 'Every file is valid and no problems were found.';
const TABLE_OPEN =
  '\n<table>\n<thead><tr><th>File</th><th>Line</th><th>Severity</th><th>Rule</th><th>Message</th></tr></thead>\n<tbody>\n';
const TABLE_CLOSE = '</tbody>\n</table>\n';
/** Closes the rows of a folded file, in the cell that holds them. */
const FOLD_CLOSE = '</tbody>\n</table>\n</details></td></tr>\n';

/**
 * The job summary, Markdown with HTML for `core.summary.addRaw`: a heading, the totals, a table of
 * every problem grouped by file (a file with more than `foldOver` folded into a `<details>`), then
 * the diffs. Every name and message is escaped. Past `maxBytes`, whole rows are kept and a last
 * line counts the rest (a `maxBytes` of a few hundred bytes cannot hold that line: not honoured).
 */
export function formatJobSummary(
  reports: FileReport[],
  summary: Summary,
  options: JobSummaryOptions = {},
): string {
  const tables = problemTables(reports, summary, options);
  const budget = (options.maxBytes ?? DEFAULT_JOB_SUMMARY_BYTES) - byteLength(tables);
  return tables + canonicalFormDiffs(reports, budget, options.diffsLeftOut ?? 0);
}

/** The heading, the totals and the table of problems: the summary before any diff. */
function problemTables(
  reports: FileReport[],
  summary: Summary,
  options: JobSummaryOptions,
): string {
  const maxBytes = options.maxBytes ?? DEFAULT_JOB_SUMMARY_BYTES;
  const foldOver = options.foldOver ?? DEFAULT_FOLD_OVER;
  const moreAt = options.moreAt ?? DEFAULT_SUMMARY_MORE_AT;
  const head = `${HEADING}\n\n${describeSummary(summary)}\n`;
  const withProblems = reports.filter((report) => report.problems.length > 0);
  const notKept = options.leftOut ?? { files: 0, errors: 0, warnings: 0 };
  const notKeptProblems = notKept.errors + notKept.warnings;
  if (withProblems.length === 0 && notKeptProblems === 0) return `${head}\n${NO_PROBLEMS}\n`;

  const totalProblems =
    withProblems.reduce((sum, report) => sum + report.problems.length, 0) + notKeptProblems;
  const totalFiles = withProblems.length + notKept.files;
  const leftOutLine = (problems: number, files: number) =>
    `\n${describeLeftOut(problems, files, maxBytes, moreAt)}\n`;
  // Counts left out are at most the totals, so this line is the longest the ending can be.
  const reserve = byteLength(leftOutLine(totalProblems, totalFiles));
  const tableCloseBytes = byteLength(TABLE_CLOSE);

  const parts = [head];
  let used = byteLength(head);
  let shown = 0;
  let cut: string | undefined;
  for (const [index, report] of withProblems.entries()) {
    const { open, close, fileCell } = frame(report, foldOver);
    // What must follow a row for the summary to be whole: this file's fold and the table closed.
    const closeBytes = byteLength(close) + tableCloseBytes;
    for (const [position, problem] of report.problems.entries()) {
      const opening = (shown === 0 ? TABLE_OPEN : '') + (position === 0 ? open : '');
      const piece = opening + formatRow(fileCell, problem);
      const pieceBytes = byteLength(piece);
      const after = used + pieceBytes + closeBytes;
      // Remember where rows stop leaving room for the left-out line, in case the whole won't fit.
      if (cut === undefined && after + reserve > maxBytes) {
        const table = shown === 0 ? '' : (position === 0 ? '' : close) + TABLE_CLOSE;
        cut = parts.join('') + table + leftOutLine(totalProblems - shown, totalFiles - index);
      }
      if (after > maxBytes) return cut as string;
      parts.push(piece);
      used += pieceBytes;
      shown++;
    }
    parts.push(close);
    used += byteLength(close);
  }
  if (shown > 0) {
    parts.push(TABLE_CLOSE);
    used += tableCloseBytes;
  }
  if (notKeptProblems > 0) {
    const ending = leftOutLine(notKeptProblems, notKept.files);
    // Every row fits, but not with the line counting the problems the run kept no more of.
    if (cut !== undefined && used + byteLength(ending) > maxBytes) return cut;
    parts.push(ending);
  }
  return parts.join('');
}

/**
 * Each change to the canonical form, folded, as a unified diff, while they fit in `budget` bytes;
 * a last line counts those left out here or before (`notKept`).
 */
function canonicalFormDiffs(reports: FileReport[], budget: number, notKept: number): string {
  const changes = reports.filter((report) => report.canonical !== undefined);
  if (changes.length === 0 && notKept === 0) return '';
  const heading = "\n### Not in vcpkg's canonical form\n";
  const leftOut = (count: number) =>
    `\n${quantity(count, 'more diff')} ${count === 1 ? 'is' : 'are'} not shown here, to keep this summary in its size; <code>manifest-check format --diff</code> prints them.\n`;
  let used = byteLength(heading) + byteLength(leftOut(changes.length + notKept));
  if (used > budget) return '';
  const parts = [heading];
  for (const [index, report] of changes.entries()) {
    const { before, after } = report.canonical as { before: string; after: string };
    const file = escapeText(report.file);
    const diff = unifiedDiff(before, after, {
      fromFile: `a/${report.file}`,
      toFile: `b/${report.file}`,
    });
    const piece = `\n<details><summary>${file}</summary><pre>${escapeText(diff)}</pre></details>\n`;
    const pieceBytes = byteLength(piece);
    if (used + pieceBytes > budget)
      return parts.join('') + leftOut(changes.length - index + notKept);
    parts.push(piece);
    used += pieceBytes;
  }
  return parts.join('') + (notKept > 0 ? leftOut(notKept) : '');
}

/**
 * How one file's rows sit in the table: each names the file in its first cell, or, past `foldOver`
 * problems, one row holds the name and a `<details>` with their counts and rows.
 */
function frame(
  report: FileReport,
  foldOver: number,
): { open: string; close: string; fileCell: string } {
  const file = escapeText(report.file);
  if (report.problems.length <= foldOver)
    return { open: '', close: '', fileCell: `<td>${file}</td>` };
  const errors = report.problems.filter((problem) => problem.severity === 'error').length;
  const counts = `${quantity(errors, 'error')}, ${quantity(report.problems.length - errors, 'warning')}`;
  const open = `<tr><th>${file}</th><td colspan="4"><details><summary>${counts}</summary>\n<table>\n<tbody>\n`;
  return { open, close: FOLD_CLOSE, fileCell: '' };
}

/** One problem's row; `fileCell` is already escaped, as it is the same for every row of a file. */
function formatRow(fileCell: string, problem: Problem): string {
  const { line, column, severity, rule, message } = problem;
  return `<tr>${fileCell}<td>${line}:${column}</td><td>${severity}</td><td><code>${rule}</code></td><td>${escapeText(message)}</td></tr>\n`;
}

/** `12 more problems in 3 files are not shown here …`: the last line of a summary cut short. */
function describeLeftOut(
  problems: number,
  files: number,
  maxBytes: number,
  moreAt: readonly string[],
): string {
  const verb = problems === 1 ? 'is' : 'are';
  const notShown = `${quantity(problems, 'more problem')} in ${quantity(files, 'file')} ${verb} not shown here, to keep this summary under ${maxBytes} bytes`;
  if (moreAt.length === 0) return `${notShown}.`;
  // A place can name a file the workflow chose (`sarif-file`): escaped like any text.
  return `${notShown}; ${listWords(moreAt.map(escapeText))} ${moreAt.length === 1 ? 'has' : 'have'} them all.`;
}

const REFERENCES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '|': '&#124;',
  '\\': '&#92;',
  '~': '&#126;',
  $: '&#36;',
  '\r\n': '<br>',
  '\r': '<br>',
  '\n': '<br>',
};
const SPECIAL = /\r\n|[\r\n&<>`*_[\]|\\~$]/g;

/**
 * HTML-escapes `&<>`, writes Markdown punctuation as character references, and line breaks as
 * `<br>` (a blank line would end the HTML block and let Markdown through); bidi controls first
 * become `\uXXXX`, so no cell shows reordered.
 */
function escapeText(text: string): string {
  return escapeBidiControls(text).replace(SPECIAL, (special) => REFERENCES[special] as string);
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
