import { type ProblemDraft } from '../../problems/draft.js';
/** How a manifest is read: as a port (in `ports/<dir>/`) or as a project, and with --strict. */
export interface CurrentCheckOptions {
    /** A project's `builtin-baseline` must be a commit id; a port's may be any string. */
    kind: 'port' | 'project';
    /** --strict: vcpkg's warnings (unknown license ids) become errors. */
    strict: boolean;
    /** How many keys `data` holds at every depth (countValues), when the caller knows already. */
    keys?: number;
}
/**
 * Everything today's vcpkg-tool checks in a manifest that a JSON Schema cannot, as drafts in
 * vcpkg's words: its JSON layer (also duplicate keys, which it calls errors), version texts, names,
 * `port-version` spelled `1.0` or `-0`, licenses, platform expressions. Values of the wrong type
 * are left to the schema. `text` is the text `data` was parsed from.
 */
export declare function currentVcpkgDrafts(data: unknown, text: string, options: CurrentCheckOptions): ProblemDraft[];
