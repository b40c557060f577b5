/** How bad a problem is: an `error` makes the manifest invalid, a `warning` never does. */
export type Severity = 'error' | 'warning';
/** Where a problem is in the file: 1-based lines and columns, columns in UTF-16 code units. */
export interface Span {
    /** Line of the first character. */
    line: number;
    /** Column of the first character. */
    column: number;
    /** Line of the last character. */
    endLine: number;
    /** Column just past the last character (the end is exclusive, as in editors and SARIF). */
    endColumn: number;
}
/** The fields every problem has, whatever its rule. */
interface ProblemBase<R extends string> extends Span {
    /** A stable id of the rule that was broken; it selects the problem's own fields. */
    rule: R;
    severity: Severity;
    /** What is wrong and what was expected, for a person. */
    message: string;
    /** JSON Pointer (RFC 6901) of the value the problem is about; `""` is the whole document. */
    pointer: string;
}
/** The text is not valid JSON (also an empty file); the span is the offending character. */
export type JsonSyntaxProblem = ProblemBase<'json-syntax'>;
/** The bytes are not UTF-8 text. */
export type EncodingProblem = ProblemBase<'encoding'> & {
    encoding: 'utf-8' | 'utf-16';
};
/** Why a file, or a directory below a given one, was not checked; its message says more. */
export type FileProblemReason = 
/** It could not be opened or read (permissions, not a regular file, gone). */
'unreadable'
/** It is larger than the most that is read (`max-file-size`), or grew past it while read. */
 | 'too-large'
/** A symbolic link not followed: out of the searched directory, into `.git`, or unresolvable. */
 | 'link-not-followed'
/** Its lists hold more items than are checked. */
 | 'too-many-items'
/** A value too long or nested too deeply for the validator. */
 | 'too-deep'
/** A directory below a given one that was not searched: not listable, a link, a name not UTF-8. */
 | 'directory-not-searched'
/** A bug of ours while the file was checked or reported. */
 | 'internal-error'
/** `format` could not write it in canonical form (permissions, a link, not a regular file). */
 | 'unwritable'
/** A registry's version database file (`versions/baseline.json`), named where a manifest goes. */
 | 'not-a-manifest';
/** The file could not be read or checked at all (permissions, size, nesting); line 1. */
export type FileProblem = ProblemBase<'file'> & {
    reason: FileProblemReason;
};
/** A key the schema does not allow; the span is the key. */
export type AdditionalPropertyProblem = ProblemBase<'additional-property'> & {
    property: string;
};
/** A required key is missing; the span is the object that lacks it. */
export type RequiredProblem = ProblemBase<'required'> & {
    missingProperty: string;
};
/** Not exactly one of the four version fields. */
export type VersionOneOfProblem = ProblemBase<'version-one-of'> & {
    found: string[];
};
/** A value of the wrong JSON type. */
export type TypeProblem = ProblemBase<'type'> & {
    expected: string[];
    found: string;
};
/** A string that does not match a schema pattern. */
export type PatternProblem = ProblemBase<'pattern'> & {
    pattern: string;
};
/** An identifier or package name that matches the reserved-name pattern. */
export type ReservedNameProblem = ProblemBase<'reserved-name'> & {
    pattern: string;
    /** True when only the spec's unanchored pattern rejects it (`iconv` contains `con`). */
    unanchoredOnly: boolean;
};
/** A number below the schema's minimum. */
export type MinimumProblem = ProblemBase<'minimum'> & {
    limit: number;
};
/** A string that is not in the schema's format (`uri`). */
export type FormatProblem = ProblemBase<'format'> & {
    format: string;
};
/** Any other keyword of a user's schema (`enum`, `maxLength`, …). */
export type SchemaKeywordProblem = ProblemBase<'schema'> & {
    keyword: string;
};
/** A key that appears twice in one object; JSON.parse keeps only the last. */
export type DuplicateKeyProblem = ProblemBase<'duplicate-key'> & {
    key: string;
};
/** A `supports`/`platform` value that is not a platform expression. */
export type PlatformExpressionProblem = ProblemBase<'platform-expression'>;
/** A `license` that is not an SPDX expression. */
export type SpdxProblem = ProblemBase<'spdx'>;
/** An identifier accepted only because the spec's identifier pattern is unanchored (`Foo_Bar`). */
export type UnanchoredIdentifierProblem = ProblemBase<'unanchored-identifier'>;
/**
 * More problems than a file lists: this one counts those left out. An error when any of them is
 * an error, so the file stays invalid; a warning when all of them are warnings.
 */
