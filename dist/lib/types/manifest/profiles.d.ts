import type { Beside } from './beside.js';
import type { Rules } from './check-document.js';
import type { ManifestKind } from './manifest-kind.js';
import type { ProblemDraft } from './problems/draft.js';
import type { ManifestSchema } from './schema/manifest-schema.js';
/** The kinds of document checked, each by the name of its file (a manifest by any name given). */
export declare const DOCUMENT_FILES: {
    readonly manifest: "vcpkg.json";
    readonly configuration: "vcpkg-configuration.json";
};
export type DocumentKind = keyof typeof DOCUMENT_FILES;
/** What a profile's rules read a document with, whatever its kind. */
export interface RuleOptions {
    strict: boolean;
    kind: ManifestKind;
    beside: Beside;
    /** A user's schema, in place of the built-in one. */
    schema?: ManifestSchema;
    /** A `"$schema"` that picked no schema, said where the rules say it. */
    warning?: ProblemDraft;
}
/** A built-in rule set. */
interface ProfileEntry {
    /** What it holds a manifest to, for help texts. */
    description: string;
    /** The rules of each kind of document it checks, and so the files it looks for. */
    rules: {
        manifest: Rules<RuleOptions>;
    } & Partial<Record<DocumentKind, Rules<RuleOptions>>>;
    /** It reads a file with the one vcpkg reads beside it (readWith). */
    readTogether: boolean;
}
declare const profiles: {
    spec: {
        description: string;
        rules: {
            manifest: Rules<import("./validate-spec.js").SpecOptions>;
        };
        readTogether: false;
    };
    current: {
        description: string;
        rules: {
            manifest: Rules<import("./validate-current.js").CurrentOptions>;
            configuration: Rules<import("./configuration/validate-configuration.js").ConfigurationValidateOptions>;
        };
        readTogether: true;
    };
};
/** The name of a built-in rule set. */
export type Profile = keyof typeof profiles;
/** Every built-in rule set, by name: `--profile`, the Action's `profile`, the files a run checks. */
export declare const PROFILE_ENTRIES: Readonly<Record<Profile, ProfileEntry>>;
/**
 * The built-in rule sets a manifest is judged by, in the order help lists them: `spec`, the
 * December 2020 manifest spec to the letter (the default), and `current`, vcpkg.json as today's
 * vcpkg enforces it.
 */
export declare const PROFILES: readonly Profile[];
/** The profile of a run that names none. */
export declare const DEFAULT_PROFILE: Profile;
export declare function isProfile(name: string): name is Profile;
export {};
