import type { ProblemDraft } from './draft.js';
import type { Severity } from './problem.js';
/** How the checks that a schema cannot state report what they find. */
export interface ManifestCheckOptions {
    severity: Severity;
    /** Warn about identifiers that only the unanchored pattern accepts (the strict schema rejects them). */
    unanchoredIdentifiers: boolean;
    /** Read `license` as today's vcpkg-tool does (--strict) rather than by the SPDX grammar alone. */
    vcpkgLicenses: boolean;
}
/**
 * The vcpkg rules beyond the schema: platform expressions, SPDX licenses and identifiers that
 * the spec's unanchored pattern lets through. Values of the wrong type are left to the schema.
 */
export declare function manifestCheckDrafts(data: unknown, options: ManifestCheckOptions): ProblemDraft[];
