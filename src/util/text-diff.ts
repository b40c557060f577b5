import { lineEdits } from './line-edits.js';

/** How `unifiedDiff` names the two sides and how many lines of context it shows. */
export interface DiffOptions {
  /** After `--- `: the old file, such as `a/vcpkg.json`. */
  fromFile: string;
  /** After `+++ `: the new file, such as `b/vcpkg.json`. */
  toFile: string;
  /** Unchanged lines shown around each change; 3, as `diff -u` and `git diff` show. */
  context?: number;
}

/**
 * The unified diff from `before` to `after`, as `diff -u --label <fromFile> --label <toFile>`
 * prints it; lines end at `\n` (a CRLF file differs from its LF form on every line); empty when
 * equal. The script is the shortest (Myers) within MAX_DIFF_STEPS, else see `lineEdits`; of
 * equally short ones it may choose another than GNU diff, though both are true.
 */
export function unifiedDiff(before: string, after: string, options: DiffOptions): string {
  if (before === after) return '';
  const context = options.context ?? 3;
  const oldLines = splitLines(before);
  const newLines = splitLines(after);
  const numbers = new Map<string, number>();
  const { removed, added } = lineEdits(
    numberLines(oldLines, numbers),
    numberLines(newLines, numbers),
  );
  const changes = changesOf(removed, added);
  const out: string[] = [`--- ${options.fromFile}\n+++ ${options.toFile}\n`];
  for (let first = 0; first < changes.length;) {
    let last = first;
    while (
      last + 1 < changes.length &&
      (changes[last + 1] as Change).old - endOld(changes[last] as Change) <= 2 * context
    )
      last++;
    out.push(hunk(changes.slice(first, last + 1), oldLines, newLines, context));
    first = last + 1;
  }
  return out.join('');
}

/** A run of removed lines of `before` at `old` and added lines of `after` at `new`, 0-based. */
interface Change {
  old: number;
  removed: number;
  new: number;
  added: number;
}

function endOld(change: Change): number {
  return change.old + change.removed;
}

function changesOf(removed: Uint8Array, added: Uint8Array): Change[] {
  const changes: Change[] = [];
  let x = 0;
  let y = 0;
  while (x < removed.length || y < added.length) {
    if (x < removed.length && y < added.length && !removed[x] && !added[y]) {
      x++;
      y++;
      continue;
    }
    const change = { old: x, removed: 0, new: y, added: 0 };
    while (x < removed.length && removed[x]) x++;
    while (y < added.length && added[y]) y++;
    changes.push({ ...change, removed: x - change.old, added: y - change.new });
  }
  return changes;
}

function hunk(changes: Change[], oldLines: string[], newLines: string[], context: number): string {
  const first = changes[0] as Change;
  const last = changes[changes.length - 1] as Change;
  const before = Math.min(context, first.old);
  const after = Math.min(context, oldLines.length - endOld(last));
  const oldStart = first.old - before;
  const newStart = first.new - before;
  const oldCount = endOld(last) + after - oldStart;
  const newCount = last.new + last.added + after - newStart;
  const out = [`@@ -${range(oldStart, oldCount)} +${range(newStart, newCount)} @@\n`];
  let x = oldStart;
  for (const change of changes) {
    for (; x < change.old; x++) out.push(shownLine(' ', oldLines[x] as string));
    for (; x < endOld(change); x++) out.push(shownLine('-', oldLines[x] as string));
    for (let y = change.new; y < change.new + change.added; y++)
      out.push(shownLine('+', newLines[y] as string));
  }
  for (; x < oldStart + oldCount; x++) out.push(shownLine(' ', oldLines[x] as string));
  return out.join('');
}

/** `l,s` of a hunk's header from a 0-based start: `l` for one line, `l-1,0` for none. */
function range(start: number, count: number): string {
  if (count === 0) return `${start},0`;
  return count === 1 ? `${start + 1}` : `${start + 1},${count}`;
}

function shownLine(mark: string, line: string): string {
  return line.endsWith('\n') ? `${mark}${line}` : `${mark}${line}\n\\ No newline at end of file\n`;
}

/** The lines of `text`, each with its `\n`; the last one may have none. */
function splitLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
    lines.push(text.slice(start, end + 1));
    start = end + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}

/** Each line as a number, equal lines the same number, so that comparing them is cheap. */
function numberLines(lines: string[], numbers: Map<string, number>): Int32Array {
  const numbered = new Int32Array(lines.length);
  lines.forEach((line, i) => {
    let number = numbers.get(line);
    if (number === undefined) numbers.set(line, (number = numbers.size));
    numbered[i] = number;
  });
  return numbered;
}
