import { checkDocument, type Rules } from '../check-document.js';
import type { ManifestInput } from '../json/decode.js';
import { MOST_PROBLEMS_PER_FILE } from '../problems/limits.js';
import { duplicateKeyDrafts } from '../json/duplicate-keys.js';
import { isJsonObject } from '../json/is-json-object.js';
import { draftOf, type ProblemDraft } from '../problems/draft.js';
import type { ValidationResult } from '../problems/problem.js';
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
  const { strict = false, beside = {} } = options;
  return checkDocument(input, { strict, kind: 'project', beside }, configurationRules, true);
}

/** The rules of vcpkg for its configuration file. */
export const configurationRules: Rules = (text, _data, { strict, beside }) => ({
  // vcpkg's own JSON parser refuses more than JSON.parse, and a file it cannot parse is all it says.
  refused: scanVcpkgJson(text).drafts,
  countsAnyValue: true,
  check: ({ text, data, counts }) => {
    // vcpkg's JSON reader refuses a key given twice, at any depth: an error, as vcpkg has it.
    const duplicates = duplicateKeyDrafts(text, counts.keys, true, MOST_PROBLEMS_PER_FILE);
    const drafts = isJsonObject(data)
      ? configurationDrafts(data, '', {
          strict,
          directory: beside.directory,
          builtinBaseline: beside.manifest?.builtinBaseline === true,
        })
      : [fileDraft('expected a top-level object: vcpkg ignores a configuration that is not one')];
    // The file and its manifest's embedded configuration are one configuration too many.
    if (isJsonObject(data) && beside.manifest?.embedsConfiguration)
      drafts.push(
        fileDraft(
          `${AMBIGUOUS_CONFIGURATION} Choose one by deleting this file or deleting "vcpkg-configuration" from the manifest file (the vcpkg.json beside it).`,
        ),
      );
    return {
      schemaErrors: [],
      drafts: [...drafts, ...duplicates.drafts],
      uncounted: {
        severity: severityOf('duplicate-key', true),
        count: duplicates.found - duplicates.drafts.length,
      },
    };
  },
});

/** A `configuration` error about the whole file. */
function fileDraft(message: string): ProblemDraft {
  return draftOf('configuration', { message, pointer: '', anchor: { kind: 'value' } });
}
