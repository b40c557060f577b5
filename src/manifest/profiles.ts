/** The kinds of document checked, each by the name of its file (a manifest by any name given). */
export const DOCUMENT_FILES = {
  manifest: 'vcpkg.json',
  configuration: 'vcpkg-configuration.json',
} as const;
export type DocumentKind = keyof typeof DOCUMENT_FILES;

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

/** Every built-in rule set, by name: `--profile`, the Action's `profile`, the files a run checks. */
export const PROFILE_ENTRIES = {
  spec: {
    description: 'the manifest spec of December 2020, to the letter',
    // A configuration file is vcpkg's, whichever profile judges manifests: never one of them.
    documents: ['manifest', 'configuration'],
    readTogether: false,
  },
  current: {
    description: "vcpkg.json as today's vcpkg enforces it",
    documents: ['manifest', 'configuration'],
    readTogether: true,
  },
} as const satisfies Record<string, ProfileEntry>;

/** The name of a built-in rule set. */
export type Profile = keyof typeof PROFILE_ENTRIES;

/** The built-in rule sets, in the order help lists them. */
export const PROFILES = Object.keys(PROFILE_ENTRIES) as readonly Profile[];

/** The profile of a run that names none. */
export const DEFAULT_PROFILE: Profile = 'spec';

export function isProfile(name: string): name is Profile {
  return Object.hasOwn(PROFILE_ENTRIES, name);
}
