import { type ProblemDraft } from '../problems/draft.js';
/** How a configuration is checked. */
export interface ConfigurationOptions {
    /** `--strict`: vcpkg's warnings (unknown fields, duplicate patterns) become errors. */
    strict?: boolean;
    /**
     * The manifest that embeds the configuration has a `builtin-baseline`, which gives the
     * builtin default registry its baseline.
     */
    builtinBaseline?: boolean;
    /**
     * vcpkg merges the configuration with its manifest and stops on what cannot be merged (the
     * default; a project's in manifest mode); a port's embedded configuration is only read.
     */
    merged?: boolean;
    /** The manifest's folder, POSIX: an overlay port through a parent is judged against it. */
    directory?: string;
}
/**
 * Every problem vcpkg finds in a configuration: `value` at `pointer`, the whole of a
 * `vcpkg-configuration.json` (`""`) or a manifest's `vcpkg-configuration`/`configuration`.
 */
export declare function configurationDrafts(value: unknown, pointer: string, options?: ConfigurationOptions): ProblemDraft[];
