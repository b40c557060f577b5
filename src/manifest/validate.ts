import { builtInSchema, type ManifestSchema } from './compile.js';
import { resolveCombinators } from './combinators.js';
import { decodeManifest } from './decode.js';
import type { ProblemDraft } from './draft.js';
import { duplicateKeyDrafts } from './duplicate-keys.js';
import { locateProblems } from './locate.js';
import { manifestCheckDrafts } from './manifest-checks.js';
import type { ValidationResult } from './problem.js';
import { schemaErrorDraft } from './schema-messages.js';
import { syntaxProblem } from './syntax.js';

/** How a manifest is checked. */
export interface ValidateOptions {
  /**
   * Check what vcpkg itself enforces: identifiers match the whole pattern, reserved names are
   * whole names, and duplicate keys, platform expressions and licenses are errors, not warnings.
   */
  strict?: boolean;
  /** A user's schema (from `compileSchema`) in place of the built-in one. */
  schema?: ManifestSchema;
}

/**
 * Checks one manifest: its bytes or text in, every problem with its line and column out.
 * It never throws on any input.
 */
export function validateManifest(
  input: string | Uint8Array,
  options: ValidateOptions = {},
): ValidationResult {
  const decoded = decodeManifest(input);
  if ('problem' in decoded) return result(decoded.text, [decoded.problem]);
  const { text } = decoded;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return result(text, [syntaxProblem(text, (error as Error).message)]);
  }
  const strict = options.strict === true;
  const schema = options.schema ?? builtInSchema(strict);
  const severity = strict ? 'error' : 'warning';
  const findings = resolveCombinators(schema.errors(data), data);
  const drafts = findings.map((finding) =>
    'draft' in finding ? finding.draft : schemaErrorDraft(finding.error),
  );
  if (schema.kind === 'built-in')
    drafts.push(...manifestCheckDrafts(data, { severity, unanchoredIdentifiers: !strict }));
  drafts.push(...duplicateKeyDrafts(text, data, severity));
  return result(text, drafts);
}

function result(text: string, drafts: ProblemDraft[]): ValidationResult {
  if (drafts.length === 0) return { valid: true, problems: [] };
  const problems = locateProblems(text, drafts);
  return { valid: !problems.some((problem) => problem.severity === 'error'), problems };
}
