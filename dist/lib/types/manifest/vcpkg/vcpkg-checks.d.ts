import { type ProblemDraft } from '../problems/draft.js';
/** How the checks that a schema cannot state report what they find. */
export interface VcpkgRuleOptions {
    /** What vcpkg enforces: every problem is an error; `license` is read as vcpkg-tool reads it. */
    strict: boolean;
    /**
     * The 2020 spec's schema: without --strict, identifiers that only its unanchored pattern accepts
     * are warned about. Else a user's vcpkg schema (whose patterns are its own), and today's shapes
     * are walked too: `features` as a map keyed by feature name, whose names are checked here (a
     * schema's `patternProperties` does not), `{name, platform}` feature items, and a feature's own
     * `supports` and `license`.
     */
    builtIn: boolean;
}
/**
 * The vcpkg rules beyond the schema: platform expressions, SPDX licenses, identifiers that
 * the spec's unanchored pattern lets through, and (today's shapes) feature names used as keys.
 * Values of the wrong type are left to the schema.
 */
export declare function vcpkgRuleDrafts(data: unknown, options: VcpkgRuleOptions): ProblemDraft[];
