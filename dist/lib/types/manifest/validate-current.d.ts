import { type ProblemDraft } from './problems/draft.js';
import type { ManifestKind } from './manifest-kind.js';
import { type Beside } from './beside.js';
/**
 * The problems of a parsed manifest as today's vcpkg reads it (`--profile current`): our schema
 * of today's format for a port or a project, vcpkg's own checks in code, and an embedded
 * configuration as vcpkg reads one.
 */
export declare function currentDrafts(text: string, data: unknown, { kind, strict, beside }: {
    kind: ManifestKind;
    strict: boolean;
    beside: Beside;
}): ProblemDraft[];
