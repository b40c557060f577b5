import { type Anchor, type ProblemDraft } from '../problems/draft.js';
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
export declare function suggestsField(sink: ConfigurationSink): boolean;
/** A `configuration` error, at the value of `pointer` (or its key: `anchor`). */
export declare function configurationError(sink: ConfigurationSink, pointer: string, message: string, anchor?: Anchor): void;
/**
 * Whether vcpkg could read the configuration: no `configuration` error (its warnings, errors with
 * `--strict`, do not count). vcpkg runs its merge checks only on a configuration it read.
 */
export declare function wasRead(sink: ConfigurationSink): boolean;
