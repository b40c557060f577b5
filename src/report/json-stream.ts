import { toJsonFileReport, toJsonReport, type JsonFileReport, type JsonReport } from './json.js';
import type { ReportSink } from './report-sink.js';
import { EMPTY_SUMMARY } from './totals.js';

/**
 * Writes exactly `JSON.stringify(toJsonReport(reports, summary, interrupted), null, 2)` and a
 * newline, a file at a time, handing `write` chunks of about 16 KB (CHUNK_LENGTH); the last chunk
 * is written by `end`.
 */
export function jsonReportWriter(write: (text: string) => void): ReportSink {
  const filesOf = (report: JsonReport) => report.files;
  // The summary comes after the files, so the text before them is the same for any summary.
  const { head } = cutAroundArray(toJsonReport([], EMPTY_SUMMARY), filesOf);
  const files = prettyArrayWriter(write, head);
  return {
    file: (report) => files.itemText(fileEntryText, toJsonFileReport(report)),
    end: (summary, interrupted) =>
      files.end(cutAroundArray(toJsonReport([], summary, interrupted), filesOf).tail),
  };
}

/** What stands in for the array to cut around while the document is printed. */
const HOLE = '\u0000streamed array\u0000';
/** The hole as printed: with its quotes unescaped, no other string's text can contain it. */
const HOLE_TEXT = JSON.stringify(HOLE);
/** The indentation of every document we write: `JSON.stringify(value, null, 2)`. */
const INDENT = 2;
/**
 * How much text is gathered before a write, so that many small items do not mean many writes. The
 * gathered text is a tree of the pieces added, alive at each young-generation collection: at 64 KB
 * V8 copied three times as much on the corpus, grew its young generation to 16 MB, and the run took
 * 7 % more instructions.
 */
export const CHUNK_LENGTH = 16 * 1024;

/**
 * Cuts `JSON.stringify(document, null, 2) + '\n'` around the array `select` picks in it, so the
 * document keeps the one definition of its shape while that array is written item by item:
 * `head` up to the array's `[`, `tail` from after its `]` down to the final newline.
 */
export function cutAroundArray<T extends object>(
  document: T,
  select: (document: T) => unknown[] | undefined,
): { head: string; tail: string } {
  const array = select(document);
  const fill = (_key: string, value: unknown) => (value === array ? HOLE : value);
  const text = `${JSON.stringify(document, fill, INDENT)}\n`;
  const at = text.indexOf(HOLE_TEXT);
  if (array === undefined || at < 0)
    throw new Error('the array to cut around is not in the document');
  return { head: text.slice(0, at), tail: text.slice(at + HOLE_TEXT.length) };
}

/** Writes one array of a pretty-printed document item by item. */
export interface PrettyArrayWriter {
  item(value: unknown): void;
  /**
   * Adds an item that `print(value, indent)` lays out exactly as `JSON.stringify(value, null, 2)`
   * would with every line after the first indented by `indent`, and faster.
   */
  itemText<T>(print: (value: T, indent: string) => string, value: T): void;
  /** Closes the array, writes `tail` and whatever is still gathered. */
  end(tail: string): void;
}

/**
 * Writes `head`, then the array as `JSON.stringify(document, null, 2)` lays it out (`[]` when it
 * stays empty), then the tail given to `end`; `head` and the tail are what `cutAroundArray` makes.
 */
export function prettyArrayWriter(write: (text: string) => void, head: string): PrettyArrayWriter {
  // Items go on lines of their own, one level deeper than the line the array opens on.
  const opening = head.slice(head.lastIndexOf('\n') + 1);
  const outer = `\n${' '.repeat(opening.length - opening.trimStart().length)}`;
  const inner = `${outer}${' '.repeat(INDENT)}`;
  let gathered = `${head}[`;
  let count = 0;
  const add = (text: string) => {
    gathered += `${count++ === 0 ? '' : ','}${inner}${text}`;
    if (gathered.length < CHUNK_LENGTH) return;
    write(gathered);
    gathered = '';
  };
  return {
    // JSON.stringify escapes line breaks inside strings: every '\n' it writes starts a line.
    item: (value) => add(JSON.stringify(value, null, INDENT).replaceAll('\n', inner)),
    itemText: (print, value) => add(print(value, inner)),
    end(tail) {
      write(`${gathered}${count === 0 ? '' : outer}]${tail}`);
      gathered = '';
    },
  };
}

/**
 * One file's entry as `JSON.stringify(entry, null, 2)` prints it, indented by `indent`: written
 * out, as the generic printer and re-indenting cost a third of a JSON run.
 */
function fileEntryText(entry: JsonFileReport, indent: string): string {
  const layout = entryLayout(indent);
  // One string grown in place: arrays of pieces and their joins were most of what a run allocated.
  let text = `${layout.file}${JSON.stringify(entry.file)}${layout.valid}${entry.valid}${layout.problems}`;
  if (entry.problems.length === 0) return `${text}${layout.noProblems}`;
  let opening = layout.firstProblem;
  for (const problem of entry.problems) {
    text += opening;
    opening = layout.nextProblem;
    let names = layout.firstNames;
    for (const name in problem) {
      text += names.get(name) ?? layout.nameText(names, name);
      text += JSON.stringify(problem[name as keyof typeof problem]);
      names = layout.nextNames;
    }
    text += layout.problemEnd;
  }
  return `${text}${layout.end}`;
}

/**
 * The text around an entry's values at one indentation, made once: building it anew for every
 * entry and field was three quarters of what the JSON report allocated.
 */
interface EntryLayout {
  indent: string;
  file: string;
  valid: string;
  problems: string;
  noProblems: string;
  firstProblem: string;
  nextProblem: string;
  problemEnd: string;
  end: string;
  /** A problem's first field's text up to its value, by the field's name; then the others'. */
  firstNames: Map<string, string>;
  nextNames: Map<string, string>;
  /** Makes and keeps the text of a field name met the first time. */
  nameText(names: Map<string, string>, name: string): string;
}

/** The last indentation's layout: a document's entries all share one. */
let lastLayout: EntryLayout | undefined;

function entryLayout(indent: string): EntryLayout {
  if (lastLayout?.indent === indent) return lastLayout;
  const field = `${indent}${' '.repeat(INDENT)}`;
  const item = `${field}${' '.repeat(INDENT)}`;
  const key = `${item}${' '.repeat(INDENT)}`;
  const firstNames = new Map<string, string>();
  lastLayout = {
    indent,
    file: `{${field}"file": `,
    valid: `,${field}"valid": `,
    problems: `,${field}"problems": [`,
    noProblems: `]${indent}}`,
    firstProblem: `${item}{`,
    nextProblem: `,${item}{`,
    problemEnd: `${item}}`,
    end: `${field}]${indent}}`,
    firstNames,
    nextNames: new Map(),
    nameText(names, name) {
      const text = `${names === firstNames ? '' : ','}${key}"${name}": `;
      names.set(name, text);
      return text;
    },
  };
  return lastLayout;
}
