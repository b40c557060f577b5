import { draftOf, type ProblemDraft } from './draft.js';
import type { Severity } from './problem.js';
import { MOST_PROBLEMS_PER_FILE } from './limits.js';
import { extended } from '../../util/extended.js';
import { quantity } from '../../util/quantity.js';
import { cutShort } from '../../util/cut-short.js';

/** The problems of one file by where they come from, each made into a draft only when listed. */
export interface ProblemSources<T> {
  /** Schema errors, all of severity `error`, still to be put in words. */
  schemaErrors: readonly T[];
  toDraft: (error: T) => ProblemDraft;
  /** Problems already drafted (file notes, vcpkg's own checks, duplicate keys). */
  drafts: readonly ProblemDraft[];
  /** Problems found but never drafted, past a limit their source kept to. */
  uncounted?: { severity: Severity; count: number };
}

/**
 * At most {@link MOST_PROBLEMS_PER_FILE} drafts, errors before warnings, and when some are left
 * out one more `problem-limit` problem that counts them. Only listed schema errors are put in words, so
 * the cost stays bounded however many there are. Errors come first, so a file with an error
 * always lists one and stays invalid.
 */
export function capProblems<T>({
  schemaErrors,
  toDraft,
  drafts,
  uncounted = { severity: 'error', count: 0 },
}: ProblemSources<T>): ProblemDraft[] {
  const total = schemaErrors.length + drafts.length + uncounted.count;
  if (total <= MOST_PROBLEMS_PER_FILE) return [...schemaErrors.map(toDraft), ...drafts];
  const errors = drafts.filter((draft) => draft.severity === 'error');
  const warnings = drafts.filter((draft) => draft.severity === 'warning');
  const listed = [
    ...errors.slice(0, MOST_PROBLEMS_PER_FILE),
    ...schemaErrors.slice(0, Math.max(0, MOST_PROBLEMS_PER_FILE - errors.length)).map(toDraft),
  ];
  listed.push(...warnings.slice(0, MOST_PROBLEMS_PER_FILE - listed.length));
  const listedErrors = listed.filter((draft) => draft.severity === 'error').length;
  const leftOut = {
    error: errors.length + schemaErrors.length - listedErrors,
    warning: warnings.length - (listed.length - listedErrors),
  };
  leftOut[uncounted.severity] += uncounted.count;
  return [...listed, leftOutDraft(leftOut)];
}

/** `425,358 more problems (425,358 errors, 0 warnings) are not listed …`, an error if any is. */
function leftOutDraft(leftOut: Record<Severity, number>): ProblemDraft {
  const total = leftOut.error + leftOut.warning;
  const counts = `${quantity(leftOut.error, 'error')}, ${quantity(leftOut.warning, 'warning')}`;
  const draft = draftOf('problem-limit', {
    leftOut: { errors: leftOut.error, warnings: leftOut.warning },
    message: `${total} more ${total === 1 ? 'problem' : 'problems'} (${counts}) ${total === 1 ? 'is' : 'are'} not listed: at most ${MOST_PROBLEMS_PER_FILE} problems are listed for a file`,
    pointer: '',
    anchor: { kind: 'text', offset: 0, length: 0 },
  });
  // An error when any problem left out is one, so that the file stays invalid.
  return leftOut.error > 0 ? extended(draft, { severity: 'error' }) : draft;
}

/**
 * Longest message and pointer a problem keeps. A hostile file can make either megabytes long
 * (a key of a megabyte, a pointer 100,000 levels deep, a user schema's long pattern), and a
 * thousand such problems would not fit in one report.
 */
export const LONGEST_PROBLEM_TEXT = 1_000;

/** The problem with its message and pointer cut to {@link LONGEST_PROBLEM_TEXT}, `…` at the cut. */
export function boundProblemText<T extends { message: string; pointer: string }>(problem: T): T {
  const { message, pointer } = problem;
  if (message.length <= LONGEST_PROBLEM_TEXT && pointer.length <= LONGEST_PROBLEM_TEXT)
    return problem;
  return { ...problem, message: cutText(message), pointer: cutText(pointer) };
}

function cutText(text: string): string {
  // Never half a surrogate pair.
  const halfPair = /[\uD800-\uDBFF]/.test(text.charAt(LONGEST_PROBLEM_TEXT - 2));
  return cutShort(text, LONGEST_PROBLEM_TEXT, LONGEST_PROBLEM_TEXT - (halfPair ? 2 : 1));
}
