import type { FileToCheck } from '../files/file-to-check.js';
import type { ReadBytes } from '../files/read-at-most.js';
import { writeAtomically } from '../files/write-atomic.js';
import { fileProblem } from '../manifest/problems/file-problem.js';
import { formatAccepted, formatManifest } from '../manifest/format/format-manifest.js';
import { notCanonicalProblem } from '../manifest/format/not-canonical.js';
import type { Problem } from '../manifest/problems/problem.js';
import type { ManifestKind } from '../manifest/manifest-kind.js';
import type { FileReport } from '../report/file-report.js';

/**
 * What a run does with a manifest not in vcpkg's canonical form: says where it first differs
 * (`check`), or rewrites it (`write`); `keepTexts` keeps both texts in the report, for a diff.
 */
export interface CanonicalFormOptions {
  mode: 'check' | 'write';
  keepTexts: boolean;
}

const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });
const BOM = 0xfeff;

/**
 * The canonical-form step of a file already checked, on its report: a file with an error is left
 * as it is (its problems say why it cannot be formatted); one already in canonical form too.
 * Otherwise `check` adds a `canonical-form` problem at the first difference, and `write` writes
 * the canonical text in place of the file, whole or not at all, if it is still the file `read`
 * was read from; a file that cannot be written (saved since it was read, too) gets a `file`
 * problem and the others go on. `checkedAsVcpkg`: the report is of today's vcpkg's checks (the
 * current profile, no user schema), which then are not made again.
 */
export function canonicalFormStep(
  file: FileToCheck,
  { bytes, identity }: ReadBytes,
  report: FileReport,
  { kind, checkedAsVcpkg }: { kind: ManifestKind; checkedAsVcpkg: boolean },
  options: CanonicalFormOptions,
): FileReport {
  if (report.problems.some((problem) => problem.severity === 'error')) return report;
  // The text as it is in the file, a byte order mark included: vcpkg writes none.
  const text = UTF8.decode(bytes);
  const json = text.charCodeAt(0) === BOM ? text.slice(1) : text;
  // A report of the current profile without an error has made vcpkg's checks already.
  const formatted = checkedAsVcpkg ? formatAccepted(json) : formatManifest(json, { kind });
  // Checked by other rules (the spec profile, a user's schema) or refused by vcpkg's writer only
  // (dependencies it cannot write back): vcpkg's own errors say why there is no canonical form.
  if (!formatted.ok) return invalid(report, ...formatted.problems);
  if (formatted.text === text) return report;
  const texts = options.keepTexts ? { canonical: { before: text, after: formatted.text } } : {};
  if (options.mode === 'check')
    return invalid({ ...report, ...texts }, notCanonicalProblem(text, formatted.text));
  // Only if the file is still the one read: a save made meanwhile is not replaced.
  const written = writeAtomically(file.path, formatted.text, { root: file.root, read: identity });
  if (!written.ok)
    return invalid(
      report,
      fileProblem('unwritable', `could not be written in canonical form: ${written.reason}`),
    );
  return { ...report, ...texts, formatted: true };
}

function invalid(report: FileReport, ...problems: Problem[]): FileReport {
  return {
    ...report,
    valid: false,
    problems: [...report.problems, ...problems].sort(
      (a, b) => a.line - b.line || a.column - b.column,
    ),
  };
}
