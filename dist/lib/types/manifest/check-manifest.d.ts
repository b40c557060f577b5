import type { Plan } from './check-document.js';
import { type Profile } from './profiles.js';
import type { Beside } from './beside.js';
import type { ManifestKind } from './manifest-kind.js';
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
/** The rules a manifest is checked by: its profile's, a user's schema, or the one it declares. */
export declare function manifestRules(text: string, data: unknown, options: ValidateOptions): Plan;
