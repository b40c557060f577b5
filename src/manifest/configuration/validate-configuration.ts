import { decodeManifest, type ManifestInput } from '../json/decode.js';
import { duplicateKeyDrafts } from '../json/duplicate-keys.js';
import { isJsonObject } from '../json/is-json-object.js';
import { locateProblems } from '../json/locate.js';
import { syntaxProblem } from '../json/syntax.js';
import { countValues } from '../json/value-counts.js';
import { draftOf, type ProblemDraft } from '../problems/draft.js';
import { fileProblemDraft } from '../problems/file-problem.js';
import { MOST_LIST_ITEMS, MOST_PROBLEMS_PER_FILE } from '../problems/limits.js';
import type { ValidationResult } from '../problems/problem.js';
import { boundProblemText, capProblems } from '../problems/problem-cap.js';
import { severityOf } from '../problems/rules.js';
import type { Beside } from '../beside.js';
import { scanVcpkgJson } from '../vcpkg/current/vcpkg-json.js';
import { configurationDrafts } from './configuration-drafts.js';
import { AMBIGUOUS_CONFIGURATION } from './words.js';

/** How a `vcpkg-configuration.json` is checked. */
export interface ConfigurationValidateOptions {
  /** `--strict`: vcpkg's warnings (unknown fields, duplicate patterns) become errors. */
  strict?: boolean;
  /** What vcpkg reads with it from its folder: the project's manifest. */
  beside?: Beside;
}

/**
 * Checks one `vcpkg-configuration.json` as vcpkg reads it: its text or UTF-8 bytes in, every
 * problem with its line and column out. An empty file (no byte at all) is valid: vcpkg treats
 * it as no configuration. Whatever the file holds, it never throws.
 * @throws TypeError when `input` is neither text nor bytes: a caller's bug.
 */
export function validateConfiguration(
  input: ManifestInput,
  options: ConfigurationValidateOptions = {},
): ValidationResult {
  const decoded = decodeManifest(input);
  if ('problem' in decoded) return result(decoded.text, [decoded.problem]);
  const { text } = decoded;
  if (isEmpty(input)) return { valid: true, problems: [] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return result(text, [syntaxProblem(text, (error as Error).message)]);
  }
  // vcpkg's own JSON parser refuses more than JSON.parse, and a file it cannot parse is all it says.
  const json = scanVcpkgJson(text);
  if (json.drafts.length > 0) return result(text, json.drafts);
  const strict = options.strict === true;
  const beside = options.beside ?? {};
  const counts = countValues(data, MOST_LIST_ITEMS);
  if (counts.items > MOST_LIST_ITEMS) return result(text, [tooManyItemsDraft(counts.items)]);
  // vcpkg's JSON reader refuses a key given twice, at any depth: an error, as vcpkg has it.
  const duplicates = duplicateKeyDrafts(text, counts.keys, true, MOST_PROBLEMS_PER_FILE);
  const drafts = capProblems<never>({
    schemaErrors: [],
    toDraft: (none: never) => none,
    drafts: [
      ...(isJsonObject(data)
        ? [
            ...configurationDrafts(data, '', {
              strict,
              directory: beside.directory,
              builtinBaseline: beside.manifest?.builtinBaseline === true,
            }),
            ...(beside.manifest?.embedsConfiguration ? [ambiguousDraft()] : []),
          ]
        : [notAnObjectDraft()]),
      ...duplicates.drafts,
    ],
    uncounted: {
      severity: severityOf('duplicate-key', true),
      count: duplicates.found - duplicates.drafts.length,
    },
  });
  return result(text, drafts);
}

/** No byte at all; a byte order mark alone, or white space, is a file vcpkg reads (and refuses). */
function isEmpty(input: ManifestInput): boolean {
  return typeof input === 'string' ? input.length === 0 : input.byteLength === 0;
}

function notAnObjectDraft(): ProblemDraft {
  const message = 'expected a top-level object: vcpkg ignores a configuration that is not one';
  return draftOf('configuration', { message, pointer: '', anchor: { kind: 'value' } });
}

function tooManyItemsDraft(items: number): ProblemDraft {
  return fileProblemDraft(
    'too-many-items',
    `the file was not checked: its lists hold more than ${MOST_LIST_ITEMS} items (${items} counted so far)`,
  );
}

function result(text: string, drafts: ProblemDraft[]): ValidationResult {
  if (drafts.length === 0) return { valid: true, problems: [] };
  const problems = locateProblems(text, drafts).map(boundProblemText);
  return { valid: !problems.some((problem) => problem.severity === 'error'), problems };
}

/** The file and its manifest's embedded configuration are one configuration too many. */
function ambiguousDraft(): ProblemDraft {
  return draftOf('configuration', {
    message: `${AMBIGUOUS_CONFIGURATION} Choose one by deleting this file or deleting "vcpkg-configuration" from the manifest file (the vcpkg.json beside it).`,
    pointer: '',
    anchor: { kind: 'value' },
  });
}
