/** The documentation vcpkg points at from a configuration's problems. */
export declare const REGISTRIES_DOCUMENTATION = "https://learn.microsoft.com/vcpkg/users/registries?WT.mc_id=vcpkg_inproduct_cli";
/** A project's configuration given twice: embedded in its manifest and as a file beside it. */
export declare const AMBIGUOUS_CONFIGURATION = "Ambiguous vcpkg configuration provided by both manifest and configuration file.";
/** `mismatched type: expected a registry`. */
export declare function mismatchedType(expected: string): string;
/** `a builtin registry: missing required field 'baseline' (a baseline)`. */
export declare function missingField(owner: string, field: string, type: string): string;
/**
 * `a git registry: unexpected field 'path', did you mean 'kind'?`, the known field nearest to it
 * (the first on a tie, as vcpkg suggests one); without `suggest`, the message stops after the
 * field (for a problem that is never listed: see ConfigurationSink).
 */
export declare function unexpectedField(owner: string, field: string, known: readonly string[], suggest?: boolean): string;
