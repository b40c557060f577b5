import type { Problem, RuleId, Severity, Span } from './problem.js';
import { severityOf } from './rules.js';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What in the text a problem points at, before positions are known. */
export type Anchor =
  /** The value at the problem's pointer; `inString` narrows it to a range of the decoded string. */
  | { kind: 'value'; inString?: { offset: number; length: number } }
  /** The key of the property at the problem's pointer. */
  | { kind: 'key' }
  /** A range of the text itself (UTF-16 offsets). */
  | { kind: 'text'; offset: number; length: number };

/** A problem whose place is still an anchor: draftOf makes these, `locateProblems` places them. */
export type ProblemDraft = DistributiveOmit<Problem, keyof Span> & { anchor: Anchor };

/** What a check says of a problem of `rule`: its own fields, its message and pointer. */
export type ProblemFields<R extends RuleId> = DistributiveOmit<
  Extract<Problem, { rule: R }>,
  'rule' | 'severity' | keyof Span
>;

/** The start of every problem: its rule, and the severity severityOf gives it (only here). */
type Rated<R extends RuleId> = { rule: R; severity: Severity };

/**
 * The draft of a problem of `rule`, with the rule's severity; `strict` is `--strict`, which makes
 * what vcpkg itself enforces an error.
 */
export function draftOf<R extends RuleId>(
  rule: R,
  fields: ProblemFields<R> & { anchor: Anchor },
  strict = false,
): Rated<R> & ProblemFields<R> & { anchor: Anchor } {
  return Object.assign({ rule, severity: severityOf(rule, strict) }, fields);
}

/** A problem of `rule` about a whole file or folder, with the rule's severity, at line 1, column 1. */
export function problemAtStart<R extends RuleId>(
  rule: R,
  fields: ProblemFields<R>,
): Rated<R> & ProblemFields<R> & Span {
  const start = { line: 1, column: 1, endLine: 1, endColumn: 1 };
  return Object.assign({ rule, severity: severityOf(rule) }, fields, start);
}
