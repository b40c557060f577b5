import { parseTree, type Node } from 'jsonc-parser';
import type { Anchor, ProblemDraft } from './draft.js';
import { NOT_LOCATED, unlessTooDeep } from './deep-nesting.js';
import { LineIndex } from './line-index.js';
import { pointerSegments } from './pointer.js';
import type { Problem } from './problem.js';

/** Gives every draft its line and column; builds the position tree once, only when asked. */
export function locateProblems(text: string, drafts: ProblemDraft[]): Problem[] {
  const options = { disallowComments: true, allowTrailingComma: false };
  // Pointer anchors come only from text that JSON.parse accepted, so no tree means too deep.
  const root = unlessTooDeep(() => parseTree(text, [], options));
  const lines = new LineIndex(text);
  const located = drafts.map((draft) => {
    const { anchor, ...problem } = draft;
    if (root === undefined && anchor.kind !== 'text') problem.message += NOT_LOCATED;
    const range = anchorRange(text, root, problem.pointer, anchor);
    const start = lines.at(range.offset);
    const end = lines.at(range.offset + range.length);
    return {
      ...problem,
      line: start.line,
      column: start.column,
      endLine: end.line,
      endColumn: end.column,
    } as Problem;
  });
  return located.sort((a, b) => a.line - b.line || a.column - b.column);
}

interface Range {
  offset: number;
  length: number;
}

function anchorRange(text: string, root: Node | undefined, pointer: string, anchor: Anchor): Range {
  if (anchor.kind === 'text') return { offset: anchor.offset, length: anchor.length };
  const node = nodeAt(root, pointerSegments(pointer));
  if (!node) return { offset: 0, length: 0 };
  if (anchor.kind === 'key') {
    const key = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    return key ? { offset: key.offset, length: key.length } : rangeOf(node);
  }
  if (anchor.inString && node.type === 'string') {
    const inner = text.slice(node.offset + 1, node.offset + node.length - 1);
    const start = rawIndex(inner, anchor.inString.offset);
    const end = rawIndex(inner, anchor.inString.offset + anchor.inString.length);
    return { offset: node.offset + 1 + start, length: end - start };
  }
  return rangeOf(node);
}

function rangeOf(node: Node): Range {
  return { offset: node.offset, length: node.length };
}

/** The node at `segments`, or the deepest one that exists on the way there. */
function nodeAt(root: Node | undefined, segments: string[]): Node | undefined {
  let node = root;
  for (const segment of segments) {
    const next = node && childNode(node, segment);
    if (!next) return node;
    node = next;
  }
  return node;
}

function childNode(node: Node, segment: string): Node | undefined {
  if (node.type === 'array')
    return /^\d+$/.test(segment) ? node.children?.[Number(segment)] : undefined;
  if (node.type !== 'object') return undefined;
  // JSON.parse keeps the last of duplicate keys, so the last property is the one that was checked.
  const properties = node.children ?? [];
  for (let i = properties.length - 1; i >= 0; i--) {
    const [key, value] = properties[i]?.children ?? [];
    if (key?.value === segment) return value;
  }
  return undefined;
}

/** The offset in a string token's raw text (between the quotes) of the decoded string's `index`. */
function rawIndex(raw: string, index: number): number {
  let decoded = 0;
  let i = 0;
  while (i < raw.length && decoded < index) {
    i += raw[i] === '\\' ? (raw[i + 1] === 'u' ? 6 : 2) : 1;
    decoded++;
  }
  return i;
}
