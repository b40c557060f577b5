import type { ErrorObject } from 'ajv';
/** A compiled schema that manifests are checked against. */
export interface ManifestSchema {
    /** `built-in` also runs the vcpkg checks that a schema cannot state (platform, SPDX, names). */
    readonly kind: 'built-in' | 'custom';
    /** Checks parsed JSON; returns every error ajv finds (none when valid). */
    errors(data: unknown): ErrorObject[];
}
/** A user's schema that compiled, or what is wrong with it. */
export type CompiledSchema = {
    ok: true;
    schema: ManifestSchema;
} | {
    ok: false;
    message: string;
};
/** The spec's schema (compiled once, on first use); `strict` is what vcpkg itself enforces. */
export declare function builtInSchema(strict?: boolean): ManifestSchema;
/**
 * Compiles a user's own JSON Schema, in the dialect its `$schema` names (draft-07 when it names
 * none). `source` names the schema in messages, such as its file name.
 */
export declare function compileSchema(text: string, source: string): CompiledSchema;