export type ProblemLimitProblem = ProblemBase<'problem-limit'> & {
    leftOut: {
        errors: number;
        warnings: number;
    };
};
/** A key of today's `features` map (a user's vcpkg schema) that vcpkg refuses as a feature name. */
export type FeatureNameProblem = ProblemBase<'feature-name'>;
/** With schemas from manifests: a `$schema` that names no schema given; the default was used. */
export type UnregisteredSchemaProblem = ProblemBase<'unregistered-schema'> & {
    uri: string;
};
/**
 * A folder that searches skip (`node_modules`, unless a path or pattern names it) holding files
 * the search would have picked; reported on the folder's path, line 1.
 */
export type SkippedDirectoryProblem = ProblemBase<'skipped-directory'> & {
    /** How many such files were seen, in the folder and the folders directly in it. */
    matches: number;
};
/**
 * A file a search did not check because its name is a checked name but for case
 * (`ports/x/VCPKG.json`), which vcpkg reads on a file system that ignores case; reported on the
 * file's path, line 1.
 */
export type CaseVariantProblem = ProblemBase<'case-variant'> & {
    /** The checked name it differs from only by case: `vcpkg.json`. */
    checkedName: string;
};
/**
 * Checking the file against a user's schema needed more work than a file may take (usually
 * `$ref`s that multiply); the file was not fully checked. The span is the value being checked
 * when the bound was reached.
 */
export type SchemaWorkLimitProblem = ProblemBase<'schema-work-limit'> & {
    /** The bound for this file, in steps: 10,000,000 and 256 for each of its characters. */
    limit: number;
};
/**
 * A `vcpkg-configuration.json`, or a manifest's embedded configuration, that vcpkg refuses when
 * it reads it (a type, a missing or unexpected field, a package pattern, a registry kind), or
 * that makes vcpkg stop (registries without a default baseline, an overlay port that is the
 * manifest's own directory).
 */
export type ConfigurationProblem = ProblemBase<'configuration'>;
/** A configuration field vcpkg does not know; vcpkg warns and ignores it. The span is the key. */
export type ConfigurationUnrecognizedFieldProblem = ProblemBase<'configuration-unrecognized-field'> & {
    field: string;
};
/** A package pattern already declared by a registry before; vcpkg warns and ignores this one. */
export type ConfigurationDuplicatePatternProblem = ProblemBase<'configuration-duplicate-pattern'> & {
    pattern: string;
    /** The JSON Pointer of the first declaration, the one vcpkg uses. */
    firstPointer: string;
};
/**
 * A git registry's `baseline` that is not a commit SHA (40 lower-case hex digits): vcpkg reads
 * the file, but fails when it resolves versions from that registry.
 */
export type ConfigurationGitBaselineProblem = ProblemBase<'configuration-git-baseline'>;
/** Text that JSON.parse reads but vcpkg's own JSON parser refuses (an exponent, a 64-bit overflow, nesting past 200). */
export type VcpkgJsonProblem = ProblemBase<'vcpkg-json'>;
/**
 * A value today's vcpkg refuses though its type is right: a version text, a name, `port-version`
 * spelled `1.0`, a `builtin-baseline`, a license or platform expression; in vcpkg's words.
 */
export type VcpkgValueProblem = ProblemBase<'vcpkg-value'>;
/** A license or exception id that is not on vcpkg's SPDX list; vcpkg only warns. */
export type UnknownLicenseIdProblem = ProblemBase<'unknown-license-id'>;
/**
 * A project's `builtin-baseline` that vcpkg does not use: the `vcpkg-configuration.json` beside
 * it sets the default registry; vcpkg only warns.
 */
export type ReplacedBuiltinBaselineProblem = ProblemBase<'replaced-builtin-baseline'>;
/**
 * A manifest that is not written as `vcpkg format-manifest` writes it (`format --check`, the
 * Action's `format: check`); the span is where it first differs from its canonical form.
 */
