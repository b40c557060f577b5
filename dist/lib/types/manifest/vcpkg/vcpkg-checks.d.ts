import { type ProblemDraft } from '../problems/draft.js';
/** How the checks that a schema cannot state report what they find. */
export interface VcpkgRuleOptions {
    /** What vcpkg enforces: every problem is an error; `license` is read as vcpkg-tool reads it. */
    strict: boolean;
    /** Warn about identifiers that only the unanchored pattern accepts (the strict schema rejects them). */
    unanchoredIdentifiers: boolean;
    /**
     * Walk today's shapes too (a user's vcpkg schema): `features` as a map keyed by feature name,
     * whose names are checked here (a schema's `patternProperties` does not), `{name, platform}`
     * feature items, and a feature's own `supports` and `license`.
     */
    todaysShapes: boolean;
}
/**
 * The vcpkg rules beyond the schema: platform expressions, SPDX licenses, identifiers that
 * the spec's unanchored pattern lets through, and (today's shapes) feature names used as keys.
 * Values of the wrong type are left to the schema.
 */
export declare function vcpkgRuleDrafts(data: unknown, options: VcpkgRuleOptions): ProblemDraft[];
