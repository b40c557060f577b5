import type { Rules } from './check-document.js';
import type { DocumentKind, Profile } from './profiles.js';
/** The rules each profile reads each kind of document by (profiles.ts names the kinds). */
export declare const PROFILE_RULES: Readonly<Record<Profile, Readonly<Record<DocumentKind, Rules>>>>;
