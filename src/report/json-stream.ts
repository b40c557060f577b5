import { toJsonFileReport, toJsonReport, type JsonReport } from './json.js';
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
    file: (report) => files.item(toJsonFileReport(report)),
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
 * gathered text and the items held are alive at each young-generation collection: at 64 KB
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
  /** Closes the array, writes `tail` and whatever is still gathered. */
  end(tail: string): void;
}

/**
 * Writes `head`, then the array as `JSON.stringify(document, null, 2)` lays it out (`[]` when it
 * stays empty), then the tail given to `end`; `head` and the tail are what `cutAroundArray` makes.
 * Items are held until about a chunk's worth is due, then printed by one JSON.stringify: on the
 * corpus, printing each item's fields by hand, or each item alone, took more instructions.
 */
export function prettyArrayWriter(write: (text: string) => void, head: string): PrettyArrayWriter {
  // Items go on lines of their own, one level deeper than the line the array opens on.
  const opening = head.slice(head.lastIndexOf('\n') + 1);
  const depth = (opening.length - opening.trimStart().length) / INDENT;
  const outer = `\n${' '.repeat(depth * INDENT)}`;
  const inner = `${outer}${' '.repeat(INDENT)}`;
  // Nested in `depth` arrays, a batch is printed at the array's depth: its items are cut out.
  const nested = (items: unknown[]) => JSON.stringify(nest(items, depth), null, INDENT);
  const probe = nested([0]);
  const before = probe.indexOf('0');
  const after = probe.length - before - 1;
  let gathered = `${head}[`;
  let count = 0;
  let pending: unknown[] = [];
  // How many items fill the rest of a chunk, by the printed length of the items so far.
  let room = 1;
  let printedLength = 0;
  const print = () => {
    const text = nested(pending);
    const items = text.slice(before, text.length - after);
    gathered += `${count === 0 ? '' : ','}${inner}${items}`;
    count += pending.length;
    printedLength += items.length;
    pending = [];
    if (gathered.length >= CHUNK_LENGTH) {
      write(gathered);
      gathered = '';
    }
    room = Math.ceil(((CHUNK_LENGTH - gathered.length) * count) / printedLength);
  };
  return {
    item(value) {
      if (pending.push(value) >= room) print();
    },
    end(tail) {
      if (pending.length > 0) print();
      write(`${gathered}${count === 0 ? '' : outer}]${tail}`);
      gathered = '';
    },
  };
}

/** `value` inside `depth` arrays of one item each. */
function nest(value: unknown, depth: number): unknown {
  return depth === 0 ? value : nest([value], depth - 1);
}
