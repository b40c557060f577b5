import type { ErrorObject } from 'ajv';
import { tooDeepDraft, type Rules } from './check-document.js';
import { unlessTooDeep } from './json/deep-nesting.js';
import { duplicateKeyDrafts } from './json/duplicate-keys.js';
import { resolveCombinators } from './messages/combinators.js';
import { integerSpellingDrafts } from './messages/integer-spelling.js';
import { draftOf, type ProblemDraft } from './problems/draft.js';
import { MOST_PROBLEMS_PER_FILE, SCHEMA_WORK } from './problems/limits.js';
import { severityOf } from './problems/rules.js';
import { BUILT_IN_SCHEMA } from './schema/built-in-schema.js';
import { builtInSchema } from './schema/built-in-validators.js';
import type { ManifestSchema } from './schema/manifest-schema.js';
import { SchemaWorkExceeded } from './schema/work/bound.js';
import { laterFormOf } from './vcpkg/later-forms.js';
import { vcpkgRuleDrafts } from './vcpkg/vcpkg-checks.js';
import { withThousands } from '../util/thousands.js';

/**
 * The rules of a schema (`--profile spec`): the 2020 spec's built-in schema, or a user's, and
 * vcpkg's checks where the schema asks for them.
 */
export const specRules: Rules = (
  _text,
  data,
  { strict, schema = builtInSchema(strict), warning },
) => ({
  // The spec profile's built-in schema: a manifest written for today's vcpkg is noted for the run.
  laterForm: schema.kind === 'built-in' ? laterFormOf(data) : undefined,
  // The built-in schema rejects anything but an object at once, however long; a user's may not.
  countsAnyValue: schema.kind !== 'built-in',
  check: ({ text, data, counts }) => {
    const checked = schemaErrors(schema, data, text.length);
    const errors = checked instanceof SchemaWorkExceeded ? [] : checked;
    const findings = errors ? resolveCombinators(errors, data) : [];
    const builtIn = schema.kind === 'built-in';
    const checks = schema.vcpkgChecks
      ? unlessTooDeep(() => vcpkgRuleDrafts(data, { strict, builtIn }))
      : [];
    // Both built-in schemas ask for integers in the same places; a user's schema is ajv's to read.
    const integers = builtIn ? integerSpellingDrafts(text, data, BUILT_IN_SCHEMA) : [];
    // Spread into an array, not into push(): a file can have more problems than a call has arguments.
    const duplicates = duplicateKeyDrafts(text, counts.keys, strict, MOST_PROBLEMS_PER_FILE);
    return {
      schemaErrors: findings,
      drafts: [
        ...(checked instanceof SchemaWorkExceeded ? [workLimitDraft(checked)] : []),
        ...(errors && checks ? [] : [tooDeepDraft()]),
        ...(warning ? [warning] : []),
        ...(checks ?? []),
        ...integers,
        ...duplicates.drafts,
      ],
      uncounted: {
        severity: severityOf('duplicate-key', strict),
        count: duplicates.found - duplicates.drafts.length,
      },
    };
  },
});

/**
 * The schema's errors; undefined when the file is too deep for the validator, and what stopped a
 * user's schema that needed more work than a file may take (it is unbounded otherwise).
 */
function schemaErrors(
  schema: ManifestSchema,
  data: unknown,
  characters: number,
): ErrorObject[] | undefined | SchemaWorkExceeded {
  try {
    return unlessTooDeep(() => schema.errors(data, characters));
  } catch (error) {
    if (error instanceof SchemaWorkExceeded) return error;
    throw error;
  }
}

/** At the value being checked when the bound was reached; the file counts as invalid. */
function workLimitDraft({ pointer, limit }: SchemaWorkExceeded): ProblemDraft {
  const message = `the file was not fully checked: checking it against the schema needed more than ${withThousands(limit)} steps of work (${withThousands(SCHEMA_WORK.steps)} and ${SCHEMA_WORK.stepsPerCharacter} for each character of the file), which usually means $refs that multiply, such as a definition that applies the one before it twice at every level; change the schema so that it applies each definition to a value a bounded number of times`;
  return draftOf('schema-work-limit', { limit, message, pointer, anchor: { kind: 'value' } });
}
