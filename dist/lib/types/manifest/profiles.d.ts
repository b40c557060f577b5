/** The kinds of document checked, each by the name of its file (a manifest by any name given). */
export declare const DOCUMENT_FILES: {
    readonly manifest: "vcpkg.json";
    readonly configuration: "vcpkg-configuration.json";
};
export type DocumentKind = keyof typeof DOCUMENT_FILES;
/** Every built-in rule set, by name: `--profile`, the Action's `profile`, the files a run checks. */
export declare const PROFILE_ENTRIES: {
    readonly spec: {
        readonly description: "the manifest spec of December 2020, to the letter";
        readonly documents: readonly ["manifest", "configuration"];
        readonly readTogether: false;
    };
    readonly current: {
        readonly description: "vcpkg.json as today's vcpkg enforces it";
        readonly documents: readonly ["manifest", "configuration"];
        readonly readTogether: true;
    };
};
/** The name of a built-in rule set. */
export type Profile = keyof typeof PROFILE_ENTRIES;
/** The built-in rule sets, in the order help lists them. */
export declare const PROFILES: readonly Profile[];
/** The profile of a run that names none. */
export declare const DEFAULT_PROFILE: Profile;
export declare function isProfile(name: string): name is Profile;
