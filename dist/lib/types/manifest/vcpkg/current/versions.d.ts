/** The four version fields, each with its scheme. */
export declare const VERSION_FIELDS: readonly ["version", "version-semver", "version-date", "version-string"];
export type VersionField = (typeof VERSION_FIELDS)[number];
/** vcpkg's words for a version text its scheme refuses (no `#` in it), if it does. */
export declare function versionSchemeError(field: VersionField, text: string): string | undefined;
/** vcpkg's words for a top-level version field's text, if it refuses it. */
export declare function topLevelVersionError(field: VersionField, text: string): string | undefined;
/** What is wrong with an override's version text, and whether it has a `#N` port version. */
export interface OverrideVersionCheck {
    /** vcpkg's words, at the version field itself (a bad `#`) or at the override (the scheme). */
    error?: {
        message: string;
        at: 'field' | 'override';
    };
    /** Whether the text ends in `#N`, which `port-version` cannot join. */
    sharp: boolean;
}
/** An override's version: any scheme's text, optionally followed by `#N`. */
export declare function overrideVersionCheck(field: VersionField, text: string): OverrideVersionCheck;
/** vcpkg's words for a `version>=` whose `#` part is not a non-negative integer, if it is not. */
export declare function minimumVersionError(text: string): string | undefined;
/** vcpkg's words for a project's `builtin-baseline` that is not a commit id, if it is not. */
export declare function builtinBaselineError(text: string): string | undefined;
