import type { Problem } from '../problems/problem.js';
import type { ManifestKind } from '../manifest-kind.js';
/** What formatting a manifest gives: its canonical text, or why vcpkg would not write it. */
export type FormatResult = {
    ok: true;
    text: string;
} | {
    ok: false;
    problems: Problem[];
};
export interface FormatOptions {
    /** A port's manifest (`name` and a version required) or a project's (the default). */
    kind?: ManifestKind;
}
/**
 * A manifest in vcpkg's canonical form: the text `vcpkg format-manifest` writes for it (LF, two
 * spaces, a final newline, no byte-order mark; docs/format.md has the rules). A manifest that
 * today's vcpkg rejects is not formatted: its errors come back, placed, as `validateManifest`
 * with the `current` profile finds them. Pure: no I/O.
 */
export declare function formatManifest(text: string, options?: FormatOptions): FormatResult;
/**
 * `formatManifest` of a manifest that today's vcpkg's checks accept, without checking it again:
 * for a caller that has just checked it with the `current` profile (the format command's run).
 * It can still be refused: a `dependencies` list vcpkg cannot write back.
 * @throws Error for a text that is not a JSON object: a caller's bug.
 */
export declare function formatAccepted(text: string): FormatResult;
