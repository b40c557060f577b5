/**
 * The built-in rule sets a manifest is judged by: `spec`, the December 2020 manifest spec to the
 * letter (the default), and `current`, vcpkg.json as today's vcpkg enforces it.
 */
export declare const PROFILES: readonly ["spec", "current"];
export type Profile = (typeof PROFILES)[number];
/** The profile of a run that names none. */
export declare const DEFAULT_PROFILE: Profile;
export declare function isProfile(name: string): name is Profile;
