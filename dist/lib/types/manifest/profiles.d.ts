/** The kinds of document checked, each by the name of its file (a manifest by any name given). */
export declare const DOCUMENT_FILES: {
    readonly manifest: "vcpkg.json";
    readonly configuration: "vcpkg-configuration.json";
};
export type DocumentKind = keyof typeof DOCUMENT_FILES;
declare const profiles: {
    spec: {
        description: string;
        documents: ("configuration" | "manifest")[];
        readTogether: false;
    };
    current: {
        description: string;
        documents: ("configuration" | "manifest")[];
        readTogether: true;
    };
};
/**
 * A built-in rule set: what it holds a manifest to (for help texts), the kinds of document it
 * checks (and so the files it looks for), whether it reads a file with the one vcpkg reads beside
 * it (readWith). Its rules are in profile-rules.ts: what only names the profiles (the help, the
 * file search) loads none of them.
 */
interface ProfileEntry {
    description: string;
    documents: readonly DocumentKind[];
    readTogether: boolean;
}
/** The name of a built-in rule set. */
export type Profile = keyof typeof profiles;
/** Every built-in rule set, by name: `--profile`, the Action's `profile`, the files a run checks. */
export declare const PROFILE_ENTRIES: Readonly<Record<Profile, ProfileEntry>>;
/** The built-in rule sets, in the order help lists them. */
export declare const PROFILES: readonly Profile[];
/** The profile of a run that names none. */
export declare const DEFAULT_PROFILE: Profile;
export declare function isProfile(name: string): name is Profile;
export {};
