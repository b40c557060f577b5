import type { ErrorObject } from 'ajv';
import type { Finding } from './finding.js';
import { keywordDescription } from './description.js';
import { schemaErrorDraft } from './schema-error.js';
import { isUnder, popBranches } from './branches.js';
import { isJsonObject } from '../json/is-json-object.js';

/**
 * Replaces a failed `if` (ajv's "must match "then" schema") with the errors of its failing
 * `then`/`else`, which say what is wrong, each followed by the description beside the `if`
 * where there is one (vcpkg explains its rules there). The `if` stays, in words, only when none
 * of its branch's errors can be told apart, so a failed `if` never goes unreported.
 */
export function explainConditional(findings: Finding[], error: ErrorObject): void {
  const paths = branchPaths(error);
  const isBranch = (finding: Finding) => {
    const [instancePath, schemaPath] =
      'error' in finding
        ? [finding.error.instancePath, finding.error.schemaPath]
        : [finding.path, finding.schemaPath];
    return (
      schemaPath !== undefined &&
      isUnder(instancePath, error.instancePath) &&
      paths.some((path) => isUnder(schemaPath, path))
    );
  };
  const branches = popBranches(findings, isBranch);
  if (branches.length === 0) {
    findings.push({ error });
    return;
  }
  const description = keywordDescription(error);
  for (const branch of branches) {
    if (description === undefined || !('error' in branch)) findings.push(branch);
    else
      findings.push({
        draft: schemaErrorDraft(branch.error, description),
        path: branch.error.instancePath,
        schemaPath: branch.error.schemaPath,
      });
  }
}

/** Where the errors of the failing branch are in the schema: under it, or under its `$ref`. */
function branchPaths(error: ErrorObject): string[] {
  const branch = String(error.params.failingKeyword);
  const schema: unknown = error.parentSchema?.[branch];
  // A boolean branch (`else: false`) has no `$ref`.
  const ref = isJsonObject(schema) ? schema.$ref : undefined;
  const fragment = typeof ref === 'string' && ref.includes('#') ? ref.slice(ref.indexOf('#')) : '';
  // A `$ref` to a whole document ("#") would claim every error before the `if`.
  const inRef = fragment.startsWith('#/') ? [fragment] : [];
  return [`${error.schemaPath.replace(/\/if$/, '')}/${branch}`, ...inRef];
}
