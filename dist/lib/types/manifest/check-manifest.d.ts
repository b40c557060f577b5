import { type Rules } from './check-document.js';
import { type Profile } from './profiles.js';
import type { Beside } from './beside.js';
import type { ManifestKind } from './manifest-kind.js';
import type { ManifestInput } from './json/decode.js';
import type { ValidationResult } from './problems/problem.js';
import type { ManifestSchema } from './schema/manifest-schema.js';
import { type DeclaredSchemas } from './schema/declared-schema.js';
/** How a manifest is checked. */
export interface ValidateOptions {
    /** The built-in rules: the spec's (`spec`, the default) or today's vcpkg's (`current`). */
    profile?: Profile;
    /** Under `current`: a port's manifest (`name` and a version required) or a project's (the default). */
    kind?: ManifestKind;
    /** Under `current`, for a project: what vcpkg reads with it from its folder. */
    beside?: Beside;
    /**
     * Under `spec`, the 2020 spec as vcpkg parsed it then (not today's vcpkg, which is `current`):
     * identifiers match the whole pattern, reserved names are whole names, and duplicate keys,
     * platform expressions and licenses are errors, not warnings. Under `current`, its warnings
     * are errors.
     */
    strict?: boolean;
    /** A user's schema (from `compileSchema`) in place of the built-in one. */
    schema?: ManifestSchema;
    /** Check against the schema the manifest's `"$schema"` names among these, in place of `schema`. */
    declared?: DeclaredSchemas;
}
/**
 * The manifest rules of each profile at hand: all of them for the library (validateManifest), and
 * for a run only those its profile and options need, each loaded when the run starts. A user's
 * schema is checked by the spec profile's rules; a manifest that declares vcpkg-tool's schema,
 * by the current profile's.
 */
export type ManifestRules = Readonly<Partial<Record<Profile, Rules>>>;
/**
 * validateManifest by the rules given: its profile's, a user's schema, or the one the manifest
 * declares. A manifest that needs rules not among them is a caller's bug, thrown as an Error.
 */
export declare function checkManifest(input: ManifestInput, options: ValidateOptions, byProfile: ManifestRules): ValidationResult;
