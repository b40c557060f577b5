import type { ErrorObject, ValidateFunction } from 'ajv';
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
/**
 * The spec's schema; `strict` is what vcpkg itself enforces. Both were compiled at build time
 * (scripts/compile-schemas.ts), so using them costs no compilation.
 */
export declare function builtInSchema(strict?: boolean): ManifestSchema;
/** A compiled ajv validator as a ManifestSchema. */
export declare function wrapValidator(kind: ManifestSchema['kind'], validate: ValidateFunction): ManifestSchema;
