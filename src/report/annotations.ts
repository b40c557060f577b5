import type { FileReport } from './file-report.js';
import type { Problem, Severity } from '../manifest/problems/problem.js';
import type { LeftOut } from './kept-reports.js';
import { listWords } from '../util/list-words.js';
import { quantity } from '../util/quantity.js';

/** GitHub shows at most this many error annotations, and as many warning annotations, per step. */
export const GITHUB_ANNOTATIONS_PER_SEVERITY = 10;

/** The title of the closing notice, so it reads as a note about the list rather than a problem. */
const NOTICE_TITLE = 'Not every problem is annotated';

/** Errors are planned first so a flood of warnings never hides an error. */
const SEVERITIES: readonly Severity[] = ['error', 'warning'];

/** Where an annotation points, in the shape `core.error`/`core.warning`/`core.notice` take. */
export interface AnnotationProperties {
  /** The rule id, shown as the annotation's heading. */
  title?: string;
  /** The workspace-relative path; absent on the closing notice. */
  file?: string;
  startLine?: number;
  endLine?: number;
  /** Column of the first character; only on single-line spans, as GitHub ignores it otherwise. */
  startColumn?: number;
  /** Column just past the last character (exclusive); only on single-line spans. */
  endColumn?: number;
}

/** One annotation to emit: the adapter passes severity, message and properties to logAnnotation. */
export interface Annotation {
  /** `notice` only for the closing note that some problems were left out. */
  severity: Severity | 'notice';
  message: string;
  properties: AnnotationProperties;
}

/** How many annotations to plan and where the reader can find the rest. */
export interface AnnotationOptions {
  /** Errors at most, and as many warnings; default {@link GITHUB_ANNOTATIONS_PER_SEVERITY}. */
  perSeverity?: number;
  /** Where to see the problems left out, e.g. `['the job summary', 'the SARIF file out.sarif']`. */
  moreAt?: string[];
  /** Problems of files not among the reports (the run kept no more), counted as left out. */
  leftOut?: LeftOut;
}

/**
 * The annotations for these reports: errors, then warnings, at most `perSeverity` of each, taken
 * round-robin over the files so one file cannot use up the budget; then a notice of what was left
 * out, if anything.
 */
export function planAnnotations(
  reports: FileReport[],
  options: AnnotationOptions = {},
): Annotation[] {
  const perSeverity = options.perSeverity ?? GITHUB_ANNOTATIONS_PER_SEVERITY;
  const annotations: Annotation[] = [];
  const leftOut: Record<Severity, number> = { error: 0, warning: 0 };
  for (const severity of SEVERITIES) {
    const { picked, total } = pickRoundRobin(reports, severity, perSeverity);
    annotations.push(...picked);
    leftOut[severity] = total - picked.length;
  }
  leftOut.error += options.leftOut?.errors ?? 0;
  leftOut.warning += options.leftOut?.warnings ?? 0;
  const notice = describeLeftOut(leftOut, perSeverity, options.moreAt ?? []);
  if (notice !== undefined)
    annotations.push({ severity: 'notice', message: notice, properties: { title: NOTICE_TITLE } });
  return annotations;
}

/** Up to `limit` problems of one severity as annotations, round-robin over files; `total` of all. */
function pickRoundRobin(
  reports: FileReport[],
  severity: Severity,
  limit: number,
): { picked: Annotation[]; total: number } {
  let queues = reports
    .map(({ file, problems }) => ({
      file,
      problems: problems.filter((p) => p.severity === severity),
    }))
    .filter((queue) => queue.problems.length > 0);
  const total = queues.reduce((sum, queue) => sum + queue.problems.length, 0);
  const picked: Annotation[] = [];
  for (let round = 0; queues.length > 0 && picked.length < limit; round++) {
    for (const { file, problems } of queues) {
      if (picked.length >= limit) break;
      picked.push(toAnnotation(file, problems[round] as Problem));
    }
    // Dropping exhausted files keeps the rounds linear in the problems, however uneven the files.
    queues = queues.filter((queue) => queue.problems.length > round + 1);
  }
  return { picked, total };
}

/** The annotation of one problem in `file`: its rule as the title, its span as GitHub takes it. */
export function toAnnotation(file: string, problem: Problem): Annotation {
  const { severity, message, rule, line, column, endLine, endColumn } = problem;
  const lines = { title: rule, file, startLine: line, endLine };
  // GitHub drops or misplaces columns on a range that spans lines, so give them only on one line.
  const properties = line === endLine ? { ...lines, startColumn: column, endColumn } : lines;
  return { severity, message, properties };
}

/** `12 more errors and 3 more warnings are not shown …`, or undefined when nothing was left out. */
function describeLeftOut(
  leftOut: Record<Severity, number>,
  perSeverity: number,
  moreAt: string[],
): string | undefined {
  const parts = SEVERITIES.filter((severity) => leftOut[severity] > 0).map((severity) =>
    quantity(leftOut[severity], `more ${severity}`),
  );
  if (parts.length === 0) return undefined;
  const verb = leftOut.error + leftOut.warning === 1 ? 'is' : 'are';
  const where = moreAt.length > 0 ? `; see ${listWords(moreAt)}` : '';
  return `${parts.join(' and ')} ${verb} not shown as annotations (at most ${perSeverity} of each are annotated per step)${where}.`;
}
