import { draftOf, type Anchor, type ProblemDraft } from '../problems/draft.js';
import { MOST_PROBLEMS_PER_FILE } from '../problems/limits.js';

/** Where the checks of one configuration put their problems. */
export interface ConfigurationSink {
  drafts: ProblemDraft[];
  strict: boolean;
  /** How many unexpected fields were given a suggestion (see {@link suggestsField}). */
  suggestions: number;
}

/**
 * Whether the next unexpected field gets its "did you mean": only the first
 * MOST_PROBLEMS_PER_FILE do. A later one follows as many errors, so the cap never lists it, and
 * 40,000 long keys would otherwise cost seconds of edit distances.
 */
export function suggestsField(sink: ConfigurationSink): boolean {
  return sink.suggestions++ < MOST_PROBLEMS_PER_FILE;
}

/** A `configuration` error, at the value of `pointer` (or its key: `anchor`). */
export function configurationError(
  sink: ConfigurationSink,
  pointer: string,
  message: string,
  anchor: Anchor = { kind: 'value' },
): void {
  sink.drafts.push(draftOf('configuration', { message, pointer, anchor }, sink.strict));
}

/**
 * Whether vcpkg could read the configuration: no `configuration` error (its warnings, errors with
 * `--strict`, do not count). vcpkg runs its merge checks only on a configuration it read.
 */
export function wasRead(sink: ConfigurationSink): boolean {
  return !sink.drafts.some((draft) => draft.rule === 'configuration');
}