export type CanonicalFormProblem = ProblemBase<'canonical-form'>;
/** A versions file or the baseline that vcpkg cannot read: a field missing, of the wrong kind, or unknown. */
export type VersionsShapeProblem = ProblemBase<'versions-shape'>;
/** A versions file not at `versions/<first letter>-/<port>.json`, where vcpkg looks for it. */
export type VersionsFileLocationProblem = ProblemBase<'versions-file-location'>;
/** A version listed twice in one versions file, or the port-versions of one version not newest first. */
export type VersionsOrderProblem = ProblemBase<'versions-order'>;
/** A folder of `ports/` without a `vcpkg.json`. */
export type VersionsPortManifestProblem = ProblemBase<'versions-port-manifest'>;
/** A port's `name` that is not its folder's name. */
export type VersionsPortNameProblem = ProblemBase<'versions-port-name'>;
/** A port whose version (or whose versions file) is not in the version database. */
export type VersionsMissingProblem = ProblemBase<'versions-missing'>;
/** A port changed without a version bump: its git tree is not the one its version's entry names. */
export type VersionsGitTreeProblem = ProblemBase<'versions-git-tree'>;
/** A version entry whose scheme differs from the one the port (or its git tree) declares. */
export type VersionsSchemeProblem = ProblemBase<'versions-scheme'>;
/** A port without its baseline entry, or whose baseline entry is not its version. */
export type VersionsBaselineProblem = ProblemBase<'versions-baseline'>;
/** A baseline entry for a port that is not in `ports/`. */
export type VersionsStaleBaselineProblem = ProblemBase<'versions-stale-baseline'>;
/** A port's new version whose `port-version` does not start at 0 or follow the last one by 1. */
export type VersionsPortVersionProblem = ProblemBase<'versions-port-version'>;
/** A dependency, `version>=` or override naming a port or version the database does not have. */
export type VersionsDependencyProblem = ProblemBase<'versions-dependency'>;
/** With `--deep`: an entry's git tree that is missing, or holds another version than its entry. */
export type VersionsDeepProblem = ProblemBase<'versions-deep'>;
/** With `--fix`: a port `vcpkg x-add-version --all` would stop at, so that nothing was written. */
export type VersionsNotFixedProblem = ProblemBase<'versions-not-fixed'>;
/**
 * With `--base REF`: a versions file that gains more than one entry in one change; each new entry
 * after the first (in the file's order) is one problem, the span is the entry.
 */
export type VersionsOneVersionPerChangeProblem = ProblemBase<'versions-one-version-per-change'> & {
    port: string;
};
/**
 * With `--base REF`: an entry published at REF (present in its versions file there) changed
 * (`git-tree`, `path`, version or `port-version`) or removed; the span is the changed value, or
 * where the entry was removed.
 */
export type VersionsPublishedEntryProblem = ProblemBase<'versions-published-entry'> & {
    port: string;
    /** The entry as it was at REF: `3.12.9#5`. */
    published: string;
};
/**
 * With `--base REF`: a port's versions file deleted, with the port or without it, which removes
 * its published versions; on the baseline's `default` (or the deleted file's line 1).
 */
export type VersionsDeletedVersionsFileProblem = ProblemBase<'versions-deleted-versions-file'> & {
    port: string;
    /** The deleted file, in the registry's layout: `versions/w-/websocketpp.json`. */
    versionsFile: string;
};
/** One problem found in a manifest, narrowed by `rule`. */
export type Problem = JsonSyntaxProblem | EncodingProblem | FileProblem | AdditionalPropertyProblem | RequiredProblem | VersionOneOfProblem | TypeProblem | PatternProblem | ReservedNameProblem | MinimumProblem | FormatProblem | SchemaKeywordProblem | DuplicateKeyProblem | PlatformExpressionProblem | SpdxProblem | UnanchoredIdentifierProblem | ProblemLimitProblem | FeatureNameProblem | UnregisteredSchemaProblem | SkippedDirectoryProblem | CaseVariantProblem | SchemaWorkLimitProblem | ConfigurationProblem | ConfigurationUnrecognizedFieldProblem | ConfigurationDuplicatePatternProblem | ConfigurationGitBaselineProblem | VcpkgJsonProblem | VcpkgValueProblem | UnknownLicenseIdProblem | ReplacedBuiltinBaselineProblem | CanonicalFormProblem | VersionsShapeProblem | VersionsFileLocationProblem | VersionsOrderProblem | VersionsPortManifestProblem | VersionsPortNameProblem | VersionsMissingProblem | VersionsGitTreeProblem | VersionsSchemeProblem | VersionsBaselineProblem | VersionsStaleBaselineProblem | VersionsPortVersionProblem | VersionsDependencyProblem | VersionsDeepProblem | VersionsOneVersionPerChangeProblem | VersionsPublishedEntryProblem | VersionsDeletedVersionsFileProblem | VersionsNotFixedProblem;
/** Every rule id, each written once. */
export type RuleId = Problem['rule'];
/** The outcome of checking one manifest. */
export interface ValidationResult {
    /** True when there is no problem of severity `error`. */
    valid: boolean;
    /** Every problem, in document order. */
    problems: Problem[];
    /**
     * Set when the built-in `spec` profile checked a manifest written for today's vcpkg: the first
     * such form met (`laterFormOf`), for the run's note that `--profile current` checks it.
     */
    laterForm?: LaterForm;
}
/**
 * A form of vcpkg.json that today's vcpkg reads and the December 2020 spec does not: a `host`
 * dependency, `features` keyed by name, `"license": null`, `builtin-baseline`, no `name`, or
 * vcpkg-tool's published `"$schema"` URL.
 */
export type LaterForm = 'host' | 'features-by-name' | 'license-null' | 'builtin-baseline' | 'no-name' | 'vcpkg-tool-schema';
export {};
