import { draftOf, problemAtStart, type Anchor, type ProblemDraft } from './draft.js';
import type { FileProblem, FileProblemReason } from './problem.js';

/** A `file` problem before it is placed: it is always at the start of the file. */
export function fileProblemDraft(reason: FileProblemReason, message: string): ProblemDraft {
  const anchor: Anchor = { kind: 'text', offset: 0, length: 0 };
  return draftOf('file', { reason, message, pointer: '', anchor });
}

/** A `file` problem of a file that was not read, at line 1, column 1. */
export function fileProblem(reason: FileProblemReason, message: string): FileProblem {
  return problemAtStart('file', { reason, message, pointer: '' });
}
