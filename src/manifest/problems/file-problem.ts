import type { ProblemDraft } from './draft.js';
import { extended } from '../../util/extended.js';
import type { FileProblem, FileProblemReason } from './problem.js';
import { severityOf } from './rules.js';

/** A `file` problem before it is placed: it is always at the start of the file. */
export function fileProblemDraft(reason: FileProblemReason, message: string): ProblemDraft {
  return extended(fileFields(reason, message), { anchor: { kind: 'text', offset: 0, length: 0 } });
}

/** A `file` problem of a file that was not read, at line 1, column 1. */
export function fileProblem(reason: FileProblemReason, message: string): FileProblem {
  return extended(fileFields(reason, message), { line: 1, column: 1, endLine: 1, endColumn: 1 });
}

function fileFields(reason: FileProblemReason, message: string) {
  return { rule: 'file' as const, reason, severity: severityOf('file'), message, pointer: '' };
}
