import type { Beside } from './beside.js';
import type { ManifestKind } from './manifest-kind.js';
import type { ManifestSchema } from './schema/manifest-schema.js';
import { decodeManifest, type ManifestInput } from './json/decode.js';
import { isJsonObject } from './json/is-json-object.js';
import { locateProblems } from './json/locate.js';
import { syntaxProblem } from './json/syntax.js';
import { countValues, type ValueCounts } from './json/value-counts.js';
import type { Finding } from './messages/finding.js';
import { schemaErrorDraft } from './messages/schema-error.js';
import type { ProblemDraft } from './problems/draft.js';
import { fileProblemDraft } from './problems/file-problem.js';
import { MOST_LIST_ITEMS } from './problems/limits.js';
import type { LaterForm, ValidationResult } from './problems/problem.js';
import { boundProblemText, capProblems, type ProblemSources } from './problems/problem-cap.js';

/** A document that parses, as its checks read it; its values counted once. */
export type Parsed = { text: string; data: unknown; counts: ValueCounts };

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
export function checkDocument<O>(
  input: ManifestInput,
  options: O,
  rules: Rules<O>,
  emptyIsValid = false,
): ValidationResult {
  const decoded = decodeManifest(input);
  if ('problem' in decoded) return result(decoded.text, [decoded.problem]);
  const { text } = decoded;
  // A byte order mark alone, or white space, is a file vcpkg reads (and refuses).
  if (emptyIsValid && (typeof input === 'string' ? input.length : input.byteLength) === 0)
    return { valid: true, problems: [] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return result(text, [syntaxProblem(text, (error as Error).message)]);
  }
  const { refused, first, laterForm, countsAnyValue, check } = rules(text, data, options);
  if (refused !== undefined && refused.length > 0) return result(text, refused);
  const counts = countValues(data, MOST_LIST_ITEMS);
  let drafts: ProblemDraft[];
  if (counts.items > MOST_LIST_ITEMS && (countsAnyValue === true || isJsonObject(data)))
    drafts = [tooManyItemsDraft(counts.items)];
  else {
    const checked = check({ text, data, counts });
    if (checked === undefined) drafts = [tooDeepDraft()];
    else {
      // Named, not spread: copying `checked` by a spread made the whole check a sixth slower.
      const { schemaErrors, drafts: found, uncounted } = checked;
      const words = checked.toDraft ?? toDraft;
      drafts = capProblems({ schemaErrors, toDraft: words, drafts: found, uncounted });
    }
  }
  return result(text, first === undefined ? drafts : [first, ...drafts], laterForm);
}

function toDraft(finding: Finding): ProblemDraft {
  return 'draft' in finding ? finding.draft : schemaErrorDraft(finding.error);
}

function tooManyItemsDraft(items: number): ProblemDraft {
  return fileProblemDraft(
    'too-many-items',
    `the file was not checked: its lists hold more than ${MOST_LIST_ITEMS} items (${items} counted so far)`,
  );
}

/** A pattern's backtracking (on megabytes of string) or a recursive schema overflowed the stack. */
export function tooDeepDraft(): ProblemDraft {
  return fileProblemDraft(
    'too-deep',
    'the file was not checked completely: a value is too long or nests too deeply for the validator',
  );
}

function result(text: string, drafts: ProblemDraft[], laterForm?: LaterForm): ValidationResult {
  const noted = laterForm === undefined ? {} : { laterForm };
  if (drafts.length === 0) return { valid: true, problems: [], ...noted };
  const problems = locateProblems(text, drafts).map(boundProblemText);
  return { valid: !problems.some((problem) => problem.severity === 'error'), problems, ...noted };
}
