import type { Beside } from './beside.js';
import type { ManifestKind } from './manifest-kind.js';
import type { ManifestSchema } from './schema/manifest-schema.js';
import { type ManifestInput } from './json/decode.js';
import { type ValueCounts } from './json/value-counts.js';
import type { Finding } from './messages/finding.js';
import type { ProblemDraft } from './problems/draft.js';
import type { LaterForm, ValidationResult } from './problems/problem.js';
import { type ProblemSources } from './problems/problem-cap.js';
/** A document that parses, as its checks read it; its values counted once. */
export type Parsed = {
    text: string;
    data: unknown;
    counts: ValueCounts;
};
/** What a document's rules make of it once it parses: a profile's, or a document kind's. */
export interface Plan {
    /** Problems that end the check before it starts: vcpkg's own JSON reader refuses the file. */
    refused?: ProblemDraft[];
    /** Before every other problem, outside the cap: a `"$schema"` that picked no schema. */
    first?: ProblemDraft;
    /** Noted for the run: the manifest is written for today's vcpkg. */
    laterForm?: LaterForm;
    /** Too many items stop the check of any value, not only of an object (which else is refused). */
    countsAnyValue?: boolean;
    /** The problems found, capped here; undefined when a value nests too deeply to be checked. */
    check: (parsed: Parsed) => Checked | undefined;
}
/** The problems the checks found, by where they come from; the pipeline puts them in words. */
export type Checked = Omit<ProblemSources<Finding>, 'toDraft'> & {
    /** Words for a schema error, in place of the schema's own (schemaErrorDraft). */
    toDraft?: (finding: Finding) => ProblemDraft;
};
/** What rules read a document with, whatever its kind and profile. */
export interface RuleOptions {
    strict: boolean;
    /** A manifest's: a port's or a project's. */
    kind: ManifestKind;
    /** What vcpkg reads with the document from its folder. */
    beside: Beside;
    /** A user's schema, in place of the built-in one. */
    schema?: ManifestSchema;
    /** A `"$schema"` that picked no schema, said where the rules say it. */
    warning?: ProblemDraft;
}
/** The rules of a document: what they make of it, given its text, its data and the options. */
export type Rules<O = RuleOptions> = (text: string, data: unknown, options: O) => Plan;
/**
 * Checks one document, whatever its kind or profile: decode, parse, let the rules plan, count the
 * values, check, cap the problems, place them. Its text, or its UTF-8 bytes, in; every problem
 * with its line and column out. Whatever the document holds, it never throws.
 * @param emptyIsValid No byte at all is no document: vcpkg reads an empty configuration as none.
 * @throws TypeError when `input` is neither text nor bytes: a caller's bug.
 */
export declare function checkDocument<O>(input: ManifestInput, options: O, rules: Rules<O>, emptyIsValid?: boolean): ValidationResult;
/** A pattern's backtracking (on megabytes of string) or a recursive schema overflowed the stack. */
export declare function tooDeepDraft(): ProblemDraft;
