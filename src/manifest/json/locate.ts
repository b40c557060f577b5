import type { Anchor, ProblemDraft } from '../problems/draft.js';
import { positionsOf, type Position, type Range } from './positions.js';
import { LineIndex } from './line-index.js';
import type { Problem } from '../problems/problem.js';

/** Gives every draft its line and column, scanning the text once for all their places. */
export function locateProblems(text: string, drafts: ProblemDraft[]): Problem[] {
  // Loops, not flatMap and map: this runs once a file, mostly before V8 optimizes it.
  const pointers: string[] = [];
  for (const draft of drafts) if (draft.anchor.kind !== 'text') pointers.push(draft.pointer);
  const positions = pointers.length > 0 ? positionsOf(text, pointers) : new Map<string, Position>();
  const lines = new LineIndex(text);
  const located: Problem[] = [];
  let inOrder = true;
  for (const draft of drafts) {
    const { anchor, ...problem } = draft;
    const range = anchorRange(text, positions, problem.pointer, anchor);
    const start = lines.at(range.offset);
    const end = lines.at(range.offset + range.length);
    const last = located[located.length - 1];
    if (last !== undefined && (last.line - start.line || last.column - start.column) > 0)
      inOrder = false;
    // The rest is a new object: adding to it, not spreading it, keeps V8 on its fast path.
    located.push(
      Object.assign(problem, {
        line: start.line,
        column: start.column,
        endLine: end.line,
        endColumn: end.column,
      }),
    );
  }
  // The sort is stable: problems already in order (most files') stay as they are.
  return inOrder ? located : located.sort((a, b) => a.line - b.line || a.column - b.column);
}

function anchorRange(
  text: string,
  positions: Map<string, Position>,
  pointer: string,
  anchor: Anchor,
): Range {
  if (anchor.kind === 'text') return { offset: anchor.offset, length: anchor.length };
  const position = positionAt(positions, pointer);
  if (!position) return { offset: 0, length: 0 };
  if (anchor.kind === 'key') return position.key ?? position.value;
  const { value } = position;
  if (anchor.inString && text.charCodeAt(value.offset) === 0x22) {
    const inner = text.slice(value.offset + 1, value.offset + value.length - 1);
    const start = rawIndex(inner, anchor.inString.offset);
    const end = rawIndex(inner, anchor.inString.offset + anchor.inString.length);
    return { offset: value.offset + 1 + start, length: end - start };
  }
  return value;
}

/** The position at `pointer`, or of the deepest value that exists on the way there. */
function positionAt(positions: Map<string, Position>, pointer: string): Position | undefined {
  let at = pointer;
  for (;;) {
    const position = positions.get(at);
    if (position || at === '') return position;
    at = at.slice(0, at.lastIndexOf('/'));
  }
}
/** The offset in a string token's raw text (between the quotes) of the decoded string's `index`. */
function rawIndex(raw: string, index: number): number {
  // Up to the first backslash, each character stands for itself.
  const escape = raw.indexOf('\\');
  if (escape < 0 || escape >= index) return Math.min(index, raw.length);
  let decoded = escape;
  let i = escape;
  while (i < raw.length && decoded < index) {
    i += raw.charCodeAt(i) === BACKSLASH ? (raw.charCodeAt(i + 1) === LETTER_U ? 6 : 2) : 1;
    decoded++;
  }
  return i;
}

const [BACKSLASH, LETTER_U] = [0x5c, 0x75];
