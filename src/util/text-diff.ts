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
  const out: string[] = [`--- ${options.fromFile}\n+++ ${options.toFile}\n`];
  for (const changes of hunksOf(removed, added, context))
    out.push(hunk(changes, oldLines, newLines, context));
  return out.join('');
}

/** Lines `old` to `oldEnd` of `before` removed, `new` to `newEnd` of `after` added; 0-based. */
interface Change {
  old: number;
  oldEnd: number;
  new: number;
  newEnd: number;
}

/** The changes, a list a hunk: one that starts within `2 * context` lines of the last joins it. */
function hunksOf(removed: Uint8Array, added: Uint8Array, context: number): Change[][] {
  const hunks: Change[][] = [];
  let x = 0;
  let y = 0;
  while (x < removed.length || y < added.length) {
    if (x < removed.length && y < added.length && !removed[x] && !added[y]) {
      x++;
      y++;
      continue;
    }
    const start = { old: x, new: y };
    while (x < removed.length && removed[x]) x++;
    while (y < added.length && added[y]) y++;
    const last = hunks.at(-1);
    const change = { ...start, oldEnd: x, newEnd: y };
    if (last !== undefined && change.old - last.at(-1)!.oldEnd <= 2 * context) last.push(change);
    else hunks.push([change]);
  }
  return hunks;
}

function hunk(changes: Change[], oldLines: string[], newLines: string[], context: number): string {
  const first = changes[0] as Change;
  const last = changes[changes.length - 1] as Change;
  const before = Math.min(context, first.old);
  const after = Math.min(context, oldLines.length - last.oldEnd);
  const oldStart = first.old - before;
  const newStart = first.new - before;
  const oldCount = last.oldEnd + after - oldStart;
  const newCount = last.newEnd + after - newStart;
  const out = [`@@ -${range(oldStart, oldCount)} +${range(newStart, newCount)} @@\n`];
  let x = oldStart;
  for (const change of changes) {
    for (; x < change.old; x++) out.push(shownLine(' ', oldLines[x] as string));
    for (; x < change.oldEnd; x++) out.push(shownLine('-', oldLines[x] as string));
    for (let y = change.new; y < change.newEnd; y++)
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

/**
 * How many steps `lineEdits` may take (a diagonal looked at, a pair of lines compared, a number
 * kept for the way back): D differences take about D², so about 1,400 fit (10 ms, 8 MB kept).
 */
export const MAX_DIFF_STEPS = 2_000_000;

/** Which lines of each side an edit script removes and adds; the others are kept, in order. */
export interface LineEdits {
  /** One flag a line of `before`: 1 if the script removes it. */
  removed: Uint8Array;
  /** One flag a line of `after`: 1 if the script adds it. */
  added: Uint8Array;
  /** The steps taken, counted as MAX_DIFF_STEPS counts them, plus one a line of the common ends. */
  steps: number;
  /** False when the search ran out of steps and everything between the common ends was replaced. */
  shortest: boolean;
}

/**
 * The shortest edit script from `before` to `after` (equal lines as equal numbers), by Myers'
 * O((N+M)·D) algorithm (1986), the common start and end set aside. Past MAX_DIFF_STEPS (100,000
 * lines that all differ would take billions) it replaces every line between the common ends
 * instead: still a true script, just not the shortest.
 */
export function lineEdits(before: Int32Array, after: Int32Array): LineEdits {
  const removed = new Uint8Array(before.length);
  const added = new Uint8Array(after.length);
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  const found = shortestPath(before.subarray(start, endBefore), after.subarray(start, endAfter));
  if (found.trace === undefined) {
    removed.fill(1, start, endBefore);
    added.fill(1, start, endAfter);
  } else walkBack(found.trace, removed.subarray(start, endBefore), added.subarray(start, endAfter));
  const steps = found.steps + start + before.length - endBefore;
  return { removed, added, steps, shortest: found.trace !== undefined };
}

/**
 * The furthest x reached on each diagonal k = x - y before each round d, as Myers keeps them
 * for the way back: round d's array covers k from -(d + 1) to d + 1, at index k + d + 1.
 */
type Trace = Int32Array[];

function shortestPath(a: Int32Array, b: Int32Array): { trace?: Trace; steps: number } {
  const n = a.length;
  const m = b.length;
  const most = Math.min(n + m, MAX_DIFF_STEPS);
  const offset = most + 1;
  const furthest = new Int32Array(2 * most + 3);
  const at = (k: number): number => furthest[offset + k] as number;
  const trace: Trace = [];
  let steps = 0;
  for (let d = 0; d <= most; d++) {
    if (steps + 2 * d + 3 > MAX_DIFF_STEPS) return { steps };
    trace.push(furthest.slice(offset - d - 1, offset + d + 2));
    steps += 2 * d + 3;
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
      let x = down ? at(k + 1) : at(k - 1) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
        steps++;
      }
      furthest[offset + k] = x;
      steps++;
      if (x >= n && y >= m) return { trace, steps };
      if (steps > MAX_DIFF_STEPS) return { steps };
    }
  }
  return { steps };
}

/** Follows the trace back from the ends of `removed` and `added`, flagging each line edited. */
function walkBack(trace: Trace, removed: Uint8Array, added: Uint8Array): void {
  let x = removed.length;
  let y = added.length;
  for (let d = trace.length - 1; d > 0; d--) {
    const furthest = trace[d] as Int32Array;
    const at = (k: number): number => furthest[k + d + 1] as number;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const previousK = down ? k + 1 : k - 1;
    // Round d made one edit from (x, y), then followed equal lines to where we were.
    x = at(previousK);
    y = x - previousK;
    if (down) added[y] = 1;
    else removed[x] = 1;
  }
}
