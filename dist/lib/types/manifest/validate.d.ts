import type { Beside } from './beside.js';
import { type Profile } from './profiles.js';
import type { ManifestKind } from './manifest-kind.js';
import type { ManifestInput } from './json/decode.js';
import type { ManifestSchema } from './schema/manifest-schema.js';
import { type DeclaredSchemas } from './schema/declared-schema.js';
import type { ValidationResult } from './problems/problem.js';
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
 * Checks one manifest: its text, or its UTF-8 bytes as an `ArrayBuffer` (what
 * `fetch().arrayBuffer()` gives) or any `ArrayBufferView` (`Uint8Array`, `Buffer`, `DataView`…),
 * in; every problem with its line and column out. Whatever the manifest holds, it never throws.
 * @throws TypeError when `input` is none of those (`undefined`, `null`, a number…): a caller's bug.
 */
export declare function validateManifest(input: ManifestInput, options?: ValidateOptions): ValidationResult;
