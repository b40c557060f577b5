import type { Rules } from './check-document.js';
import { type ProblemDraft } from './problems/draft.js';
import type { ManifestKind } from './manifest-kind.js';
import { type Beside } from './beside.js';
/**
 * The rules of today's vcpkg for a manifest (`--profile current`): our schema of today's format
 * for a port or a project, vcpkg's own checks in code, and an embedded configuration as vcpkg
 * reads one. A `"$schema"` that picked no schema comes first.
 */
export declare const currentRules: Rules<CurrentOptions>;
/** How a manifest is read as today's vcpkg reads it. */
export interface CurrentOptions {
    kind: ManifestKind;
    strict: boolean;
    beside: Beside;
    warning?: ProblemDraft;
}
