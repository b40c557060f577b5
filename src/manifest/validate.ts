import type { Beside } from './beside.js';
import type { Profile } from './profiles.js';
import type { ManifestKind } from './manifest-kind.js';
import type { ErrorObject } from 'ajv';
import {
  checkDocument,
  tooDeepDraft,
  type Checked,
  type Parsed,
  type Plan,
} from './check-document.js';
import { currentRules } from './validate-current.js';
import type { ManifestInput } from './json/decode.js';
import { BUILT_IN_SCHEMA } from './schema/built-in-schema.js';
import { builtInSchema, type ManifestSchema } from './schema/manifest-schema.js';
import { resolveCombinators } from './messages/combinators.js';
import { pickDeclaredSchema, type DeclaredSchemas } from './schema/declared-schema.js';
import { unlessTooDeep } from './json/deep-nesting.js';
import { draftOf, type ProblemDraft } from './problems/draft.js';
import { duplicateKeyDrafts } from './json/duplicate-keys.js';
import { integerSpellingDrafts } from './messages/integer-spelling.js';
import { vcpkgRuleDrafts } from './vcpkg/vcpkg-checks.js';
import type { ValidationResult } from './problems/problem.js';
import { isVcpkgToolSchema, laterFormOf } from './vcpkg/later-forms.js';
import { severityOf } from './problems/rules.js';
import { MOST_PROBLEMS_PER_FILE, SCHEMA_WORK } from './problems/limits.js';
import { isJsonObject } from './json/is-json-object.js';
import { SchemaWorkExceeded } from './schema/work/bound.js';
import { withThousands } from '../util/thousands.js';

/** How a manifest is checked. */
export interface ValidateOptions {
  /** The built-in rules: the spec's (`spec`, the default) or today's vcpkg's (`current`). */
  profile?: Profile;
  /** Under `current`: a port's manifest (`name` and a version required) or a project's (the default). */
  kind?: ManifestKind;
  /** Under `current`, for a project: what vcpkg reads with it from its folder. */
  beside?: Beside;
  /**
   * Check what vcpkg itself enforces: identifiers match the whole pattern, reserved names are
   * whole names, and duplicate keys, platform expressions and licenses are errors, not warnings.
   */
  strict?: boolean;
  /** A user's schema (from `compileSchema`) in place of the built-in one. */
  schema?: ManifestSchema;
  /** Check against the schema the manifest's `"$schema"` names among these, in place of `schema`. */
  declared?: DeclaredSchemas;
}

/**
 * Checks one manifest: its text, or its UTF-8 bytes as an `ArrayBuffer` (what
 * `fetch().arrayBuffer()` gives) or any `ArrayBufferView` (`Uint8Array`, `Buffer`, `DataView`…),
 * in; every problem with its line and column out. Whatever the manifest holds, it never throws.
 * @throws TypeError when `input` is none of those (`undefined`, `null`, a number…): a caller's bug.
 */
export function validateManifest(
  input: ManifestInput,
  options: ValidateOptions = {},
): ValidationResult {
  return checkDocument(input, options, manifestRules);
}

/** The rules a manifest is checked by: its profile's, a user's schema, or the one it declares. */
function manifestRules(text: string, data: unknown, options: ValidateOptions): Plan {
  const strict = options.strict === true;
  // With schemas from manifests, vcpkg-tool's published `"$schema"` URL picks today's vcpkg.
  const declaredCurrent = options.declared !== undefined && declaresCurrent(data, options.declared);
  const picked =
    options.declared && !declaredCurrent
      ? pickDeclaredSchema(data, options.declared, strict)
      : undefined;
  // Today's vcpkg, built in: a user's schema, when given or picked, is what the user asked for.
  if (
    declaredCurrent ||
    (options.profile === 'current' && (picked ? picked.schema : options.schema) === undefined)
  )
    return currentRules(text, data, {
      kind: options.kind ?? 'project',
      strict,
      beside: options.beside ?? {},
      warning: picked?.warning,
    });
  const schema = (picked ? picked.schema : options.schema) ?? builtInSchema(strict);
  return {
    // The spec profile's built-in schema: a manifest written for today's vcpkg is noted for the run.
    laterForm: schema.kind === 'built-in' ? laterFormOf(data) : undefined,
    // The built-in schema rejects anything but an object at once, however long; a user's may not.
    countsAnyValue: schema.kind !== 'built-in',
    check: (parsed) => schemaChecks(parsed, schema, strict, picked?.warning),
  };
}

/** The problems of a manifest under a schema: the built-in spec's or a user's. */
function schemaChecks(
  { text, data, counts }: Parsed,
  schema: ManifestSchema,
  strict: boolean,
  warning: ProblemDraft | undefined,
): Checked {
  const checked = schemaErrors(schema, data, text.length);
  const errors = checked instanceof SchemaWorkExceeded ? [] : checked;
  const findings = errors ? resolveCombinators(errors, data) : [];
  const builtIn = schema.kind === 'built-in';
  // The unanchored-identifier warning is about the 2020 spec's pattern; a user's schema has its own.
  const checks = schema.vcpkgChecks
    ? unlessTooDeep(() =>
        vcpkgRuleDrafts(data, {
          strict,
          unanchoredIdentifiers: builtIn && !strict,
          vcpkgLicenses: strict,
          todaysShapes: !builtIn,
        }),
      )
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
}

/**
 * Whether a manifest's `"$schema"` picks the built-in `current` profile among schemas from
 * manifests: it names vcpkg-tool's published schema, and the user gave no manifest schema. Where
 * the user names one (a fallback or a pickable schema), that URL is one more unregistered schema:
 * a manifest may not step out of the workflow's schemas into a built-in one.
 */
function declaresCurrent(data: unknown, declared: DeclaredSchemas): boolean {
  const uri = isJsonObject(data) ? data.$schema : undefined;
  return isVcpkgToolSchema(uri) && declared.fallback === undefined && declared.byUri.size === 0;
}

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
