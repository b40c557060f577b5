import type { ErrorObject } from 'ajv';
import { explainConditional } from './conditionals.js';
import { listWords } from '../../util/list-words.js';
import { jsonType, valueAt } from '../json/describe.js';
import { draftOf, type ProblemDraft } from '../problems/draft.js';
import { childPointer, pointerSegments } from '../json/pointer.js';
import { isUnder, popBranches } from './branches.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { Finding } from './finding.js';

/**
 * Replaces each failed `anyOf`/`oneOf` and the errors of its branches with what a person needs:
 * the errors of the branch whose type fits the value, or one type error when none fits, or one
 * "exactly one of" problem for a choice of required keys (the version rule); and each failed `if`
 * with the errors of its failing branch (see explainConditional).
 */
export function resolveCombinators(errors: ErrorObject[], data: unknown): Finding[] {
  const findings: Finding[] = [];
  for (const error of errors) {
    if (error.keyword === 'if') {
      explainConditional(findings, error);
      continue;
    }
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') {
      findings.push({ error });
      continue;
    }
    const path = error.instancePath;
    const value = valueOf(error, data);
    const choice = requiredChoiceOf(error.schema);
    const isBranch = choice
      ? (finding: Finding) => 'error' in finding && isChoiceBranch(finding.error, path, choice)
      : (finding: Finding) => isUnder(pathOf(finding), path);
    const branches = popBranches(findings, isBranch);
    // One push per finding: a spread has an argument limit, and one value can have 100,000.
    if (!choice)
      for (const finding of explainChoice(error, branches, value)) findings.push(finding);
    // `required` holds for anything but an object, so every branch passes; the type error says why.
    else if (isJsonObject(value))
      findings.push({
        draft: requiredChoiceDraft(choice, path, value),
        path,
        schemaPath: error.schemaPath,
      });
  }
  return findings;
}

/** A branch's error in a choice of keys: a key missing, or (`not` branch) more than one there. */
function isChoiceBranch(error: ErrorObject, path: string, { keys, atMostOne }: Choice): boolean {
  if (error.instancePath !== path) return false;
  if (error.keyword === 'not')
    return atMostOne && isJsonObject(error.schema) && singleKeys(error.schema.anyOf) !== undefined;
  return error.keyword === 'required' && keys.includes(String(error.params.missingProperty));
}

function explainChoice(error: ErrorObject, branches: Finding[], value: unknown): Finding[] {
  const path = error.instancePath;
  // Too many choices fit: why the others do not is beside the point.
  if (Array.isArray(error.params.passingSchemas)) return [{ error }];
  const found = jsonType(value);
  const mismatches: Finding[] = [];
  const rest: Finding[] = [];
  for (const branch of branches)
    (isTypeMismatch(branch, path, found) ? mismatches : rest).push(branch);
  if (rest.length > 0) return rest;
  if (mismatches.length > 0) {
    const expected = [...new Set(mismatches.flatMap((branch) => typesOf(branch)))];
    return [{ error: { ...error, keyword: 'type', params: { type: expected.join(',') } } }];
  }
  return [{ error }];
}

/**
 * The value a choice's error is about: ajv's own (`verbose`), but under `propertyNames`, where
 * ajv's is the key, and without `verbose`, the one at the error's path.
 */
function valueOf(error: ErrorObject, data: unknown): unknown {
  if ('data' in error && error.propertyName === undefined) return error.data;
  return valueAt(data, pointerSegments(error.instancePath));
}

/** Worked out once per schema: the same few `anyOf`s fail for thousands of values. */
const CHOICES = new WeakMap<object, Choice | undefined>();

/** requiredChoice of a schema's branches, remembered for each schema object. */
function requiredChoiceOf(branches: unknown): Choice | undefined {
  if (!Array.isArray(branches)) return undefined;
  if (CHOICES.has(branches)) return CHOICES.get(branches);
  const choice = requiredChoice(branches);
  CHOICES.set(branches, choice);
  return choice;
}

/** A choice of required keys: exactly one of `keys`, or at most one. */
interface Choice {
  keys: string[];
  atMostOne: boolean;
}

/**
 * The keys of a choice like `oneOf: [{required: [a]}, {required: [b]}]`, or undefined; with a
 * last branch `{not: {anyOf: [the same]}}` (vcpkg's zero-or-one version), at most one of them.
 */
function requiredChoice(branches: unknown): Choice | undefined {
  if (!Array.isArray(branches) || branches.length < 2) return undefined;
  const last: unknown = branches[branches.length - 1];
  const none = isJsonObject(last) ? last.not : undefined;
  const noneKeys =
    isJsonObject(none) && Object.keys(none).length === 1 ? singleKeys(none.anyOf) : undefined;
  const keys = singleKeys(noneKeys ? branches.slice(0, -1) : branches);
  if (!keys) return undefined;
  if (noneKeys && noneKeys.join('\0') !== keys.join('\0')) return undefined;
  return { keys, atMostOne: noneKeys !== undefined };
}

/** `[a, b]` from `[{required: [a]}, {required: [b]}]`, or undefined. */
function singleKeys(branches: unknown): string[] | undefined {
  if (!Array.isArray(branches) || branches.length < 2) return undefined;
  const keys = branches.map((branch: unknown) => {
    const entries = Object.entries(branch ?? {});
    const [keyword, required] = entries[0] ?? [];
    return entries.length === 1 &&
      keyword === 'required' &&
      Array.isArray(required) &&
      required.length === 1
      ? String(required[0])
      : undefined;
  });
  return keys.every((key) => key !== undefined) ? keys : undefined;
}

function requiredChoiceDraft(
  { keys, atMostOne }: Choice,
  path: string,
  value: object,
): ProblemDraft {
  const present = keys.filter((key) => Object.hasOwn(value, key));
  const found = present.length === 0 ? 'none found' : `found ${listWords(present)}`;
  const message = atMostOne
    ? `at most one of ${keys.join(', ')} is allowed; ${found}`
    : `exactly one of ${keys.join(', ')} is required; ${found}`;
  const second = present[1];
  const pointer = second === undefined ? path : childPointer(path, second);
  const anchor = { kind: second === undefined ? 'value' : 'key' } as const;
  // The version rule is the one choice of required keys in the spec; a user's schema may have others.
  if (!atMostOne && keys.every((key) => key.startsWith('version')))
    return draftOf('version-one-of', { found: present, message, pointer, anchor });
  return draftOf('schema', { keyword: 'oneOf', message, pointer, anchor });
}

function isTypeMismatch(branch: Finding, path: string, found: string): boolean {
  if (!('error' in branch) || branch.error.keyword !== 'type' || branch.error.instancePath !== path)
    return false;
  const expected = typesOf(branch);
  return !expected.includes(found) && !(found === 'integer' && expected.includes('number'));
}

function typesOf(branch: Finding): string[] {
  return 'error' in branch ? String(branch.error.params.type).split(',') : [];
}

function pathOf(finding: Finding): string {
  return 'error' in finding ? finding.error.instancePath : finding.path;
}
